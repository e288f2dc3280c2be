package io.vidlens.thumbnails;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The built-in descriptor on drawn images, and HNSW against the exact reference. */
class DescriptorAndIndexTest {

  final VisualDescriptorEmbedder embedder = new VisualDescriptorEmbedder();
  final ImageDecoder decoder = new ImageDecoder(40_000_000);

  @Test
  void anImageFindsItsOwnCropsAndResizesFirst() throws Exception {
    Map<String, float[]> corpus = new HashMap<>();
    for (int i = 0; i < 60; i++) {
      corpus.put(
          "scene" + i, embedder.embed(decoder.decode(Drawings.encode(Drawings.scene(i), "jpg"))));
    }
    int checked = 0;
    for (int i = 0; i < 60; i += 3) {
      BufferedImage original = Drawings.scene(i);
      for (BufferedImage variant :
          List.of(
              Drawings.crop(original, 0.8),
              Drawings.crop(original, 0.9),
              Drawings.resize(original, 240, 180),
              Drawings.resize(original, 1280, 960),
              Drawings.resize(original, 480, 270))) {
        float[] q = embedder.embed(decoder.decode(Drawings.encode(variant, "png")));
        assertThat(ExactSearch.top(corpus, q, 1).getFirst().videoId()).isEqualTo("scene" + i);
        checked++;
      }
    }
    assertThat(checked).isEqualTo(100);
  }

  @Test
  void vectorsHaveUnitLengthAndSimilarityStaysIn0To1() throws Exception {
    float[] a = embedder.embed(Drawings.scene(1));
    float[] b = embedder.embed(Drawings.scene(2));
    assertThat(a).hasSize(VisualDescriptorEmbedder.DIMENSION);
    assertThat(Vectors.dot(a, a)).isCloseTo(1f, org.assertj.core.data.Offset.offset(1e-4f));
    assertThat(Vectors.similarity(a, b)).isBetween(0f, 1f);
    assertThat(Vectors.decode(Vectors.encode(a))).containsExactly(a);
  }

  @Test
  void hnswAgreesWithExactSearchOnSmallSets(@TempDir Path dir) throws Exception {
    Random random = new Random(11);
    int dim = VisualDescriptorEmbedder.DIMENSION;
    try (ThumbnailIndex index = new ThumbnailIndex(dir.resolve("i"), true)) {
      for (int i = 0; i < 3000; i++) {
        float[] v = new float[dim];
        int cluster = i % 40;
        Random c = new Random(cluster);
        for (int k = 0; k < dim; k++) {
          v[k] = (float) (c.nextGaussian() + 0.6 * random.nextGaussian());
        }
        index.put(
            new CorpusVideo(
                String.format("v%010d", i),
                "",
                "",
                "",
                false,
                null,
                "done",
                0,
                null,
                "x",
                ImageEmbedder.normalise(v),
                null,
                null));
      }
      index.commit();
      double recall = 0;
      for (int q = 0; q < 100; q++) {
        float[] v = new float[dim];
        Random c = new Random(q % 40);
        for (int k = 0; k < dim; k++) {
          v[k] = (float) (c.nextGaussian() + 0.6 * random.nextGaussian());
        }
        ImageEmbedder.normalise(v);
        Set<String> exact = new HashSet<>();
        index.exactImage(v, 10).forEach(h -> exact.add(h.videoId()));
        List<ThumbnailIndex.Hit> approx = index.nearestImages(v, 10, 160);
        assertThat(approx).hasSize(10);
        recall += approx.stream().filter(h -> exact.contains(h.videoId())).count() / 10.0;
        // same scores as the reference: (1 + cosine) / 2
        assertThat(approx.getFirst().score())
            .isCloseTo(
                index.exactImage(v, 1).getFirst().score(),
                org.assertj.core.data.Offset.offset(0.02f));
      }
      assertThat(recall / 100).isGreaterThanOrEqualTo(0.95);
    }
    assertThat(ThumbnailIndex.exists(dir.resolve("i"))).isTrue();
    assertThat(Files.exists(dir.resolve("missing"))).isFalse();
    assertThat(ThumbnailIndex.exists(dir.resolve("missing"))).isFalse();
  }
}
