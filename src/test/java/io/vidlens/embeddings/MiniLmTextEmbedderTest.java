package io.vidlens.embeddings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class MiniLmTextEmbedderTest {

  private static final MiniLmTextEmbedder EMBEDDER = new MiniLmTextEmbedder();

  private static double cosine(float[] a, float[] b) {
    double dot = 0;
    for (int i = 0; i < a.length; i++) {
      dot += a[i] * b[i];
    }
    return dot;
  }

  @Test
  void vectorsAreUnitLengthOfTheStatedDimension() {
    float[] v = EMBEDDER.embed("How black holes evaporate");
    assertThat(v).hasSize(EMBEDDER.dimension());
    assertThat(cosine(v, v)).isCloseTo(1.0, within(1e-4));
    assertThat(EMBEDDER.embed("   ")).hasSize(384).containsOnly(0f);
    assertThat(EMBEDDER.embedAll(List.of("a cat", "", "a dog"))).hasSize(3);
  }

  @Test
  void similarMeaningsAreCloserThanUnrelatedOnes() {
    List<float[]> v =
        EMBEDDER.embedAll(
            List.of(
                "The universe is expanding faster than expected",
                "Cosmic expansion is accelerating, astronomers find",
                "Easy chocolate chip cookie recipe"));
    assertThat(cosine(v.get(0), v.get(1))).isGreaterThan(cosine(v.get(0), v.get(2)) + 0.2);
  }

  @Test
  void batchAndSingleAgree() {
    float[] single = EMBEDDER.embed("Minecraft speedrun world record");
    float[] batch = EMBEDDER.embedAll(List.of("Minecraft speedrun world record")).getFirst();
    assertThat(cosine(single, batch)).isCloseTo(1.0, within(1e-4));
  }
}
