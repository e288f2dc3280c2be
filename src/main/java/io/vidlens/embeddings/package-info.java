/**
 * Text embeddings from a model shipped inside a Maven artifact (all-MiniLM-L6-v2), behind {@link
 * io.vidlens.embeddings.TextEmbedder}. It uses no other Vidlens package; features such as analysis
 * and thumbnails use it.
 */
package io.vidlens.embeddings;
