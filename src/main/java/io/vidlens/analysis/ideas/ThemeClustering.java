package io.vidlens.analysis.ideas;

import io.vidlens.stats.Cosine;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.math3.ml.clustering.CentroidCluster;
import org.apache.commons.math3.ml.clustering.Clusterable;
import org.apache.commons.math3.ml.clustering.KMeansPlusPlusClusterer;
import org.apache.commons.math3.ml.clustering.MultiKMeansPlusPlusClusterer;
import org.apache.commons.math3.ml.distance.EuclideanDistance;
import org.apache.commons.math3.random.JDKRandomGenerator;

/**
 * The videos' embeddings grouped by k-means++ (Apache Commons Math, best of 10 seeded runs, so the
 * same videos always fall the same way), with k chosen by the mean silhouette.
 */
final class ThemeClustering {

  /** Below this mean silhouette the videos hold no separable themes. */
  static final double MIN_SILHOUETTE = 0.05;

  static final int MAX_BUCKETS = 12;
  static final long SEED = 20_260_101L;

  private ThemeClustering() {}

  /**
   * How many themes the videos outside any series hold: the k of 2 to 12 (at most half the videos)
   * whose k-means clustering has the highest mean silhouette (cosine distance); 1 when no k reaches
   * {@link #MIN_SILHOUETTE}, i.e. the videos form no separable themes.
   */
  static int themeCount(List<? extends Clusterable> points) {
    int n = points.size();
    int best = 1;
    double bestScore = MIN_SILHOUETTE;
    for (int k = 2; k <= Math.min(MAX_BUCKETS, n / 2); k++) {
      double score = silhouette(points, cluster(points, k));
      if (score > bestScore + 1e-9) {
        best = k;
        bestScore = score;
      }
    }
    return best;
  }

  /** Mean silhouette of a clustering under cosine distance (0 for a video alone in its cluster). */
  static double silhouette(List<? extends Clusterable> points, List<List<Integer>> clusters) {
    int n = points.size();
    int[] of = new int[n];
    for (int c = 0; c < clusters.size(); c++) {
      for (int i : clusters.get(c)) {
        of[i] = c;
      }
    }
    double sum = 0;
    for (int i = 0; i < n; i++) {
      if (clusters.get(of[i]).size() < 2) {
        continue;
      }
      double[] mean = meanDistances(points, clusters, i);
      double a = mean[of[i]];
      double b = Double.MAX_VALUE;
      for (int c = 0; c < clusters.size(); c++) {
        if (c != of[i] && !Double.isNaN(mean[c])) {
          b = Math.min(b, mean[c]);
        }
      }
      if (b != Double.MAX_VALUE) {
        sum += (b - a) / Math.max(a, b);
      }
    }
    return sum / n;
  }

  /** Point i's mean cosine distance to the other members of each cluster (NaN for none). */
  private static double[] meanDistances(
      List<? extends Clusterable> points, List<List<Integer>> clusters, int i) {
    double[] mean = new double[clusters.size()];
    for (int c = 0; c < clusters.size(); c++) {
      double d = 0;
      int m = 0;
      for (int j : clusters.get(c)) {
        if (j != i) {
          d += 1 - Cosine.of(points.get(i).getPoint(), points.get(j).getPoint());
          m++;
        }
      }
      mean[c] = m == 0 ? Double.NaN : d / m;
    }
    return mean;
  }

  /** Cluster member indexes (non-empty clusters only), ordered by their first member. */
  static List<List<Integer>> cluster(List<? extends Clusterable> points, int k) {
    if (k >= points.size()) {
      List<List<Integer>> singles = new ArrayList<>();
      for (int i = 0; i < points.size(); i++) {
        singles.add(List.of(i));
      }
      return singles;
    }
    List<VideoPoint> indexed = new ArrayList<>();
    for (int i = 0; i < points.size(); i++) {
      indexed.add(new VideoPoint(i, points.get(i).getPoint()));
    }
    JDKRandomGenerator random = new JDKRandomGenerator();
    random.setSeed(SEED);
    KMeansPlusPlusClusterer<VideoPoint> kmeans =
        new KMeansPlusPlusClusterer<>(k, 200, new EuclideanDistance(), random);
    List<CentroidCluster<VideoPoint>> found =
        new MultiKMeansPlusPlusClusterer<>(kmeans, 10).cluster(indexed);
    List<List<Integer>> clusters = new ArrayList<>();
    for (CentroidCluster<VideoPoint> c : found) {
      if (!c.getPoints().isEmpty()) {
        clusters.add(c.getPoints().stream().map(VideoPoint::index).sorted().toList());
      }
    }
    clusters.sort(Comparator.comparing(c -> c.getFirst()));
    return clusters;
  }

  /** The sum of the members' vectors: its direction is the centroid's, all cosine needs. */
  static double[] centroid(List<VideoPoint> points, List<Integer> members) {
    return Cohesion.sum(members.stream().map(i -> points.get(i).vector()).toList());
  }
}
