package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelGrowth;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.FeedbackPoint;
import io.vidlens.analysis.result.AnalysisResult.FormatGroup;
import io.vidlens.analysis.result.AnalysisResult.SentimentSummary;
import io.vidlens.analysis.result.AnalysisResult.StrategicRecommendations;
import io.vidlens.analysis.result.AnalysisResult.TopPerformers;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.ChanceTest;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * {@code ai_strategic_analysis} and {@code suggested_topics} written from the measured findings
 * without a language model: every sentence states the numbers it rests on and each recommendation
 * cites the videos it rests on. Topics: {@link TopicSuggestions}.
 */
public final class StrategyComposer {

  static final int TOPICS = 10;

  private StrategyComposer() {}

  public static StrategicRecommendations recommendations(Findings f) {
    Map<String, List<Evidence>> evidence = new LinkedHashMap<>();
    evidence.put("performance_patterns", RecommendationEvidence.performance(f));
    evidence.put("content_formula_discovery", RecommendationEvidence.formula(f));
    evidence.put("audience_behavior_insights", RecommendationEvidence.audience(f));
    evidence.put("strategic_opportunities", RecommendationEvidence.opportunities(f));
    List<ChanceTest> found = BucketAdvice.tests(f);
    topFormatTest(f).ifPresent(found::add);
    List<ChanceTest> tests = BucketAdvice.controlled(found, BucketAdvice.lookedAt(f));
    return new StrategicRecommendations(
        patterns(f), formula(f), audience(f), opportunities(f, tests), evidence, tests);
  }

  private static String patterns(Findings f) {
    TopPerformers top = f.performance().topPerformingVideos();
    var c = f.performance().comparisonInsights();
    StringBuilder s = new StringBuilder();
    // With no video old enough to score at equal age (a news channel's last two days), the
    // ranking falls back to raw views, and the sentence says so rather than claim equal age.
    var ages = f.corpus().equalAge().views();
    boolean equalAge = !ages.scored().isEmpty();
    if (f.corpus().videos().size() == 1) {
      // one video is no ranking: say what it is
      s.append(
          String.format(
              Locale.ROOT,
              "The channel's one analysed video has %s views, so nothing can be compared yet",
              Stats.views(c.topMedianViews())));
    } else {
      s.append(
          String.format(
              Locale.ROOT,
              equalAge
                  ? "The %d best at equal age of %d analysed videos have a median of %s views"
                  : "The %d most viewed of %d analysed videos (none could be compared at equal age: "
                      + ages.tooRecent()
                      + " too recent, "
                      + ages.withoutAge()
                      + " without a known age) have a median of %s views",
              top.videoCount(),
              f.corpus().videos().size(),
              Stats.views(c.topMedianViews())));
    }
    if (c.viewsMultiple() != null) {
      s.append(
          String.format(
              Locale.ROOT,
              equalAge
                  ? ", %.2f× the rest at equal age (median %s)"
                  : ", %.2f× the rest (median %s)",
              c.viewsMultiple(),
              Stats.views(c.otherMedianViews())));
    }
    s.append(
        f.corpus().videos().size() == 1
            ? String.format(
                Locale.ROOT,
                ". It runs %.1f minutes, with a title of %.0f characters.",
                top.averageLengthMinutes(),
                top.averageTitleCharacters())
            : String.format(
                Locale.ROOT,
                ". They run %.1f minutes on average against %.1f for all videos, with titles of %.0f characters against %.0f.",
                top.averageLengthMinutes(),
                f.performance().metrics().averageVideoLengthMinutes(),
                top.averageTitleCharacters(),
                f.performance().metrics().averageTitleLengthCharacters()));
    topFormat(f)
        .ifPresentOrElse(
            g ->
                s.append(
                    String.format(
                        Locale.ROOT,
                        " The best title format is '%s': median %s views over %d videos%s.",
                        g.formatName(),
                        Stats.views(g.medianViews()),
                        g.videoCount(),
                        g.medianEqualAgeRatio() == null
                            ? ""
                            : String.format(
                                Locale.ROOT,
                                ", median equal-age ratio %.2f",
                                g.medianEqualAgeRatio()))),
            () ->
                s.append(
                    String.format(
                        Locale.ROOT,
                        " No title format of %d or more videos stands apart from the channel's"
                            + " usual.",
                        TitleFormats.MIN_VIDEOS)));
    var metrics = f.channelData().metrics();
    s.append(
        String.format(
            Locale.ROOT,
            " The channel uploads %.2f videos a month, averaging %s views a month over the analysed period.",
            metrics.averageMonthlyUploads(),
            Stats.views(metrics.averageMonthlyViews())));
    ChannelGrowth growth = f.corpus().frame().growth();
    if (ChannelGrowth.MEASURED.equals(growth.status())) {
      s.append(' ').append(growth.summary());
    }
    return s.toString();
  }

