/**
 * Similar-thumbnail search: safe image fetching, decoding, image embeddings, the vector index and
 * the crawl that fills it. Like every feature it uses only catalog, model, api, access, storage and
 * embeddings: never platform, never another feature.
 */
package io.vidlens.thumbnails;
