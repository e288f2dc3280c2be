/**
 * Similar-thumbnail search: safe image fetching, decoding, image embeddings, the vector index and
 * the crawl that fills it. It uses catalog, model, api, access (the caller and its charge), compute
 * (decoding and embedding pools), embeddings, json, work, and the video and channel features'
 * published snapshots ({@code video.api}, {@code channel.api}): never platform, never another
 * feature's internals. It offers other features its check of where a client-given URL may lead
 * ({@code thumbnails.api}).
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
      "outbound",
      "video :: api",
      "work"
    })
package io.vidlens.thumbnails;

import org.springframework.modulith.ApplicationModule;
