package io.vidlens.analysis.ideas;

import org.apache.commons.math3.ml.clustering.Clusterable;

/** A video's embedding as k-means sees it, with the video's index in the list clustered. */
record VideoPoint(int index, double[] vector) implements Clusterable {

  @Override
  public double[] getPoint() {
    return vector;
  }

  /** The embedder's floats widened to the doubles the clustering and cosine work in. */
  static double[] toDouble(float[] f) {
    double[] d = new double[f.length];
    for (int j = 0; j < f.length; j++) {
      d[j] = f[j];
    }
    return d;
  }
}
