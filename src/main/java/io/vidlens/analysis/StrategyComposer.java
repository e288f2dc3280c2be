package io.vidlens.analysis;

import io.vidlens.analysis.AnalysisResult.ContentBucket;
import io.vidlens.analysis.AnalysisResult.FeedbackPoint;
import io.vidlens.analysis.AnalysisResult.FormatGroup;
import io.vidlens.analysis.AnalysisResult.SentimentSummary;
import io.vidlens.analysis.AnalysisResult.StrategicRecommendations;
import io.vidlens.analysis.AnalysisResult.TopPerformers;
import io.vidlens.analysis.AnalysisResult.Topic;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * {@code ai_strategic_analysis} and {@code suggested_topics} written from the measured findings
 * without a language model: every sentence states the numbers it rests on. Topics: viewers'
 * requests found in comments first (most liked first), then the best content buckets crossed with
 * the best title formats, until there are ten.
 */
final class StrategyComposer {

  static final int TOPICS = 10;

  private static final Pattern REQUEST =
      Pattern.compile(
          "(?:(?:make|do|cover)\\s+(?:a|an|another)\\s+(?:video|episode)\\s+(?:on|about)|please\\s+(?:cover|explain|talk about|do)|video idea:?)\\s+([^.!?\\n]{3,60})",
          Pattern.CASE_INSENSITIVE);

  static final Map<String, String> TEMPLATES =
      Map.ofEntries(
          Map.entry("Question", "Why Does %s Matter More Than We Think?"),
          Map.entry("List / Number", "7 Surprising Facts About %s"),
          Map.entry("How-to / Tutorial", "How %s Actually Works"),
          Map.entry("Challenge / Experiment", "We Tested %s for 30 Days"),
          Map.entry("Reaction / Review", "Reviewing the Best %s Moments"),
          Map.entry("Before / After / Comparison", "%s: Then vs Now"),
          Map.entry("Superlative", "The Biggest Mysteries of %s"),
          Map.entry("Explainer / Reveal", "The Truth About %s"),
          Map.entry("Personal / Story", "The Story of %s"),
          Map.entry("Negative / Warning", "The Biggest Mistakes About %s"),
          Map.entry("Statement", "%s, Explained"));

  private StrategyComposer() {}

  static StrategicRecommendations recommendations(Findings f) {
    return new StrategicRecommendations(patterns(f), formula(f), audience(f), opportunities(f));
  }

  private static String patterns(Findings f) {
    TopPerformers top = f.performance().topPerformingVideos();
    var c = f.performance().comparisonInsights();
    StringBuilder s = new StringBuilder();
    s.append(
        String.format(
            Locale.ROOT,
            "The %d most viewed of %d analysed videos have a median of %s views",
            top.videoCount(),
            f.corpus().videos().size(),
            Stats.views(c.topMedianViews())));
    if (c.viewsMultiple() != null) {
      s.append(
          String.format(
              Locale.ROOT,
              ", %.2f× the rest (%s)",
              c.viewsMultiple(),
              Stats.views(c.otherMedianViews())));
    }
    s.append(
        String.format(
            Locale.ROOT,
            ". They run %.1f minutes on average against %.1f for all videos, with titles of %.0f characters against %.0f.",
            top.averageLengthMinutes(),
            f.performance().metrics().averageVideoLengthMinutes(),
            top.averageTitleCharacters(),
            f.performance().metrics().averageTitleLengthCharacters()));
    topFormat(f)
        .ifPresent(
            g ->
                s.append(
                    String.format(
                        Locale.ROOT,
                        " The best title format is '%s': median %s views over %d videos.",
                        g.formatName(),
                        Stats.views(g.medianViews()),
                        g.videoCount())));
    var metrics = f.channelData().metrics();
    s.append(
        String.format(
            Locale.ROOT,
            " The channel uploads %.2f videos a month, averaging %s views a month over the analysed period.",
            metrics.averageMonthlyUploads(),
            Stats.views(metrics.averageMonthlyViews())));
    return s.toString();
  }

  private static String formula(Findings f) {
    List<ContentBucket> buckets = f.content().contentBuckets();
    StringBuilder s = new StringBuilder();
    if (buckets.isEmpty()) {
      s.append("No videos could be clustered.");
    } else {
      s.append(String.format(Locale.ROOT, "Of %d content buckets, ", buckets.size()));
      s.append(
          buckets.stream()
              .limit(3)
              .map(
                  b ->
                      String.format(
                          Locale.ROOT,
                          "'%s' (%d videos, median %s views)",
                          b.bucketName(),
                          b.videoCount(),
                          Stats.views(b.medianViews())))
              .collect(Collectors.joining(", then ")));
      s.append(" lead.");
    }
    TopPerformers top = f.performance().topPerformingVideos();
    s.append(" Top performers most often open with a ")
        .append(top.mostCommonHookType().toLowerCase(Locale.ROOT))
        .append(" hook and follow a ")
        .append(top.mostCommonNarrativeArc().toLowerCase(Locale.ROOT))
        .append(" arc");
    s.append(String.format(Locale.ROOT, " (%d transcripts read).", top.transcriptsAnalyzed()));
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
    List<FeedbackPoint> liked = f.audience().viewerFeedback().whatViewersLiked();
    List<FeedbackPoint> disliked = f.audience().viewerFeedback().whatViewersDisliked();
    if (!liked.isEmpty()) {
      s.append(
          String.format(
              Locale.ROOT,
              " Most praised: %s (%d comments).",
              liked.getFirst().feedbackCategory().toLowerCase(Locale.ROOT),
              liked.getFirst().supportingCommentsCount()));
    }
    if (!disliked.isEmpty()) {
      s.append(
          String.format(
              Locale.ROOT,
              " Most criticised: %s (%d comments).",
              disliked.getFirst().feedbackCategory().toLowerCase(Locale.ROOT),
              disliked.getFirst().supportingCommentsCount()));
    }
    return s.toString();
  }

