/**
 * The channel operations: about, videos, shorts, playlists and outliers, with handle and URL
 * resolution of the channel parameter. Like every feature it uses only catalog, model, api, access,
 * storage and embeddings: never platform, never another feature.
 */
@ApplicationModule(allowedDependencies = {"api", "catalog", "model"})
package io.vidlens.channel;

import org.springframework.modulith.ApplicationModule;
