/**
 * Similar-thumbnail search: safe image fetching, decoding, image embeddings, the vector index and
 * the crawl that fills it. Like every feature it uses only catalog, model, api, access, storage and
 * embeddings: never platform, never another feature.
 */
@ApplicationModule(
    allowedDependencies = {"access", "api", "catalog", "compute", "embeddings", "model"})
package io.vidlens.thumbnails;

import org.springframework.modulith.ApplicationModule;
