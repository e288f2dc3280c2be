package io.vidlens.stats;

/**
 * Cosine similarity of two embeddings: how alike two texts' directions are, -1 to 1; 0 when either
 * vector is zero (nothing embedded says nothing alike). Over the shorter length when they differ.
 */
public final class Cosine {

  private Cosine() {}

  public static double of(double[] a, double[] b) {
    double dot = 0;
    double na = 0;
    double nb = 0;
    for (int k = 0; k < a.length && k < b.length; k++) {
      dot += a[k] * b[k];
      na += a[k] * a[k];
      nb += b[k] * b[k];
    }
    return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
  }

  public static double of(float[] a, float[] b) {
    double dot = 0;
    double na = 0;
    double nb = 0;
    for (int k = 0; k < a.length && k < b.length; k++) {
      dot += (double) a[k] * b[k];
      na += (double) a[k] * a[k];
      nb += (double) b[k] * b[k];
    }
    return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
  }
}
