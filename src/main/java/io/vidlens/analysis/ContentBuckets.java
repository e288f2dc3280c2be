package io.vidlens.analysis;

import io.vidlens.analysis.AnalysisResult.ContentBucket;
import io.vidlens.analysis.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.AnalysisResult.VideoRef;
import io.vidlens.embeddings.TextEmbedder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.commons.math3.ml.clustering.CentroidCluster;
import org.apache.commons.math3.ml.clustering.Clusterable;
import org.apache.commons.math3.ml.clustering.KMeansPlusPlusClusterer;
import org.apache.commons.math3.ml.clustering.MultiKMeansPlusPlusClusterer;
import org.apache.commons.math3.ml.distance.EuclideanDistance;
import org.apache.commons.math3.random.JDKRandomGenerator;

/**
 * {@code content_strategy}: the videos' title, description and transcript opening embedded with
 * all-MiniLM-L6-v2, clustered by k-means++ (Apache Commons Math, best of 10 seeded runs), each
 * cluster named by the phrase of its own titles that sits nearest its centroid (KeyBERT-style),
 * weighted by how many of its videos use the phrase and by how much of the phrase's use falls in
 * this cluster (class-based TF-IDF); confidence from the cluster's cohesion against the channel's.
 * See docs/analysis.md.
 */
final class ContentBuckets {

  static final int MIN_BUCKETS = 6;
  static final int MAX_BUCKETS = 12;
  static final int DESCRIPTION_CHARS = 600;
  static final int TRANSCRIPT_CHARS = 1_500;
  static final long SEED = 20_260_101L;

  /** Candidate phrases embedded per cluster (the most used first), to bound the work. */
  static final int CANDIDATES = 60;