  private static String opportunities(Findings f) {
    var niche = f.niche();
    StringBuilder s =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "Future competition score %d/100 (popularity %.2f, momentum %.2f, format saturation %.2f)",
                niche.futureCompetitionScore(),
                niche.components().get("popularity"),
                niche.components().get("momentum"),
                niche.components().get("format_saturation")));
    s.append(
        niche.nicheScore() == null
            ? "."
            : String.format(Locale.ROOT, ", niche score %.1f.", niche.nicheScore()));
    List<ContentBucket> buckets = f.content().contentBuckets();
    if (!buckets.isEmpty()) {
      ContentBucket best = buckets.getFirst();
      s.append(
          String.format(
              Locale.ROOT,
              " Make more of '%s' (median %s views over %d videos)",
              best.bucketName(),
              Stats.views(best.medianViews()),
              best.videoCount()));
      topFormat(f)
          .ifPresent(g -> s.append(" in the '").append(g.formatName()).append("' title format"));
      s.append('.');
      ContentBucket worst = buckets.getLast();
      if (buckets.size() > 1) {
        s.append(
            String.format(
                Locale.ROOT,
                " Rethink '%s' (median %s views over %d videos).",
                worst.bucketName(),
                Stats.views(worst.medianViews()),
                worst.videoCount()));
      }
    }
    long requests = requests(f.corpus()).size();
    if (requests > 0) {
      s.append(
          String.format(
              Locale.ROOT,
              " Viewers asked for %d specific topics in comments (see suggested topics).",
              requests));
    }
    return s.toString();
  }

  private static java.util.Optional<FormatGroup> topFormat(Findings f) {
    return f.formats().formatGroups().stream()
        .filter(g -> g.formatName().equals(f.formats().topPerformingFormat()))
        .findFirst();
  }

  /** Topics viewers asked for, most liked first: (topic, likes, quote). */
  record Request(String topic, long likes, String quote) {}

  static List<Request> requests(Corpus corpus) {
    List<Request> found = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    corpus.comments().values().stream()
        .flatMap(List::stream)
        .sorted(Comparator.comparingLong(CommentText::likes).reversed())
        .forEach(
            c -> {
              Matcher m = REQUEST.matcher(c.text());
              if (m.find()) {
                String topic = m.group(1).strip().replaceAll("\\s+", " ");
                if (seen.add(topic.toLowerCase(Locale.ROOT))) {
                  found.add(new Request(topic, c.likes(), c.text().strip()));
                }
              }
            });
    return found;
  }

  static List<Topic> topics(Findings f) {
    List<Topic> topics = new ArrayList<>();
    Set<String> titles = new LinkedHashSet<>();
    for (Request r : requests(f.corpus())) {
      if (topics.size() >= 4) {
        break;
      }
      String title = Terms.titleCase(r.topic());
      if (titles.add(title.toLowerCase(Locale.ROOT))) {
        String quote = r.quote().length() > 140 ? r.quote().substring(0, 137) + "..." : r.quote();
        topics.add(
            new Topic(
                title,
                String.format(
                    Locale.ROOT,
                    "Asked for by a viewer in a comment with %s likes: \"%s\"",
                    Stats.count(r.likes()),
                    quote)));
      }
    }
    List<ContentBucket> buckets = f.content().contentBuckets();
    List<FormatGroup> formats = new ArrayList<>(f.formats().formatGroups());
    // Formats the channel has not used come last, so ten topics can always be composed.
    TEMPLATES.keySet().stream()
        .sorted()
        .filter(name -> formats.stream().noneMatch(g -> g.formatName().equals(name)))
        .forEach(name -> formats.add(new FormatGroup(name, "", 0, List.of(), 0, 0)));
    double channelMedian =
        Stats.median(f.corpus().videos().stream().map(VideoSample::viewsOrZero).toList());
    outer:
    for (int round = 0; round < formats.size() && !buckets.isEmpty(); round++) {
      for (ContentBucket b : buckets) {
        FormatGroup g = formats.get((round + buckets.indexOf(b)) % formats.size());
        String subject =
            b.topTerms().stream()
                .limit(2)
                .map(Terms::titleCase)
                .collect(Collectors.joining(" and "));
        if (subject.isEmpty()) {
          continue;
        }
        String title =
            String.format(
                Locale.ROOT, TEMPLATES.getOrDefault(g.formatName(), "%s, Explained"), subject);
        if (!titles.add(title.toLowerCase(Locale.ROOT))) {
          continue;
        }
        String multiple =
            channelMedian > 0
                ? String.format(
                    Locale.ROOT, ", %.2f× the channel median", b.medianViews() / channelMedian)
                : "";
        String format =
            g.videoCount() == 0
                ? String.format(
                    Locale.ROOT,
                    "a title format the channel has not tried yet ('%s')",
                    g.formatName())
                : String.format(
                    Locale.ROOT,
                    "the '%s' title format (median %s views over %d videos)",
                    g.formatName(),
                    Stats.views(g.medianViews()),
                    g.videoCount());
        topics.add(
            new Topic(
                title,
                String.format(
                    Locale.ROOT,
                    "From bucket '%s' (%d videos, median %s views%s) in %s.",
                    b.bucketName(),
                    b.videoCount(),
                    Stats.views(b.medianViews()),
                    multiple,
                    format)));
        if (topics.size() >= TOPICS) {
          break outer;
        }
      }
    }
    return topics;
  }
}
