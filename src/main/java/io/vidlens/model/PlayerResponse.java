package io.vidlens.model;

import java.util.Optional;

/** One player answer (mobile or WEB), parsed. Absent parts are empty Optionals. */
public record PlayerResponse(
    Playability playability,
    Optional<PlayerVideoDetails> details,
    Optional<PlayerMicroformat> microformat,
    Captions captions,
    Boolean playableInEmbed) {}
