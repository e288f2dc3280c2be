package io.vidlens.analysis.ideas;

import io.vidlens.analysis.AnalysisResult.ContentBucket;
import io.vidlens.analysis.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.AnalysisResult.FlaggedVideo;
import io.vidlens.analysis.AnalysisResult.Series;
import io.vidlens.analysis.AnalysisResult.VideoRef;
import io.vidlens.analysis.Stats;
import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.ChannelStructure;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Cue;
import io.vidlens.analysis.corpus.PromoFlags;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.text.PhraseStats;
import io.vidlens.text.Phrases;
import io.vidlens.text.StopWords;
import io.vidlens.text.Terms;
import java.util.ArrayList;
import java.util.Comparator;
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
 * The channel's series come first, themes need a name enough titles use ({@link Names}), and the
 * contract's six are met with named weak groups (promotions, title shapes, length and age bands)
 * marked by low confidence. See docs/analysis.md.
 */
public final class ContentBuckets {

  static final int MIN_BUCKETS = 6;

  /** A theme holds together at least this much (cohesion confidence, see {@link Cohesion}). */
  static final double STRONG_COHESION = 0.2;

  /** A theme has at least two videos, and a name two of its titles use. */
  static final int MIN_THEME = 2;

  /** A weak group by title shape, length or age has at least three videos. */
  static final int MIN_SHAPE = 3;

  /** A phrase shared by this many standalone titles may name a theme of them. */
  static final int PHRASE_THEME = 3;

  /** How the weak groups of the videos outside any group are named; advice never names them. */
  static final String STANDALONE = "Standalone videos";

  /** The weak group of the videos flagged as promotions; advice never names it. */
  public static final String PROMOTIONS = "Promotions and announcements";

  /** Below this mean silhouette the videos hold no separable themes. */
  static final double MIN_SILHOUETTE = 0.05;

  /** Weak groups never claim more confidence than this. */
  static final double WEAK_CAP = 0.2;

  static final int MAX_BUCKETS = 12;
  static final int DESCRIPTION_CHARS = 600;
  static final int TRANSCRIPT_CHARS = 1_500;
  static final long SEED = 20_260_101L;

  /** Candidate phrases embedded per cluster (the most used first), to bound the work. */
  static final int CANDIDATES = 60;

  /** A longer phrase replaces a shorter one inside it when it scores at least as well. */
  static final double LONGER_PHRASE_SHARE = 1.0;

  private final TextEmbedder embedder;

