package io.vidlens.analysis;

import io.vidlens.analysis.AnalysisResult.ContentBucket;
import io.vidlens.analysis.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.AnalysisResult.VideoRef;
import io.vidlens.embeddings.TextEmbedder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.commons.math3.ml.clustering.CentroidCluster;
import org.apache.commons.math3.ml.clustering.Clusterable;
import org.apache.commons.math3.ml.clustering.KMeansPlusPlusClusterer;
import org.apache.commons.math3.ml.clustering.MultiKMeansPlusPlusClusterer;
import org.apache.commons.math3.ml.distance.EuclideanDistance;
import org.apache.commons.math3.random.JDKRandomGenerator;

/**
 * {@code content_strategy}: the videos' title, description and transcript opening embedded with
 * all-MiniLM-L6-v2, clustered by k-means++ (Apache Commons Math, best of 10 seeded runs), each
 * cluster named from its own dominant terms by class-based TF-IDF. See docs/analysis.md.
 */
final class ContentBuckets {

  static final int MIN_BUCKETS = 6;
  static final int MAX_BUCKETS = 12;
  static final int DESCRIPTION_CHARS = 600;
  static final int TRANSCRIPT_CHARS = 1_500;
  static final long SEED = 20_260_101L;

  private final TextEmbedder embedder;

  ContentBuckets(TextEmbedder embedder) {
    this.embedder = embedder;
  }

  /** k: one bucket per five videos, at least 6 and at most 12; every video alone below 6 videos. */
  static int bucketCount(int videos) {
    if (videos <= MIN_BUCKETS) {
      return videos;
    }
    return Math.min(videos, Math.max(MIN_BUCKETS, Math.min(MAX_BUCKETS, Math.round(videos / 5f))));
  }

  static String text(VideoSample v, List<Cue> transcript) {
    StringBuilder s = new StringBuilder(v.title()).append(". ");
    s.append(clip(v.description(), DESCRIPTION_CHARS));
    if (transcript != null && !transcript.isEmpty()) {
      s.append(' ')
          .append(
              clip(
                  transcript.stream().map(Cue::text).collect(Collectors.joining(" ")),
                  TRANSCRIPT_CHARS));
    }
    return s.toString();
  }

  private static String clip(String text, int max) {
    return text.length() <= max ? text : text.substring(0, max);
  }

  private record Point(int index, double[] vector) implements Clusterable {
    @Override
    public double[] getPoint() {
      return vector;
    }
  }

  ContentStrategy compute(Corpus corpus) {
    List<VideoSample> videos = corpus.videos();
    if (videos.isEmpty()) {
      return new ContentStrategy(List.of(), 0);
    }
    List<String> texts =
        videos.stream().map(v -> text(v, corpus.transcripts().get(v.videoId()))).toList();
    List<float[]> vectors = embedder.embedAll(texts);
    List<Point> points = new ArrayList<>();
    for (int i = 0; i < vectors.size(); i++) {
      float[] f = vectors.get(i);
      double[] d = new double[f.length];
      for (int j = 0; j < f.length; j++) {
        d[j] = f[j];
      }
      points.add(new Point(i, d));
    }
    List<List<Integer>> clusters = cluster(points, bucketCount(videos.size()));
    List<List<String>> docs = new ArrayList<>();
    for (int i = 0; i < videos.size(); i++) {
      docs.add(termsOf(videos.get(i), corpus.transcripts().get(videos.get(i).videoId())));
    }
    List<List<String>> names = dominantTerms(clusters, docs, 3);
    double[] silhouettes = silhouettes(points, clusters);

    List<ContentBucket> buckets = new ArrayList<>();
    Set<String> usedNames = new HashSet<>();
    for (int c = 0; c < clusters.size(); c++) {
      List<VideoSample> members = clusters.get(c).stream().map(videos::get).toList();
      List<String> terms = names.get(c);
      String name = name(terms, usedNames);
      double confidence =
          Stats.round(
              (Stats.mean(clusters.get(c).stream().map(i -> silhouettes[i]).toList()) + 1) / 2, 3);
      VideoSample best = Corpus.top(members, 1).getFirst();
      String description =
          members.size()
              + (members.size() == 1 ? " video" : " videos")
              + " whose titles, descriptions and transcripts center on "
              + terms.stream().map(t -> "'" + t + "'").collect(Collectors.joining(", "))
              + " (the cluster's most distinctive words); most viewed: \""
              + best.title()
              + "\" ("
              + Stats.count(best.viewsOrZero())
              + " views).";
      buckets.add(
          new ContentBucket(
              name,
              description,
              Stats.clamp(confidence, 0, 1),
              members.size(),
              members.stream().map(VideoRef::of).toList(),
              Stats.median(members.stream().map(VideoSample::viewsOrZero).toList()),
              members.stream().mapToLong(VideoSample::viewsOrZero).sum(),
              terms));
    }
    buckets.sort(
        Comparator.comparingDouble(ContentBucket::medianViews)
            .reversed()
            .thenComparing(ContentBucket::bucketName));
    return new ContentStrategy(buckets, buckets.size());
  }

  private static String name(List<String> terms, Set<String> used) {
    List<String> t = terms.isEmpty() ? List.of("miscellaneous") : terms;
    String name = join(t, 2);
    if (used.contains(name)) {
      name = join(t, 3);
    }
    String candidate = name;
    int n = 2;
    while (used.contains(candidate)) {
      candidate = name + " (" + n++ + ")";
    }
    used.add(candidate);
    return candidate;
  }

  private static String join(List<String> terms, int n) {
    return terms.stream().limit(n).map(Terms::titleCase).collect(Collectors.joining(" & "));
  }

