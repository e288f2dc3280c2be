package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.Stats;
import io.vidlens.stats.Cosine;
import java.util.List;

/**
 * How tight a group of embedded videos is. Cohesion = the mean cosine similarity over all pairs of
 * members (undefined for one video; unlike the distance to a centroid it does not depend on the
 * group's size, so a bucket of three and the whole channel compare fairly). Confidence maps a
 * cluster's cohesion c against the whole channel's cohesion b: (c − b) / (1 − b), clamped to 0..1:
 * 0 means no tighter than the channel's videos taken together, 1 means the members say the same
 * thing; a bucket of one video is 0 (one video is no evidence of a theme).
 */
final class Cohesion {

  private Cohesion() {}

  static double of(List<double[]> vectors) {
    if (vectors.size() < 2) {
      return Double.NaN;
    }
    double sum = 0;
    int pairs = 0;
    for (int i = 0; i < vectors.size(); i++) {
      for (int j = i + 1; j < vectors.size(); j++) {
        sum += Cosine.of(vectors.get(i), vectors.get(j));
        pairs++;
      }
    }
    return sum / pairs;
  }

  static double confidence(double cluster, double channel, int size) {
    if (size < 2 || Double.isNaN(cluster)) {
      return 0;
    }
    if (Double.isNaN(channel)) {
      return Stats.clamp(cluster, 0, 1);
    }
    if (1 - channel < 1e-9) {
      return cluster >= channel ? 1 : 0;
    }
    return Stats.clamp((cluster - channel) / (1 - channel), 0, 1);
  }

  static double[] sum(List<double[]> vectors) {
    double[] s = new double[vectors.isEmpty() ? 0 : vectors.getFirst().length];
    for (double[] v : vectors) {
      for (int k = 0; k < s.length; k++) {
        s[k] += v[k];
      }
    }
    return s;
  }
}
