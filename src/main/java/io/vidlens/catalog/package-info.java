/**
 * What Vidlens knows about videos, channels and playlists: the typed read services ({@code Videos},
 * {@code Channels}, {@code Playlists}) under one read policy (cache, identity checks, definitive
 * versus transient failures, partial results). It is the only way features reach platform data: it
 * uses platform's public surface (records in, domain terms such as a channel tab or a caption
 * choice out; never its parsers, requests or cache) and model, and never a feature. It knows
 * nothing of HTTP: a value the caller must fix is a {@link io.vidlens.model.InvalidInput}, which
 * the edge answers as a 400.
 */
@ApplicationModule(
    allowedDependencies = {"model", "platform", "platform :: faults", "stats", "work"})
package io.vidlens.catalog;

import org.springframework.modulith.ApplicationModule;