  public ContentBuckets(TextEmbedder embedder) {
    this.embedder = embedder;
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

  public ContentStrategy compute(Corpus corpus) {
    return compute(corpus, ChannelStructure.of(corpus));
  }

  /**
   * Buckets as strong as the data supports: the channel's series and playlists first (named by
   * them), then the themes of the other regular videos that hold together (cohesion confidence of
   * at least {@link #STRONG_COHESION}, three videos or more, named by a phrase two or more of their
   * titles use), then named weak groups for the rest (title shapes of three or more standalone
   * videos while there are fewer than six buckets, then "Standalone videos"), marked by their low
   * confidence. Promotions ({@link PromoFlags}) are in no bucket.
   */
  public ContentStrategy compute(Corpus corpus, ChannelStructure structure) {
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
    StopWords stop = StopWords.detect(Stream.concat(titles.stream(), bodies.stream()).toList());
    Set<String> banned = channelWords(corpus.channel(), stop);
    structure.branding().forEach(b -> banned.addAll(Terms.tokens(b)));
    double baseline = Cohesion.of(points.stream().map(Point::vector).toList());
    double channelMedian =
        Stats.median(structure.regular(videos).stream().map(VideoSample::viewsOrZero).toList());

    List<ContentBucket> buckets = new ArrayList<>();
    Set<Integer> placed = new HashSet<>();
    for (int i = 0; i < videos.size(); i++) {
      if (structure.flags().containsKey(videos.get(i).videoId())) {
        placed.add(i);
      }
    }
    List<Series> series = new ArrayList<>();
    for (ChannelSeries.Group g : structure.series()) {
      List<VideoSample> members = g.members().stream().map(videos::get).toList();
      placed.addAll(g.members());
      Series report = SeriesReport.of(g, members, channelMedian, corpus.equalAge());
      series.add(report);
      buckets.add(
          bucket(
              g.name(),
              SeriesReport.describe(report, g),
              SeriesReport.confidence(members.size()),
              members,
              List.of(g.template()),
              g.kind() == ChannelSeries.Kind.PLAYLIST || g.playlist() != null
                  ? "playlist"
                  : "series"));
    }

    List<Integer> rest = new ArrayList<>();
    for (int i = 0; i < videos.size(); i++) {
      if (!placed.contains(i)) {
        rest.add(i);
      }
    }
    List<Integer> standalone = new ArrayList<>();
    if (!rest.isEmpty()) {
      List<Point> restPoints = rest.stream().map(points::get).toList();
      List<List<Integer>> clusters =
          cluster(restPoints, themeCount(restPoints)).stream()
              .map(c -> c.stream().map(rest::get).toList())
              .toList();
      List<Map<String, PhraseStats.Stat>> stats =
          PhraseStats.of(clusters, titles, bodies, stop, banned);
      List<double[]> centroids = clusters.stream().map(c -> centroid(points, c)).toList();
      List<List<Ranked>> ranked = new ArrayList<>();
      for (int c = 0; c < clusters.size(); c++) {
        ranked.add(
            rank(stats.get(c), centroids.get(c), clusters.get(c).size()).stream()
                .filter(r -> Names.acceptable(r.stat(), titles))
                .toList());
      }
      List<String> taken =
          new ArrayList<>(buckets.stream().map(ContentBucket::bucketName).toList());
      List<Theme> themes = new ArrayList<>();
      for (int c = 0; c < clusters.size(); c++) {
        List<Integer> members = clusters.get(c);
        double confidence =
            Cohesion.confidence(
                Cohesion.of(members.stream().map(i -> points.get(i).vector()).toList()),
                baseline,
                members.size());
        // The name: a phrase two or more of the theme's titles use (most titles first, then the
        // longer, then the better ranked), never a month, a date or a first name.
        List<String> rankedKeys = ranked.get(c).stream().map(r -> r.stat().key()).toList();
        PhraseStats.Stat name = nameOf(stats.get(c).values(), titles, taken, rankedKeys);
        if (members.size() < MIN_THEME || confidence < STRONG_COHESION || name == null) {
          standalone.addAll(members);
          continue;
        }
        taken.add(name.display());
        themes.add(
            new Theme(
                new ArrayList<>(members),
                name,
                ranked.get(c).stream().limit(5).map(Ranked::stat).toList(),
                confidence));
      }
      // A video left alone whose title uses a theme's name belongs to that theme ("Why My
      // Sourdough Bread Failed" to "Sourdough Bread").
      for (Integer i : List.copyOf(standalone)) {
        Set<String> keys = new HashSet<>();
        Phrases.of(titles.get(i), stop, banned).forEach(p -> keys.add(p.key()));
        themes.stream()
            .filter(t -> keys.contains(t.name().key()))
            .findFirst()
            .ifPresent(
                t -> {
                  t.members().add(i);
                  standalone.remove(i);
                });
      }
      themes.addAll(
          phraseThemes(standalone, titles, bodies, stop, banned, points, baseline, taken));
      for (Theme t : themes) {
        List<VideoSample> memberVideos = t.members().stream().map(videos::get).toList();
        VideoSample best = Corpus.top(memberVideos, 1).getFirst();
        buckets.add(
            bucket(
                t.name().display(),
                memberVideos.size()
                    + " videos on one theme; the phrases that set them apart, with the number of"
                    + " videos using each: "
                    + PhraseStats.list(t.top().stream().limit(3).toList())
                    + ". Most viewed: \""
                    + best.title()
                    + "\" ("
                    + Stats.count(best.viewsOrZero())
                    + " views).",
                t.confidence(),
                memberVideos,
                t.top().stream().map(PhraseStats.Stat::display).toList(),
                "topic"));
      }
    }
    List<Integer> promotions = new ArrayList<>();
    for (int i = 0; i < videos.size(); i++) {
      if (structure.flags().containsKey(videos.get(i).videoId())) {
        promotions.add(i);
      }
    }
    if (!promotions.isEmpty()) {
      buckets.add(
          weak(
              PROMOTIONS,
              "videos flagged as promotions (ads, announcements, trailers, merch; see"
                  + " flagged_videos), left out of the performance advice",
              promotions,
              videos,
              points,
              baseline));
    }
    weakGroups(
        standalone,
        videos,
        structure.regular(videos),
        structure.branding(),
        points,
        baseline,
        buckets);

    buckets.sort(
        Comparator.comparingDouble(ContentBucket::medianViews)
            .reversed()
            .thenComparing(ContentBucket::bucketName));
    List<FlaggedVideo> flagged =
        videos.stream()
            .filter(v -> structure.flags().containsKey(v.videoId()))
            .map(
                v -> {
                  PromoFlags.Flag f = structure.flags().get(v.videoId());
                  return new FlaggedVideo(
                      v.videoId(), v.title(), v.views(), v.durationSeconds(), f.kind(), f.reason());
                })
            .toList();
    FilmingIdeas.Ideas ideas =
        FilmingIdeas.of(corpus, structure, series, stop, banned, phrases -> embed(phrases));
    return new ContentStrategy(
        buckets, buckets.size(), series, flagged, ideas.topics(), ideas.shortfall());
  }

  /**
   * The name of a group: a phrase enough of its titles use ({@link Names#canName}), the best
   * supported first ({@link Names#support}), then the better ranked; none that overlaps a name
   * already taken.
   */
  private static PhraseStats.Stat nameOf(
      java.util.Collection<PhraseStats.Stat> stats,
      List<String> titles,
      List<String> taken,
      List<String> rankedKeys) {
    return stats.stream()
        .filter(st -> Names.canName(st, titles))
        .filter(
            st ->
                taken.stream()
                    .noneMatch(t -> overlaps(t.toLowerCase(java.util.Locale.ROOT), st.key())))
        .min(
            Comparator.comparingDouble((PhraseStats.Stat st) -> -Names.support(st))
                .thenComparingInt(st -> -st.words())
                .thenComparingInt(
                    st ->
                        rankedKeys.contains(st.key())
                            ? rankedKeys.indexOf(st.key())
                            : Integer.MAX_VALUE)
                .thenComparing(PhraseStats.Stat::key))
        .orElse(null);
  }

  /**
   * Themes the clustering missed: a phrase that {@link #PHRASE_THEME} or more standalone titles
   * share ("Alex Pretti" in five headlines, "Tasting Notes") names a theme of those videos when
   * they hold together ({@link #STRONG_COHESION}); the best supported phrase first, repeated while
   * one is found. Removes the videos it takes from {@code standalone}.
   */
  private static List<Theme> phraseThemes(
      List<Integer> standalone,
      List<String> titles,
      List<String> bodies,
      StopWords stop,
      Set<String> banned,
      List<Point> points,
      double baseline,
      List<String> taken) {
    List<Theme> found = new ArrayList<>();
    while (standalone.size() >= PHRASE_THEME) {
      List<Integer> pool = List.copyOf(standalone);
      Map<String, PhraseStats.Stat> stats =
          PhraseStats.of(List.of(pool), titles, bodies, stop, banned).getFirst();
      Theme best = null;
      List<PhraseStats.Stat> candidates =
          stats.values().stream()
              .filter(st -> st.titles().size() >= PHRASE_THEME)
              .sorted(
                  Comparator.comparingDouble((PhraseStats.Stat st) -> -Names.support(st))
                      .thenComparing(PhraseStats.Stat::key))
              .toList();
      for (PhraseStats.Stat st : candidates) {
        if (nameOf(List.of(st), titles, taken, List.of()) == null) {
          continue;
        }
        List<Integer> members = st.titles().stream().sorted().toList();
        double confidence =
            Cohesion.confidence(
                Cohesion.of(members.stream().map(i -> points.get(i).vector()).toList()),
                baseline,
                members.size());
        if (confidence >= STRONG_COHESION) {
          best = new Theme(new ArrayList<>(members), st, List.of(st), confidence);
          break;
        }
      }
      if (best == null) {
        break;
      }
      taken.add(best.name().display());
      standalone.removeAll(best.members());
      found.add(best);
    }
    return found;
  }

  /** A theme being built: its videos, its name, its leading phrases and its cohesion. */
  private record Theme(
      List<Integer> members,
      PhraseStats.Stat name,
      List<PhraseStats.Stat> top,
      double confidence) {}

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
      double[] mean = new double[clusters.size()];
      for (int c = 0; c < clusters.size(); c++) {
        double d = 0;
        int m = 0;
        for (int j : clusters.get(c)) {
          if (j != i) {
            d += 1 - Cohesion.cosine(points.get(i).getPoint(), points.get(j).getPoint());
            m++;
          }
        }
        mean[c] = m == 0 ? Double.NaN : d / m;
      }
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

  private List<double[]> embed(List<String> texts) {
    return texts.isEmpty()
        ? List.of()
        : embedder.embedAll(texts).stream().map(ContentBuckets::toDouble).toList();
  }

  /**
   * The standalone videos as named weak groups, while there are fewer than {@link #MIN_BUCKETS}
   * buckets: a title shape three or more of them share (questions, first person, the viewer,
   * numbers, remixes and edits), then a length band (twice the channel's median length or more,
   * half of it or less), then age bands (the rest by upload date, in as many runs as the six still
   * need, each of three videos or more: "Standalone videos since Oct 2025", "… before Oct 2025");
   * else the rest is "Standalone videos". Each group holds at least {@link #MIN_SHAPE} videos and
   * never leaves one video alone. Confidence is their cohesion, at most {@link #WEAK_CAP}: these
   * are no themes.
   */
  private static void weakGroups(
      List<Integer> standalone,
      List<VideoSample> videos,
      List<VideoSample> regular,
      List<String> branding,
      List<Point> points,
      double baseline,
      List<ContentBucket> buckets) {
    List<Integer> left = new ArrayList<>(standalone);
    List<WeakSplit> splits = new ArrayList<>();
    for (TitleShape shape : TitleShape.values()) {
      // the shape of the title without the channel's branding ("| 24 News HD" is no number)
      splits.add(
          new WeakSplit(
              shape.label,
              shape.says,
              i -> shape.matches(unbranded(videos.get(i).title(), branding))));
    }
    double medianLength = VideoSample.medianLength(regular);
    if (medianLength > 0) {
      long longFrom = Math.round(2 * medianLength / 60);
      long shortUnder = Math.max(1, Math.round(medianLength / 2 / 60));
      splits.add(
          new WeakSplit(
              "Long videos (" + longFrom + " min or more)",
              "standalone videos twice the channel's median length or more",
              i -> length(videos.get(i)) >= longFrom * 60));
      splits.add(
          new WeakSplit(
              "Short videos (under " + shortUnder + " min)",
              "standalone videos half the channel's median length or less",
              i -> length(videos.get(i)) > 0 && length(videos.get(i)) < shortUnder * 60));
    }
    for (WeakSplit split : splits) {
      if (buckets.size() + (left.isEmpty() ? 0 : 1) >= MIN_BUCKETS) {
        break;
      }
      List<Integer> shaped = left.stream().filter(split.test()::test).toList();
      if (shaped.size() >= MIN_SHAPE && left.size() - shaped.size() != 1) {
        left.removeAll(shaped);
        buckets.add(weak(split.label(), split.says(), shaped, videos, points, baseline));
      }
    }
    String rest = STANDALONE;
    String restSays = "videos that belong to no series and share no theme strong enough to name";
    int missing = MIN_BUCKETS - buckets.size();
    int bands = Math.min(missing, left.size() / MIN_SHAPE);
    if (bands >= 2) {
      // Age bands, newest first: how the latest standalone videos fare next to the older ones.
      List<Integer> dated =
          left.stream()
              .filter(i -> videos.get(i).publishedAt() != null)
              .sorted(Comparator.comparing((Integer i) -> videos.get(i).publishedAt()).reversed())
              .toList();
      List<List<Integer>> cut = ageBands(dated, videos, bands);
      if (cut.size() >= 2 && dated.size() == left.size()) {
        // months name the bands, days when the videos span less than three months
        long days =
            java.time.Duration.between(
                    videos.get(dated.getLast()).publishedAt(),
                    videos.get(dated.getFirst()).publishedAt())
                .toDays();
        java.time.format.DateTimeFormatter when = days >= 90 ? MONTH : DAY;
        left.clear();
        for (int b = 0; b < cut.size(); b++) {
          List<Integer> band = cut.get(b);
          String from = when.format(videos.get(band.getLast()).publishedAt().atZone(UTC));
          String to = when.format(videos.get(band.getFirst()).publishedAt().atZone(UTC));
          String previous =
              b == 0
                  ? ""
                  : when.format(videos.get(cut.get(b - 1).getLast()).publishedAt().atZone(UTC));
          String name =
              b == 0
                  ? STANDALONE + " since " + from
                  : b == cut.size() - 1
                      ? STANDALONE + " before " + previous
                      : from.equals(to)
                          ? STANDALONE + " of " + from
                          : STANDALONE + " " + from + " to " + to;
          buckets.add(
              weak(
                  name,
                  "standalone videos by upload date (an age band, not a theme), uploaded "
                      + (from.equals(to) ? from : from + " to " + to),
                  band,
                  videos,
                  points,
                  baseline));
        }
      }
    }
    if (!left.isEmpty()) {
      buckets.add(weak(rest, restSays, left, videos, points, baseline));
    }
  }

  /**
   * The videos (newest first) in {@code bands} runs of near-equal size, each of at least {@link
   * #MIN_SHAPE}; videos of the same day stay in one band.
   */
  static List<List<Integer>> ageBands(
      List<Integer> newestFirst, List<VideoSample> videos, int bands) {
    int n = newestFirst.size();
    List<List<Integer>> out = new ArrayList<>();
    int from = 0;
    for (int b = 0; b < bands && from < n; b++) {
      int left = bands - b - 1;
      if (left == 0) {
        out.add(newestFirst.subList(from, n));
        break;
      }
      int target = from + (n - from) / (bands - b);
      // a cut between two videos of the same day moves to the nearest day boundary that leaves
      // this band and the ones after it three videos or more
      int best = -1;
      for (int d = 0; d <= n && best < 0; d++) {
        for (int to : new int[] {target + d, target - d}) {
          if (to - from >= MIN_SHAPE
              && n - to >= MIN_SHAPE * left
              && to < n
              && !sameDay(videos, newestFirst.get(to), newestFirst.get(to - 1))) {
            best = to;
            break;
          }
        }
      }
      if (best < 0) {
        return bands > 2 ? ageBands(newestFirst, videos, bands - 1) : List.of();
      }
      out.add(newestFirst.subList(from, best));
      from = best;
    }
    return out;
  }

  private static boolean sameDay(List<VideoSample> videos, int a, int b) {
    return videos
        .get(a)
        .publishedAt()
        .truncatedTo(java.time.temporal.ChronoUnit.DAYS)
        .equals(videos.get(b).publishedAt().truncatedTo(java.time.temporal.ChronoUnit.DAYS));
  }

  private static final java.time.ZoneOffset UTC = java.time.ZoneOffset.UTC;

  private static final java.time.format.DateTimeFormatter DAY =
      java.time.format.DateTimeFormatter.ofPattern("d MMM yyyy", java.util.Locale.ENGLISH);

  /** The title without the channel's branded markers. */
  static String unbranded(String title, List<String> branding) {
    String out = title;
    for (String b : branding) {
      out = out.replaceAll("(?i)" + java.util.regex.Pattern.quote(b), " ");
    }
    return out;
  }

  private static final java.time.format.DateTimeFormatter MONTH =
      java.time.format.DateTimeFormatter.ofPattern("MMM yyyy", java.util.Locale.ENGLISH);

  private static long length(VideoSample v) {
    return v.durationSeconds() == null ? 0 : v.durationSeconds();
  }

  /** A named weak group: which standalone videos it takes. */
  private record WeakSplit(String label, String says, java.util.function.IntPredicate test) {}

  private static final java.util.regex.Pattern YOU_WORDS =
      java.util.regex.Pattern.compile("(?i)\\b(you|your|you're|you've)\\b");

  /** A music channel's reworks: "(ADAM KALI REMIX)", "(MARSY Edit)", "(Daniel Allan Flip)". */
  private static final java.util.regex.Pattern REMIX_WORDS =
      java.util.regex.Pattern.compile(
          "(?i)[(\\[][^)\\]]*\\b(remix|edit|flip|bootleg|vip|rework|cover)\\b[^)\\]]*[)\\]]");

  /** Title shapes that name a weak group of standalone videos. */
  enum TitleShape {
    QUESTION("Question titles", "standalone videos whose titles ask a question"),
    FIRST_PERSON("First-person titles", "standalone videos whose titles speak as I or we"),
    YOU("Titles speaking to the viewer", "standalone videos whose titles address the viewer"),
    NUMBER("Number titles", "standalone videos whose titles are built on a number"),
    REMIX("Remixes and edits", "standalone videos whose titles name a remix, edit, flip or cover");

    final String label;
    final String says;

    TitleShape(String label, String says) {
      this.label = label;
      this.says = says;
    }

    boolean matches(String title) {
      List<String> formats = TitleFormats.formatsOf(title);
      return switch (this) {
        case QUESTION -> formats.contains("Question");
        case FIRST_PERSON -> formats.contains("Personal / Story");
        case NUMBER -> formats.contains("List / Number");
        case YOU -> YOU_WORDS.matcher(title).find();
        case REMIX -> REMIX_WORDS.matcher(title).find();
      };
    }
  }

  private static ContentBucket weak(
      String name,
      String says,
      List<Integer> members,
      List<VideoSample> videos,
      List<Point> points,
      double baseline) {
    double cohesion =
        Cohesion.confidence(
            Cohesion.of(members.stream().map(i -> points.get(i).vector()).toList()),
            baseline,
            members.size());
    List<VideoSample> memberVideos = members.stream().map(videos::get).toList();
    VideoSample best = Corpus.top(memberVideos, 1).getFirst();
    return bucket(
        name,
        members.size()
            + (members.size() == 1 ? " video: " : " videos: ")
            + says
            + "; a weak group (confidence at most "
            + WEAK_CAP
            + "), not a theme. Most viewed: \""
            + best.title()
            + "\" ("
            + Stats.count(best.viewsOrZero())
            + " views).",
        Math.min(WEAK_CAP, cohesion),
        memberVideos,
        List.of(),
        "weak");
  }

  private static ContentBucket bucket(
      String name,
      String description,
      double confidence,
      List<VideoSample> members,
      List<String> topTerms,
      String kind) {
    return new ContentBucket(
        name,
        description,
        Stats.clamp(Stats.round(confidence, 3), 0, 1),
        members.size(),
        members.stream().map(VideoRef::of).toList(),
        Stats.median(members.stream().map(VideoSample::viewsOrZero).toList()),
        members.stream().mapToLong(VideoSample::viewsOrZero).sum(),
        topTerms,
        kind);
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

  /** Whether one key is the other or holds it as whole words. */
  static boolean overlaps(String a, String b) {
    return contains(a, b) || contains(b, a);
  }

  static boolean contains(String outer, String inner) {
    return (" " + outer + " ").contains(" " + inner + " ");
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