  /** A longer phrase replaces a shorter one inside it when it scores at least as well. */
  static final double LONGER_PHRASE_SHARE = 1.0;

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
    return v.title() + ". " + body(v, transcript);
  }

  /** What a video says besides its title: the description's and the transcript's openings. */
  static String body(VideoSample v, List<Cue> transcript) {
    StringBuilder s = new StringBuilder(clip(v.description(), DESCRIPTION_CHARS));
    if (transcript != null && !transcript.isEmpty()) {
      s.append(". ")
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

  /** A phrase of a cluster with its score (see {@link #rank}). */
  record Ranked(PhraseStats.Stat stat, double score, double[] vector) {}

  ContentStrategy compute(Corpus corpus) {
    List<VideoSample> videos = corpus.videos();
    if (videos.isEmpty()) {
      return new ContentStrategy(List.of(), 0);
    }
    List<String> bodies =
        videos.stream().map(v -> body(v, corpus.transcripts().get(v.videoId()))).toList();
    List<String> titles = videos.stream().map(VideoSample::title).toList();
    List<float[]> vectors =
        embedder.embedAll(
            videos.stream().map(v -> text(v, corpus.transcripts().get(v.videoId()))).toList());
    List<Point> points = new ArrayList<>();
    for (int i = 0; i < vectors.size(); i++) {
      points.add(new Point(i, toDouble(vectors.get(i))));
    }
    List<List<Integer>> clusters = cluster(points, bucketCount(videos.size()));
    StopWords stop = StopWords.detect(Stream.concat(titles.stream(), bodies.stream()).toList());
    Set<String> banned = channelWords(corpus.channel(), stop);
    List<Map<String, PhraseStats.Stat>> stats =
        PhraseStats.of(clusters, titles, bodies, stop, banned);
    List<double[]> centroids = clusters.stream().map(c -> centroid(points, c)).toList();
    List<List<Ranked>> ranked = new ArrayList<>();
    for (int c = 0; c < clusters.size(); c++) {
      ranked.add(rank(stats.get(c), centroids.get(c), clusters.get(c).size()));
    }
    List<String> names = names(ranked, clusters, videos);
    double baseline = Cohesion.of(points.stream().map(Point::vector).toList());

    List<ContentBucket> buckets = new ArrayList<>();
    for (int c = 0; c < clusters.size(); c++) {
      List<Integer> members = clusters.get(c);
      List<VideoSample> memberVideos = members.stream().map(videos::get).toList();
      List<double[]> memberVectors = members.stream().map(i -> points.get(i).vector()).toList();
      double confidence =
          Stats.round(Cohesion.confidence(Cohesion.of(memberVectors), baseline, members.size()), 3);
      List<PhraseStats.Stat> top = ranked.get(c).stream().limit(5).map(Ranked::stat).toList();
      VideoSample best = Corpus.top(memberVideos, 1).getFirst();
      String description =
          members.size()
              + (members.size() == 1 ? " video" : " videos")
              + (top.isEmpty()
                  ? ""
                  : "; the phrases that set them apart, with the number of videos using each: "
                      + PhraseStats.list(top.stream().limit(3).toList()))
              + ". Most viewed: \""
              + best.title()
              + "\" ("
              + Stats.count(best.viewsOrZero())
              + " views).";
      List<VideoRef> evidenceOrder = evidenceOrder(points, videos, members, centroids.get(c));
      buckets.add(
          new ContentBucket(
              names.get(c),
              description,
              Stats.clamp(confidence, 0, 1),
              members.size(),
              memberVideos.stream().map(VideoRef::of).toList(),
              Stats.median(memberVideos.stream().map(VideoSample::viewsOrZero).toList()),
              memberVideos.stream().mapToLong(VideoSample::viewsOrZero).sum(),
              top.stream().map(PhraseStats.Stat::display).toList(),
              BucketIdeas.of(ranked.get(c), videos, evidenceOrder)));
    }
    buckets.sort(
        Comparator.comparingDouble(ContentBucket::medianViews)
            .reversed()
            .thenComparing(ContentBucket::bucketName));
    return new ContentStrategy(buckets, buckets.size());
  }

  /** The channel's own name is no topic ("Kurzgesagt"): its content words are left out. */
  static Set<String> channelWords(ChannelFacts channel, StopWords stop) {
    Set<String> words = new HashSet<>();
    if (channel != null && channel.title() != null) {
      for (String w : Terms.tokens(channel.title())) {
        if (!stop.contains(w)) {
          words.add(w);
        }
      }
    }
    return words;
  }

  /**
   * The cluster's candidate phrases (used in one of its titles, or by two of its videos), best
   * first: score = (0.1 + max(0, cos(phrase, centroid))) · (1 + ln videos using it) · share of the
   * phrase's uses in this cluster. A longer phrase containing a shorter one takes its place when it
   * scores at least as well ("Black Hole" over "Hole"); phrases inside a chosen one drop out.
   */
  List<Ranked> rank(Map<String, PhraseStats.Stat> stats, double[] centroid, int size) {
    List<PhraseStats.Stat> candidates =
        stats.values().stream()
            .filter(s -> !s.titles().isEmpty() || (size > 1 && s.videos().size() >= 2))
            .sorted(
                Comparator.comparingDouble((PhraseStats.Stat s) -> s.count() * s.share())
                    .reversed()
                    .thenComparing(PhraseStats.Stat::key))
            .limit(CANDIDATES)
            .toList();
    List<float[]> embedded =
        candidates.isEmpty()
            ? List.of()
            : embedder.embedAll(candidates.stream().map(PhraseStats.Stat::display).toList());
    List<Ranked> scored = new ArrayList<>();
    for (int i = 0; i < candidates.size(); i++) {
      PhraseStats.Stat s = candidates.get(i);
      double[] v = toDouble(embedded.get(i));
      double score =
          (0.1 + Math.max(0, Cohesion.cosine(v, centroid)))
              * (1 + Math.log(s.videos().size()))
              * s.share();
      scored.add(new Ranked(s, score, v));
    }
    scored.sort(
        Comparator.comparingDouble(Ranked::score)
            .reversed()
            .thenComparing(r -> -r.stat().words())
            .thenComparing(r -> r.stat().key()));
    List<Ranked> chosen = new ArrayList<>();
    for (Ranked r : scored) {
      Ranked pick = r;
      for (Ranked q : scored) {
        if (q.stat().words() > pick.stat().words()
            && contains(q.stat().key(), r.stat().key())
            && q.score() >= LONGER_PHRASE_SHARE * r.score()
            && (pick == r || q.score() > pick.score())) {
          pick = q;
        }
      }
      Ranked p = pick;
      if (chosen.stream().noneMatch(o -> overlaps(o.stat().key(), p.stat().key()))) {
        chosen.add(p);
      }
    }
    return chosen;
  }

  /**
   * One name per cluster, distinct: the clusters whose best title phrase scores highest choose
   * first; a phrase inside (or containing) a name already taken is passed over. A cluster left
   * without a title phrase is named by its most viewed video's title.
   */
  static List<String> names(
      List<List<Ranked>> ranked, List<List<Integer>> clusters, List<VideoSample> videos) {
    List<Integer> order = new ArrayList<>();
    for (int c = 0; c < ranked.size(); c++) {
      order.add(c);
    }
    order.sort(
        Comparator.comparingDouble(
                (Integer c) ->
                    ranked.get(c).stream()
                        .filter(r -> !r.stat().titles().isEmpty())
                        .mapToDouble(Ranked::score)
                        .max()
                        .orElse(0))
            .reversed()
            .thenComparing(c -> c));
    Map<Integer, String> names = new HashMap<>();
    List<String> usedKeys = new ArrayList<>();
    Set<String> usedNames = new HashSet<>();
    for (int c : order) {
      String name = null;
      for (Ranked r : ranked.get(c)) {
        String key = r.stat().key();
        if (!r.stat().titles().isEmpty()
            && usedKeys.stream().noneMatch(k -> overlaps(k, key))
            && !usedNames.contains(r.stat().display().toLowerCase(java.util.Locale.ROOT))) {
          name = r.stat().display();
          usedKeys.add(key);
          break;
        }
      }
      if (name == null) {
        List<VideoSample> members = clusters.get(c).stream().map(videos::get).toList();
        name = Corpus.top(members, 1).getFirst().title().strip();
        String candidate = name;
        for (int n = 2; usedNames.contains(candidate.toLowerCase(java.util.Locale.ROOT)); n++) {
          candidate = name + " (" + n + ")";
        }
        name = candidate;
      }
      usedNames.add(name.toLowerCase(java.util.Locale.ROOT));
      names.put(c, name);
    }
    List<String> result = new ArrayList<>();
    for (int c = 0; c < ranked.size(); c++) {
      result.add(names.get(c));
    }
    return result;
  }

  /** Whether one key is the other or holds it as whole words. */
  static boolean overlaps(String a, String b) {
    return contains(a, b) || contains(b, a);
  }

  static boolean contains(String outer, String inner) {
    return (" " + outer + " ").contains(" " + inner + " ");
  }

  /**
   * Videos to cite for the bucket: its members, most viewed first, then the other videos nearest
   * its centroid (so a bucket of one or two videos can still cite three).
   */
  private static List<VideoRef> evidenceOrder(
      List<Point> points, List<VideoSample> videos, List<Integer> members, double[] centroid) {
    List<VideoRef> order = new ArrayList<>();
    Corpus.top(members.stream().map(videos::get).toList(), members.size()).stream()
        .map(VideoRef::of)
        .forEach(order::add);
    points.stream()
        .filter(p -> !members.contains(p.index()))
        .sorted(
            Comparator.comparingDouble((Point p) -> -Cohesion.cosine(p.vector(), centroid))
                .thenComparing(Point::index))
        .map(p -> VideoRef.of(videos.get(p.index())))
        .forEach(order::add);
    return order;
  }

  private static double[] centroid(List<Point> points, List<Integer> members) {
    return Cohesion.sum(members.stream().map(i -> points.get(i).vector()).toList());
  }

  private static double[] toDouble(float[] f) {
    double[] d = new double[f.length];
    for (int j = 0; j < f.length; j++) {
      d[j] = f[j];
    }
    return d;
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
    List<Point> indexed = new ArrayList<>();
    for (int i = 0; i < points.size(); i++) {
      indexed.add(new Point(i, points.get(i).getPoint()));
    }
    JDKRandomGenerator random = new JDKRandomGenerator();
    random.setSeed(SEED);
    KMeansPlusPlusClusterer<Point> kmeans =
        new KMeansPlusPlusClusterer<>(k, 200, new EuclideanDistance(), random);
    List<CentroidCluster<Point>> found =
        new MultiKMeansPlusPlusClusterer<>(kmeans, 10).cluster(indexed);
    List<List<Integer>> clusters = new ArrayList<>();
    for (CentroidCluster<Point> c : found) {
      if (!c.getPoints().isEmpty()) {
        clusters.add(c.getPoints().stream().map(Point::index).sorted().toList());
      }
    }
    clusters.sort(Comparator.comparing(c -> c.getFirst()));
    return clusters;
  }
}
