package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.EpisodeMarkers;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.FlaggedVideo;
import io.vidlens.analysis.result.AnalysisResult.FormatGroup;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.analysis.result.ChanceTest;
import io.vidlens.stats.FalseDiscoveries;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Make-more and rethink advice that chance does not explain (issue 37): each bucket or title format
 * that stands apart from the channel's usual at equal age ({@link AdvisedBuckets}) is put to a
 * {@link PermutationTest} of its videos' equal-age ratios against the other analysed videos'.
 * Confounders are controlled by stratifying the shuffles: the episode stage (a first episode, a
 * later one, none; so a series' episodes trade places only with other series' episodes of the same
 * stage, never with their first ones) and the length (at or above the channel's median, or below);
 * promotions are left out of both sides. Where the group coincides with the length (a band of long
 * videos cannot be compared within a length), the length is named in the advice instead; the stage
 * is always controlled. Advice is given only at p below {@link #ALPHA}; a group that fails is said
 * to be not distinguishable from chance. A group of paid originals that falls behind is no advice
 * whatever its p: the paywall explains it ({@link #PAYWALL}).
 */
final class BucketAdvice {

  /**
   * The level: 0.1, not 0.05, because a channel's sample is 30 videos and a bucket 3 to 10 of them;
   * at 0.05 no bucket of four could pass whatever it drew, and a one-in-ten false lead is what a
   * creator weighs a suggestion at.
   */
  static final double ALPHA = 0.1;

  static final String STAGE = "episode stage";
  static final String LENGTH = "length";
  static final String PROMOTION = "promotion (promotions left out)";

  /**
   * A confounder no stratum can hold: a group of paid originals (Vsauce's Mind Field) was sold or
   * behind a paywall at release, which alone lowers its views; it falling behind is no advice.
   */
  static final String PAYWALL = "the paid-original badge (sold or behind a paywall at release)";

  private BucketAdvice() {}

  /** The tests of the buckets that stand apart, best first, then of the leading title format. */
  static List<ChanceTest> tests(Findings f) {
    List<ChanceTest> out = new ArrayList<>();
    for (AdvisedBuckets.Standing s : AdvisedBuckets.of(f)) {
      candidate(s, f).ifPresent(out::add);
    }
    return out;
  }

  /** The test of a bucket that stands out or falls behind at equal age; empty otherwise. */
  static Optional<ChanceTest> candidate(AdvisedBuckets.Standing s, Findings f) {
    if (s.medianRatio() == null) {
      return Optional.empty();
    }
    boolean above = AdvisedBuckets.standsOut(s, f);
    if (!above && !AdvisedBuckets.fallsBehind(s, f)) {
      return Optional.empty();
    }
    return test(
        s.bucket().bucketName(),
        s.bucket().bucketKind(),
        s.bucket().videos().stream().map(VideoRef::videoId).toList(),
        s.medianRatio(),
        above,
        f);
  }

  /** The test of a title format that stands out; empty when it does not or cannot be tested. */
  static Optional<ChanceTest> format(FormatGroup g, Findings f) {
    if (g.medianEqualAgeRatio() == null
        || !AdvisedBuckets.standsOut(g.medianEqualAgeRatio(), g.medianViews(), f)) {
      return Optional.empty();
    }
    return test(
        g.formatName(),
        "title format",
        g.videos().stream().map(VideoRef::videoId).toList(),
        g.medianEqualAgeRatio(),
        true,
        f);
  }

  /**
   * The stratified test of {@code ids} against the channel's other scored, non-promotion videos;
   * empty when either side has fewer than {@link AdvisedBuckets#MIN_VIDEOS} scored videos.
   */
  static Optional<ChanceTest> test(
      String name, String kind, List<String> ids, double medianRatio, boolean above, Findings f) {
    Set<String> promotions = new HashSet<>();
    f.content().flaggedVideos().stream().map(FlaggedVideo::videoId).forEach(promotions::add);
    return test(name, kind, ids, medianRatio, above, f.corpus(), promotions);
  }

  /** As above, before the findings exist: the corpus and the IDs of the promotions left out. */
  static Optional<ChanceTest> test(
      String name,
      String kind,
      List<String> ids,
      double medianRatio,
      boolean above,
      Corpus corpus,
      Set<String> promotions) {
    Map<String, Double> ratios = corpus.equalAge().ratios();
    Set<String> group = new HashSet<>(ids);
    List<VideoSample> scored =
        corpus.videos().stream()
            .filter(v -> ratios.containsKey(v.videoId()))
            .filter(v -> !promotions.contains(v.videoId()))
            .toList();
    long in = scored.stream().filter(v -> group.contains(v.videoId())).count();
    if (in < AdvisedBuckets.MIN_VIDEOS || scored.size() - in < AdvisedBuckets.MIN_VIDEOS) {
      return Optional.empty();
    }
    double medianLength = VideoSample.medianLength(scored);
    Function<VideoSample, String> stage = v -> stage(v.title());
    Function<VideoSample, String> length =
        v ->
            v.durationSeconds() == null
                ? "unknown length"
                : v.durationSeconds() >= medianLength ? "long" : "short";
    // Stratify by both; drop the length if the group coincides with it (a band of long videos),
    // and name it instead. The stage is never dropped: a group of first episodes has only other
    // first episodes to trade places with, and then chance explains everything (p = 1).
    List<String> controlled = new ArrayList<>(List.of(STAGE, LENGTH));
    List<String> named = new ArrayList<>();
    List<PermutationTest.Point> points = points(scored, group, ratios, controlled, stage, length);
    if (mixed(points) * 2 < in) {
      controlled.remove(LENGTH);
      points = points(scored, group, ratios, controlled, stage, length);
      if (varies(scored, length)) {
        named.add(LENGTH);
      }
    }
    controlled.add(PROMOTION);
    boolean paywalled =
        !above
            && scored.stream().filter(v -> group.contains(v.videoId()) && v.paidOriginal()).count()
                    * 2
                > in;
    if (paywalled) {
      named.add(PAYWALL);
    }
    double p = PermutationTest.pValue(points, above);
    return Optional.of(
        new ChanceTest(
            name,
            kind,
            above ? "above" : "below",
            Stats.round(medianRatio, 2),
            (int) in,
            (int) (scored.size() - in),
            Stats.round(p, 4),
            ALPHA,
            PermutationTest.PERMUTATIONS,
            PermutationTest.SEED,
            controlled,
            named,
            p < ALPHA && !paywalled));
  }

  /**
   * The groups advice looked at, whether or not they stood apart: the buckets it may speak of with
   * a known standing at equal age, and the title formats of {@link AdvisedBuckets#MIN_VIDEOS} or
   * more videos (the leading one is chosen by what they drew).
   */
  static int lookedAt(Findings f) {
    long buckets = AdvisedBuckets.of(f).stream().filter(s -> s.medianRatio() != null).count();
    long formats =
        f.formats().formatGroups().stream()
            .filter(g -> g.medianEqualAgeRatio() != null)
            .filter(g -> g.videoCount() >= AdvisedBuckets.MIN_VIDEOS)
            .count();
    return (int) (buckets + formats);
  }

  /**
   * The tests with their level and advice after controlling the false discovery rate at {@link
   * #ALPHA} over the {@code lookedAt} groups looked at (Benjamini–Hochberg): a channel's nine
   * artists each tested at 0.1 would give one in ten of them advice by chance alone. Each test's
   * {@code alpha} is the level its p had to meet; a paywalled group stays unadvised.
   */
  static List<ChanceTest> controlled(List<ChanceTest> tests, int lookedAt) {
    double cut =
        FalseDiscoveries.cut(
            tests.stream().mapToDouble(ChanceTest::pValue).toArray(), lookedAt, ALPHA);
    return tests.stream()
        .map(
            t ->
                new ChanceTest(
                    t.groupName(),
                    t.groupKind(),
                    t.direction(),
                    t.medianEqualAgeRatio(),
                    t.groupVideos(),
                    t.restVideos(),
                    t.pValue(),
                    Stats.round(cut, 4),
                    t.permutations(),
                    t.seed(),
                    t.controlled(),
                    t.named(),
                    t.advised() && t.pValue() <= cut))
        .toList();
  }

  /** "first episode" (#1, Part 1, E01), "later episode" or "no episode number". */
  static String stage(String title) {
    var n = EpisodeMarkers.number(title);
    if (n.isEmpty()) {
      return "no episode number";
    }
    return n.getAsInt() % 1000 == 1 ? "first episode" : "later episode";
  }

  private static List<PermutationTest.Point> points(
      List<VideoSample> scored,
      Set<String> group,
      Map<String, Double> ratios,
      List<String> by,
      Function<VideoSample, String> stage,
      Function<VideoSample, String> length) {
    return scored.stream()
        .map(
            v ->
                new PermutationTest.Point(
                    PermutationTest.log(ratios.get(v.videoId())),
                    group.contains(v.videoId()),
                    (by.contains(STAGE) ? stage.apply(v) : "")
                        + "|"
                        + (by.contains(LENGTH) ? length.apply(v) : "")))
        .toList();
  }

  /** How many group videos share a stratum with a video outside the group. */
  private static long mixed(List<PermutationTest.Point> points) {
    Set<String> rest = new HashSet<>();
    points.stream().filter(p -> !p.inGroup()).forEach(p -> rest.add(p.stratum()));
    return points.stream().filter(p -> p.inGroup() && rest.contains(p.stratum())).count();
  }

  private static boolean varies(List<VideoSample> scored, Function<VideoSample, String> key) {
    return scored.stream().map(key).distinct().count() > 1;
  }

  /** "p = 0.03, stratified by episode stage and length" and what was not controlled. */
  static String says(ChanceTest t) {
    List<String> by = t.controlled().stream().filter(c -> !c.equals(PROMOTION)).toList();
    String s =
        String.format(
            Locale.ROOT,
            "p %s in a permutation test of %d videos against %d%s",
            p(t.pValue()),
            t.groupVideos(),
            t.restVideos(),
            by.isEmpty() ? "" : ", within the same " + String.join(" and ", by));
    if (!t.named().isEmpty()) {
      s += "; not controlled for " + String.join(" or ", t.named()) + ", which may explain part";
    }
    return s;
  }

  static String p(double p) {
    return p < 0.001 ? "< 0.001" : String.format(Locale.ROOT, "= %.3f", p);
  }
}