  /** Cluster member indexes (non-empty clusters only), ordered by their first member. */
  static List<List<Integer>> cluster(List<Point> points, int k) {
    if (k >= points.size()) {
      List<List<Integer>> singles = new ArrayList<>();
      points.forEach(p -> singles.add(List.of(p.index())));
      return singles;
    }
    JDKRandomGenerator random = new JDKRandomGenerator();
    random.setSeed(SEED);
    KMeansPlusPlusClusterer<Point> kmeans =
        new KMeansPlusPlusClusterer<>(k, 200, new EuclideanDistance(), random);
    List<CentroidCluster<Point>> found =
        new MultiKMeansPlusPlusClusterer<>(kmeans, 10).cluster(points);
    List<List<Integer>> clusters = new ArrayList<>();
    for (CentroidCluster<Point> c : found) {
      if (!c.getPoints().isEmpty()) {
        clusters.add(c.getPoints().stream().map(Point::index).sorted().toList());
      }
    }
    clusters.sort(Comparator.comparing(c -> c.getFirst()));
    return clusters;
  }

  /** Title words count three times, description and transcript words once. */
  static List<String> termsOf(VideoSample v, List<Cue> transcript) {
    List<String> words = new ArrayList<>();
    List<String> title = Terms.words(v.title());
    for (int i = 0; i < 3; i++) {
      words.addAll(title);
    }
    words.addAll(Terms.words(clip(v.description(), DESCRIPTION_CHARS)));
    if (transcript != null) {
      words.addAll(
          Terms.words(
              clip(
                  transcript.stream().map(Cue::text).collect(Collectors.joining(" ")),
                  TRANSCRIPT_CHARS)));
    }
    return words;
  }

  /**
   * Class-based TF-IDF (as BERTopic names topics): weight(t, c) = tf(t, c) / |c| · ln(1 + A /
   * f(t)), with tf(t, c) the term's count in the cluster, |c| the cluster's word count, A the
   * average word count of a cluster and f(t) the term's count over all clusters. Only terms used by
   * at least two of the cluster's videos (or its only video) count.
   */
  static List<List<String>> dominantTerms(
      List<List<Integer>> clusters, List<List<String>> docs, int n) {
    List<Map<String, Integer>> counts = new ArrayList<>();
    List<Map<String, Integer>> docFreq = new ArrayList<>();
    Map<String, Integer> total = new HashMap<>();
    long words = 0;
    for (List<Integer> c : clusters) {
      Map<String, Integer> tf = new HashMap<>();
      Map<String, Integer> df = new HashMap<>();
      for (int i : c) {
        for (String w : docs.get(i)) {
          tf.merge(w, 1, Integer::sum);
          total.merge(w, 1, Integer::sum);
          words++;
        }
        new HashSet<>(docs.get(i)).forEach(w -> df.merge(w, 1, Integer::sum));
      }
      counts.add(tf);
      docFreq.add(df);
    }
    double average = clusters.isEmpty() ? 1 : (double) words / clusters.size();
    List<List<String>> names = new ArrayList<>();
    for (int c = 0; c < clusters.size(); c++) {
      Map<String, Integer> tf = counts.get(c);
      Map<String, Integer> df = docFreq.get(c);
      int size = clusters.get(c).size();
      double clusterWords = Math.max(1, tf.values().stream().mapToInt(Integer::intValue).sum());
      Map<String, Double> weights = new LinkedHashMap<>();
      for (Map.Entry<String, Integer> e : tf.entrySet()) {
        if (size > 1 && df.get(e.getKey()) < 2) {
          continue;
        }
        weights.put(
            e.getKey(),
            e.getValue() / clusterWords * Math.log(1 + average / total.get(e.getKey())));
      }
      if (weights.isEmpty()) {
        tf.forEach(
            (w, k) -> weights.put(w, k / clusterWords * Math.log(1 + average / total.get(w))));
      }
      names.add(
          weights.entrySet().stream()
              .sorted(
                  Map.Entry.<String, Double>comparingByValue()
                      .reversed()
                      .thenComparing(Map.Entry.comparingByKey()))
              .limit(n)
              .map(Map.Entry::getKey)
              .toList());
    }
    return names;
  }

  /** Silhouette of every point (cosine distance); 0 for a point alone in its cluster. */
  static double[] silhouettes(List<Point> points, List<List<Integer>> clusters) {
    double[] s = new double[points.size()];
    if (clusters.size() < 2) {
      return s;
    }
    for (int c = 0; c < clusters.size(); c++) {
      for (int i : clusters.get(c)) {
        if (clusters.get(c).size() == 1) {
          s[i] = 0;
          continue;
        }
        double a = meanDistance(points, i, clusters.get(c));
        double b = Double.MAX_VALUE;
        for (int o = 0; o < clusters.size(); o++) {
          if (o != c) {
            b = Math.min(b, meanDistance(points, i, clusters.get(o)));
          }
        }
        double max = Math.max(a, b);
        s[i] = max == 0 ? 0 : (b - a) / max;
      }
    }
    return s;
  }

  private static double meanDistance(List<Point> points, int i, List<Integer> cluster) {
    double sum = 0;
    int n = 0;
    for (int j : cluster) {
      if (j != i) {
        sum += cosineDistance(points.get(i).vector(), points.get(j).vector());
        n++;
      }
    }
    return n == 0 ? 0 : sum / n;
  }

  static double cosineDistance(double[] a, double[] b) {
    double dot = 0, na = 0, nb = 0;
    for (int k = 0; k < a.length; k++) {
      dot += a[k] * b[k];
      na += a[k] * a[k];
      nb += b[k] * b[k];
    }
    return na == 0 || nb == 0 ? 1 : 1 - dot / Math.sqrt(na * nb);
  }
}
