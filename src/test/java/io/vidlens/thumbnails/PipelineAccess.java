package io.vidlens.thumbnails;

import java.awt.image.BufferedImage;

/** The indexing pipeline's pure steps, for the benchmark in {@code io.vidlens.bench}. */
public final class PipelineAccess {

  private static final VisualDescriptorEmbedder EMBEDDER = new VisualDescriptorEmbedder();
  private static final ImageDecoder DECODER = new ImageDecoder(40_000_000L);

  private PipelineAccess() {}

  public static int dimension() {
    return VisualDescriptorEmbedder.DIMENSION;
  }

  /**
   * Decode (with the service's limits), store as the processed JPEG, embed: what the indexer does
   * per image.
   */
  public static float[] process(byte[] encoded) throws Exception {
    BufferedImage image = DECODER.decode(encoded);
    byte[] stored = ImageDecoder.jpeg(image);
    if (stored.length == 0) {
      throw new IllegalStateException();
    }
    return EMBEDDER.embed(image);
  }

  public static byte[] jpeg(BufferedImage image) {
    return ImageDecoder.jpeg(image);
  }
}
