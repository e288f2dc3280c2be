package io.vidlens.embeddings;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.util.List;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;
import org.springframework.util.function.SingletonSupplier;

/**
 * all-MiniLM-L6-v2 (quantized, 384 dimensions), run in-process by ONNX Runtime from the model
 * shipped inside its Maven Central artifact. Loaded on first use (about a second), so services that
 * never embed text do not pay for it.
 */
@Component
public class MiniLmTextEmbedder implements TextEmbedder {

  private static final int DIMENSION = 384;
  // The tokenizer truncates long input; a few thousand characters are all it can use anyway.
  private static final int MAX_CHARS = 4_000;

  private final Supplier<EmbeddingModel> model =
      SingletonSupplier.of(AllMiniLmL6V2QuantizedEmbeddingModel::new);

  @Override
  public int dimension() {
    return DIMENSION;
  }

  @Override
  public float[] embed(String text) {
    return embedAll(java.util.Collections.singletonList(text)).getFirst();
  }

  /** Blank texts get the zero vector: they are like nothing, rather than like each other. */
  @Override
  public List<float[]> embedAll(List<String> texts) {
    List<Integer> filled = new java.util.ArrayList<>();
    List<TextSegment> segments = new java.util.ArrayList<>();
    for (int i = 0; i < texts.size(); i++) {
      String t = texts.get(i);
      if (t != null && !t.isBlank()) {
        filled.add(i);
        String clipped = t.strip();
        segments.add(
            TextSegment.from(
                clipped.length() > MAX_CHARS ? clipped.substring(0, MAX_CHARS) : clipped));
      }
    }
    float[][] vectors = new float[texts.size()][];
    if (!segments.isEmpty()) {
      List<Embedding> embedded = model.get().embedAll(segments).content();
      for (int k = 0; k < filled.size(); k++) {
        vectors[filled.get(k)] = normalised(embedded.get(k));
      }
    }
    for (int i = 0; i < vectors.length; i++) {
      if (vectors[i] == null) {
        vectors[i] = new float[DIMENSION];
      }
    }
    return List.of(vectors);
  }

  private static float[] normalised(Embedding embedding) {
    float[] v = embedding.vector();
    double norm = 0;
    for (float x : v) {
      norm += x * x;
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
