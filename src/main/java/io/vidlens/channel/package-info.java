/**
 * The channel operations: about, videos, shorts, playlists and outliers, with handle and URL
 * resolution of the channel parameter. It reads the platform's data through catalog as model
 * records and answers through api, and uses nothing else: never platform, never another feature.
 * What other features may use of it is published in {@code channel.api}.
 */
@ApplicationModule(allowedDependencies = {"api", "catalog", "model"})
package io.vidlens.channel;

import org.springframework.modulith.ApplicationModule;
