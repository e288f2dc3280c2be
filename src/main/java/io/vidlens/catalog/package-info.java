/**
 * What Vidlens knows about videos, channels and playlists: the typed read services ({@code Videos},
 * {@code Channels}, {@code Playlists}) under one read policy (cache, identity checks, definitive
 * versus transient failures, partial results). It is the only way features reach platform data: it
 * uses platform's public surface (records in, domain terms such as a channel tab or a caption
 * choice out; never its parsers, requests or cache), model and api, and never a feature.
 */
@ApplicationModule(
    allowedDependencies = {"api", "model", "platform", "platform :: faults", "stats", "work"})
package io.vidlens.catalog;

import org.springframework.modulith.ApplicationModule;
