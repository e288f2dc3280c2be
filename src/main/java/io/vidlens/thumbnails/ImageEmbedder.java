package io.vidlens.thumbnails;

import java.awt.image.BufferedImage;
import java.util.Optional;

/**
 * Turns a processed thumbnail into a unit-length vector whose dot product with another says how
 * alike they look. Pluggable: the built-in {@link VisualDescriptorEmbedder}, or an operator's
 * CLIP-style ONNX model ({@link OnnxClipEmbedder}), which also embeds text into the same space.
 */
interface ImageEmbedder extends AutoCloseable {

  /** Names the model and its settings; vectors of different ids are never compared. */
  String id();

  int dimension();

  float[] embed(BufferedImage image) throws EmbedderException;

  /** Text into the image space, when the model has a text tower. */
  default Optional<TextTower> textTower() {
    return Optional.empty();
  }

  interface TextTower {
    float[] embed(String text) throws EmbedderException;
  }

  @Override
  default void close() {}

  /** The model failed (not the image): 503, and the indexer retries later. */
  class EmbedderException extends Exception {
    EmbedderException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  static float[] normalise(float[] v) {
    double norm = 0;
    for (float x : v) {
      norm += (double) x * x;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) {
      for (int i = 0; i < v.length; i++) {
        v[i] = (float) (v[i] / norm);
      }
    }
    return v;
  }
}
