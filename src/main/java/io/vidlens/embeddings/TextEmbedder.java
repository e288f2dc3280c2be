package io.vidlens.embeddings;

import java.util.List;

/**
 * Turns text into a unit-length vector whose cosine (dot product) with another says how alike their
 * meanings are. Shared by the analysis pipeline (clustering titles and transcripts) and the
 * thumbnail search (text queries against titles and descriptions).
 */
public interface TextEmbedder {

  /** The number of components of every vector. */
  int dimension();

  /** One text's vector, normalised to length 1 (the zero vector for a blank text). */
  float[] embed(String text);

  /** Several texts at once, in order; faster than one by one. */
  List<float[]> embedAll(List<String> texts);
}
