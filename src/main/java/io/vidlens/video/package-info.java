/**
 * The video operations: video and shorts details, comments, transcript, subtitles and bulk details,
 * each with its controller, service and wire records. Like every feature it uses only catalog,
 * model, api, access, storage and embeddings: never platform, never another feature.
 */
@ApplicationModule(allowedDependencies = {"api", "catalog", "model"})
package io.vidlens.video;

import org.springframework.modulith.ApplicationModule;