  private static String formula(Findings f) {
    List<AdvisedBuckets.Standing> buckets = AdvisedBuckets.of(f);
    StringBuilder s = new StringBuilder();
    if (buckets.isEmpty()) {
      s.append(
          String.format(
              Locale.ROOT,
              "No content bucket holds %d or more videos, too few to compare buckets on.",
              AdvisedBuckets.MIN_VIDEOS));
    } else {
      s.append(
          String.format(
              Locale.ROOT,
              "Of %d content buckets with %d or more videos, ranked %s: ",
              buckets.size(),
              AdvisedBuckets.MIN_VIDEOS,
              // at equal age only where some video could be scored; else by views, said so
              AdvisedBuckets.compared(f)
                  ? "at equal age"
                  : "by views (none of their videos could be compared at equal age)"));
      // a rank is no lead: whether a bucket stands apart is the opportunities' call
      s.append(
          buckets.stream()
              .limit(3)
              .map(StrategyComposer::standing)
              .collect(Collectors.joining(", then ")));
      s.append('.');
    }
    TopPerformers top = f.performance().topPerformingVideos();
    s.append(" Top performers most often open with ")
        .append(withArticle(top.mostCommonHookType().toLowerCase(Locale.ROOT)))
        .append(" hook");
    if (top.transcriptsAnalyzed() == 0) {
      // The arc is read from transcripts only: without one it is unknown, said once, plainly.
      s.append("; their narrative arc is unknown, as no transcript of a top performer was read.");
    } else {
      s.append(" and follow ")
          .append(withArticle(top.mostCommonNarrativeArc().toLowerCase(Locale.ROOT)))
          .append(" arc")
          .append(String.format(Locale.ROOT, " (%d transcripts read).", top.transcriptsAnalyzed()));
    }
    s.append(" Script stages: ")
        .append(
            f.blueprint().recommendedStages().stream()
                .map(
                    st ->
                        st.stage().toLowerCase(Locale.ROOT)
                            + " "
                            + st.recommendedLengthSeconds()
                            + " s")
                .collect(Collectors.joining(", ")))
        .append('.');
    return s.toString();
  }

  /** "an" before a vowel sound's letter ("an unknown", "an explainer"), else "a". */
  private static String withArticle(String phrase) {
    return (!phrase.isEmpty() && "aeiou".indexOf(phrase.charAt(0)) >= 0 ? "an " : "a ") + phrase;
  }

