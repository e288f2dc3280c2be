package io.vidlens.thumbnails;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/** Brute-force nearest neighbours: the reference the HNSW index is measured against. */
final class ExactSearch {

  private ExactSearch() {}

  static List<ThumbnailIndex.Hit> top(Map<String, float[]> vectors, float[] query, int k) {
    PriorityQueue<ThumbnailIndex.Hit> best =
        new PriorityQueue<>(Comparator.comparingDouble(ThumbnailIndex.Hit::score));
    for (var e : vectors.entrySet()) {
      float s = Vectors.similarity(query, e.getValue());
      if (best.size() < k) {
        best.add(new ThumbnailIndex.Hit(e.getKey(), s));
      } else if (s > best.peek().score()) {
        best.poll();
        best.add(new ThumbnailIndex.Hit(e.getKey(), s));
      }
    }
    List<ThumbnailIndex.Hit> out = new ArrayList<>(best);
    out.sort(Comparator.comparingDouble(ThumbnailIndex.Hit::score).reversed());
    return out;
  }

  /** Top k row numbers of a dense matrix (rows x dim, row-major), for the benchmark. */
  static int[] top(float[] matrix, int dim, float[] query, int k) {
    int rows = matrix.length / dim;
    PriorityQueue<long[]> best =
        new PriorityQueue<>(Comparator.comparingDouble(a -> Float.intBitsToFloat((int) a[0])));
    for (int r = 0; r < rows; r++) {
      float s = 0;
      int base = r * dim;
      for (int i = 0; i < dim; i++) {
        s += matrix[base + i] * query[i];
      }
      if (best.size() < k) {
        best.add(new long[] {Float.floatToIntBits(s), r});
      } else if (s > Float.intBitsToFloat((int) best.peek()[0])) {
        best.poll();
        best.add(new long[] {Float.floatToIntBits(s), r});
      }
    }
    int[] out = new int[best.size()];
    for (int i = out.length - 1; i >= 0; i--) {
      out[i] = (int) best.poll()[1];
    }
    return out;
  }
}
