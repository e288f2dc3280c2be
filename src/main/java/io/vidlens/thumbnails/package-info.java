/**
 * Similar-thumbnail search: safe image fetching, decoding, image embeddings, the vector index and
 * the crawl that fills it. Like every feature it uses only catalog, model, api, access, storage and
 * embeddings, and the video and channel features' published snapshots ({@code video.api}, {@code
 * channel.api}): never platform, never another feature's internals.
 */
@ApplicationModule(
    allowedDependencies = {
      "access",
      "api",
      "catalog",
      "channel :: api",
      "compute",
      "embeddings",
      "json",
      "model",
      "video :: api",
      "work"
    })
package io.vidlens.thumbnails;

import org.springframework.modulith.ApplicationModule;