  private static String audience(Findings f) {
    SentimentSummary sum = f.audience().sentimentSummary();
    if (sum.totalCommentsAnalyzed() == 0) {
      return String.format(
          Locale.ROOT,
          "No comments could be read for the %d top videos asked for, so audience sentiment was not measured; engagement level: %s.",
          f.corpus().commentsTried(),
          sum.engagementLevel());
    }
    int n = sum.totalCommentsAnalyzed();
    StringBuilder s =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "%d comments on %d videos: %.0f%% positive, %.0f%% negative, %.0f%% neutral (mean compound %+.2f); overall %s, engagement %s.",
                n,
                sum.totalVideosCovered(),
                100.0 * sum.positiveComments() / n,
                100.0 * sum.negativeComments() / n,
                100.0 * sum.neutralComments() / n,
                sum.averageSentiment(),
                sum.overallSentiment(),
                sum.engagementLevel()));
    mostMentioned(s, "Most praised", f.audience().viewerFeedback().whatViewersLiked());
    mostMentioned(s, "Most criticised", f.audience().viewerFeedback().whatViewersDisliked());
    return s.toString();
  }

  /** The first (most supported) point, when there is one: " Most praised: pacing (12 comments)." */
  private static void mostMentioned(StringBuilder s, String label, List<FeedbackPoint> points) {
    if (!points.isEmpty()) {
      FeedbackPoint top = points.getFirst();
      String category = top.feedbackCategory().toLowerCase(Locale.ROOT);
      int n = top.supportingCommentsCount();
      s.append(" " + label + ": " + category + " (" + n + (n == 1 ? " comment)." : " comments)."));
    }
  }

  /**
   * The competition score with the components of the formula that made it: the niche's when peers
   * were read, the channel's own otherwise (docs/analysis.md, "The niche").
   */
  private static String competition(io.vidlens.analysis.result.NicheAnalysis niche) {
    Map<String, Double> c = niche.components();
    return c.containsKey("upload_volume")
        ? String.format(
            Locale.ROOT,
            "Future competition score %d/100 (from %d peer channel%s: upload volume %.2f,"
                + " saturation %.2f, momentum %.2f)",
            niche.futureCompetitionScore(),
            c.get("peers_read").intValue(),
            c.get("peers_read").intValue() == 1 ? "" : "s",
            c.get("upload_volume"),
            c.get("saturation"),
            c.get("momentum"))
        : String.format(
            Locale.ROOT,
            "Future competition score %d/100 (from the channel alone: popularity %.2f, momentum"
                + " %.2f, format saturation %.2f)",
            niche.futureCompetitionScore(),
            c.get("popularity"),
            c.get("momentum"),
            c.get("format_saturation"));
  }

  private static String opportunities(Findings f, List<ChanceTest> tests) {
    var niche = f.niche();
    StringBuilder s = new StringBuilder(competition(niche));
    s.append(
        niche.nicheScore() == null
            ? "."
            : String.format(Locale.ROOT, ", niche score %.1f.", niche.nicheScore()));
    s.append(AdviceSentences.of(f, tests));
    long small = AdvisedBuckets.tooSmall(f);
    if (small > 0) {
      s.append(
          String.format(
              Locale.ROOT,
              " %d bucket%s of fewer than %d videos %s too small to advise on.",
              small,
              small == 1 ? "" : "s",
              AdvisedBuckets.MIN_VIDEOS,
              small == 1 ? "is" : "are"));
    }
    List<Request> asked = requests(f.corpus());
    if (!asked.isEmpty()) {
      s.append(
          String.format(
              Locale.ROOT,
              " Viewers asked for %d specific %s in comments, most liked first: %s (the suggested"
                  + " topics give those an idea can rest on).",
              asked.size(),
              asked.size() == 1 ? "topic" : "topics",
              asked.stream()
                      .limit(3)
                      .map(r -> "'" + r.topic() + "'")
                      .collect(Collectors.joining(", "))
                  + (asked.size() > 3 ? ", …" : "")));
    }
    return s.toString();
  }

  /** "'Name' (5 videos, median 1.2M views, median equal-age ratio 1.40)". */
  static String standing(AdvisedBuckets.Standing b) {
    ContentBucket bucket = b.bucket();
    return String.format(
        Locale.ROOT,
        "'%s' (%d videos, median %s views%s)",
        bucket.bucketName(),
        bucket.videoCount(),
        Stats.views(bucket.medianViews()),
        b.medianRatio() == null
            ? ""
            : String.format(Locale.ROOT, ", median equal-age ratio %.2f", b.medianRatio()));
  }

  /**
   * The top performing format where it stands apart ({@link AdvisedBuckets#STANDS_OUT} × the
   * channel's usual or more, at equal age or by views where nothing was compared): a format most
   * titles share, or one at par, is no advice.
   */
  static java.util.Optional<FormatGroup> topFormat(Findings f) {
    return f.formats().formatGroups().stream()
        .filter(g -> g.formatName().equals(f.formats().topPerformingFormat()))
        .filter(g -> AdvisedBuckets.standsOut(g.medianEqualAgeRatio(), g.medianViews(), f))
        .findFirst();
  }

  /** The chance test of the leading title format, where it stands apart. */
  private static java.util.Optional<ChanceTest> topFormatTest(Findings f) {
    return topFormat(f).flatMap(g -> BucketAdvice.format(g, f));
  }

  /**
   * A topic viewers asked for: the topic, the most liked comment's likes, its text and its video,
   * and how many distinct comments asked.
   */
  public record Request(String topic, long likes, String quote, String videoId, int askers) {}

  /**
   * Topics viewers asked for, most liked first ({@link CommentRequests}); on a let's-play channel
   * also the games they asked it to play ({@link GameRequests}).
   */
  public static List<Request> requests(Corpus corpus) {
    List<Request> out = new ArrayList<>(CommentRequests.find(corpus));
    String title = corpus.channel() == null ? null : corpus.channel().title();
    if (ChannelKind.of(corpus.videos(), title) == ChannelKind.LETS_PLAY) {
      for (GameRequests.Requested r : GameRequests.of(corpus.comments())) {
        GameRequests.Ask best = r.best();
        if (out.stream().noneMatch(o -> o.topic().equalsIgnoreCase(r.name()))) {
          out.add(
              new Request(
                  r.name(),
                  best.comment().likes(),
                  best.comment().text(),
                  best.videoId(),
                  r.askers()));
        }
      }
      out.sort(Comparator.comparingLong(Request::likes).reversed());
    }
    return out;
  }

  /** Ten topics from comment requests and the buckets' own phrases ({@link TopicSuggestions}). */
  public static List<Topic> topics(Findings f) {
    return TopicSuggestions.of(f);
  }
}
