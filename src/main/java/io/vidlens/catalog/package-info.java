/**
 * What Vidlens knows about videos, channels and playlists: the typed read services ({@code Videos},
 * {@code Channels}, {@code Playlists}) under one read policy (cache, identity checks, definitive
 * versus transient failures, partial results), and the snapshot ports features share. It is the
 * only way features reach platform data: it uses platform, model and api, and never a feature.
 */
@ApplicationModule(allowedDependencies = {"api", "model", "platform", "platform :: faults"})
package io.vidlens.catalog;

import org.springframework.modulith.ApplicationModule;
