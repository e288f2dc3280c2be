package io.vidlens.analysis;

import io.vidlens.analysis.api.ResultSection;
import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.analysis.result.AnalysisResult.AiStrategicAnalysis;
import io.vidlens.analysis.result.AnalysisResult.AudienceInsights;
import io.vidlens.analysis.result.AnalysisResult.ChannelData;
import io.vidlens.analysis.result.AnalysisResult.ChannelInfo;
import io.vidlens.analysis.result.AnalysisResult.ComparisonInsights;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.FeedbackPoint;
import io.vidlens.analysis.result.AnalysisResult.FormatGroup;
import io.vidlens.analysis.result.AnalysisResult.Metrics;
import io.vidlens.analysis.result.AnalysisResult.PerformanceAnalysis;
import io.vidlens.analysis.result.AnalysisResult.ScriptStage;
import io.vidlens.analysis.result.AnalysisResult.SentimentSummary;
import io.vidlens.analysis.result.AnalysisResult.StrategicInsights;
import io.vidlens.analysis.result.AnalysisResult.TitleFormatStrategy;
import io.vidlens.analysis.result.AnalysisResult.TopPerformers;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.AnalysisResult.ViewerFeedback;
import io.vidlens.analysis.result.NicheAnalysis;
import io.vidlens.analysis.result.ResultBasis.DataCoverage;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A short account in words of each section of a completed result, for the dashboard's job page (the
 * JSON itself stays one click away). Reads the typed result ({@link StoredResults} reads the stored
 * document into {@link AnalysisResult} once), so results stored by earlier versions read too; a
 * section or field that is missing is left out, never an error.
 */
final class ResultSummary {

  private static final int NAMES = 3;

  private ResultSummary() {}

  static List<ResultSection> of(AnalysisResult result) {
    List<ResultSection> sections = new ArrayList<>();
    if (result == null) {
      return sections;
    }
    ChannelData channel = result.channelData();
    StrategicInsights insights = result.strategicInsights();
    add(sections, "channel", "Channel", lines -> channel(channel, lines));
    if (insights == null) {
      return sections;
    }
    add(sections, "content", "Content strategy", lines -> content(insights, lines));
    add(sections, "titles", "Title formats", lines -> titles(insights, lines));
    add(sections, "audience", "Audience", lines -> audience(insights, lines));
    add(sections, "performance", "Performance", lines -> performance(insights, lines));
    add(sections, "script", "Script blueprint", lines -> script(insights, lines));
    add(sections, "ai", "Strategic analysis", lines -> ai(insights, lines));
    add(sections, "topics", "Suggested topics", lines -> topics(insights, lines));
    add(sections, "niche", "Niche", lines -> niche(insights, lines));
    add(sections, "coverage", "Data coverage", lines -> coverage(insights, lines));
    return sections;
  }

  private static void add(
      List<ResultSection> sections, String id, String title, Consumer<List<String>> summary) {
    List<String> lines = new ArrayList<>();
    summary.accept(lines);
    if (!lines.isEmpty()) {
      sections.add(new ResultSection(id, title, lines.stream().map(ResultSummary::tidy).toList()));
    }
  }

  private static void channel(ChannelData data, List<String> lines) {
    if (data == null) {
      return;
    }
    ChannelInfo info = data.channelInfo();
    if (info != null) {
      List<String> facts = new ArrayList<>();
      if (info.subscriberCount() != null) {
        facts.add(number(info.subscriberCount()) + " subscribers");
      }
      if (info.videosCount() != null) {
        facts.add(number(info.videosCount()) + " videos");
      }
      if (info.viewCount() != null) {
        facts.add(number(info.viewCount()) + " views");
      }
      String title = text(info.title());
      String country = text(info.country());
      if (!title.isEmpty() || !facts.isEmpty()) {
        lines.add(
            (title.isEmpty() ? "" : title + ": ")
                + String.join(", ", facts)
                + (country.isEmpty() ? "" : " (" + country + ")")
                + ".");
      }
    }
    Metrics m = data.metrics();
    if (m == null) {
      return;
    }
    lines.add(
        "About "
            + number(m.averageViewsPerVideo())
            + " views a video, "
            + decimal(m.averageMonthlyUploads())
            + " uploads a month, "
            + minutes(m.averageVideoLength())
            + " long on average.");
    String first = text(m.firstUploadDate());
    String last = text(m.lastUploadDate());
    if (!first.isEmpty() && !last.isEmpty()) {
      lines.add("Uploads from " + day(first) + " to " + day(last) + ".");
    }
  }

  private static void content(StrategicInsights insights, List<String> lines) {
    List<ContentBucket> buckets =
        insights.contentStrategy() == null
            ? List.of()
            : list(insights.contentStrategy().contentBuckets());
    if (buckets.isEmpty()) {
      return;
    }
    ContentBucket largest =
        buckets.stream().max(Comparator.comparingInt(ContentBucket::videoCount)).orElseThrow();
    lines.add(
        count(buckets.size(), "content bucket")
            + ": "
            + names(buckets, ContentBucket::bucketName)
            + ".");
    lines.add(
        "Largest: "
            + text(largest.bucketName())
            + " ("
            + count(largest.videoCount(), "video")
            + ", median "
            + number(largest.medianViews())
            + " views).");
  }

  private static void titles(StrategicInsights insights, List<String> lines) {
    TitleFormatStrategy strategy = insights.titleFormatStrategy();
    if (strategy == null) {
      return;
    }
    List<FormatGroup> groups = list(strategy.formatGroups());
    if (!groups.isEmpty()) {
      lines.add(
          count(groups.size(), "title format")
              + ": "
              + names(groups, FormatGroup::formatName)
              + ".");
    }
    String top = text(strategy.topPerformingFormat());
    if (!top.isEmpty()) {
      lines.add("Best performing: " + top + ".");
    }
  }

  private static void audience(StrategicInsights insights, List<String> lines) {
    AudienceInsights audience = insights.audienceInsights();
    if (audience == null) {
      return;
    }
    SentimentSummary s = audience.sentimentSummary();
    if (s != null && s.overallSentiment() != null) {
      String engagement = text(s.engagementLevel());
      lines.add(
          "Overall "
              + s.overallSentiment()
              + (engagement.isEmpty() ? "" : ", " + engagement + " engagement")
              + ", from "
              + count(s.totalCommentsAnalyzed(), "comment")
              + " on "
              + count(s.totalVideosCovered(), "video")
              + " ("
              + s.positiveComments()
              + " positive, "
              + s.negativeComments()
              + " negative, "
              + s.neutralComments()
              + " neutral).");
    }
    ViewerFeedback feedback = audience.viewerFeedback();
    if (feedback != null) {
      feedback(feedback.whatViewersLiked(), "Viewers liked", lines);
      feedback(feedback.whatViewersDisliked(), "Viewers disliked", lines);
    }
  }

  private static void feedback(List<FeedbackPoint> points, String label, List<String> lines) {
    if (points != null && !points.isEmpty()) {
      lines.add(label + ": " + names(points, FeedbackPoint::feedbackPoint) + ".");
    }
  }

  private static void performance(StrategicInsights insights, List<String> lines) {
    PerformanceAnalysis performance = insights.performanceAnalysis();
    if (performance == null) {
      return;
    }
    TopPerformers top = performance.topPerformingVideos();
    if (top != null) {
      String hook = text(top.mostCommonHookType());
      lines.add(
          "Top "
              + count(top.videoCount(), "video")
              + ": "
              + decimal(top.averageLengthMinutes())
              + " min long on average"
              + (hook.isEmpty() ? "" : ", most often opening with a " + hook + " hook")
              + ".");
    }
    ComparisonInsights comparison = performance.comparisonInsights();
    if (comparison == null) {
      return;
    }
    if (comparison.viewsMultiple() != null) {
      lines.add(
          "They get "
              + decimal(comparison.viewsMultiple())
              + " times the median views of the others ("
              + number(comparison.topMedianViews())
              + " against "
              + number(comparison.otherMedianViews())
              + ").");
    }
    List<String> notes = list(comparison.insights());
    if (!notes.isEmpty()) {
      lines.add(notes.getFirst());
    }
  }

  private static void script(StrategicInsights insights, List<String> lines) {
    List<ScriptStage> stages =
        insights.scriptBlueprint() == null
            ? List.of()
            : list(insights.scriptBlueprint().recommendedStages());
    if (!stages.isEmpty()) {
      List<String> names = new ArrayList<>();
      for (ScriptStage stage : stages) {
        String name = text(stage.stage());
        int seconds = stage.recommendedLengthSeconds();
        names.add(seconds > 0 ? name + " (" + seconds + " s)" : name);
      }
      lines.add(count(stages.size(), "stage") + ": " + String.join(", ", names) + ".");
    }
  }

  private static void ai(StrategicInsights insights, List<String> lines) {
    AiStrategicAnalysis analysis = insights.aiStrategicAnalysis();
    if (analysis == null) {
      return;
    }
    String patterns =
        analysis.strategicRecommendations() == null
            ? ""
            : text(analysis.strategicRecommendations().performancePatterns());
    if (!patterns.isEmpty()) {
      lines.add(firstSentence(patterns));
    }
    String source = text(analysis.source());
    if (!source.isEmpty()) {
      lines.add("Source: " + source + ".");
    }
  }

  private static void topics(StrategicInsights insights, List<String> lines) {
    List<Topic> topics =
        insights.suggestedTopics() == null ? List.of() : list(insights.suggestedTopics().topics());
    if (!topics.isEmpty()) {
      lines.add(
          count(topics.size(), "topic") + ", among them: " + names(topics, Topic::title) + ".");
    }
  }

  private static void niche(StrategicInsights insights, List<String> lines) {
    NicheAnalysis niche = insights.nicheAnalysis();
    if (niche != null) {
      Double score = niche.nicheScore();
      lines.add(
          "Future competition "
              + niche.futureCompetitionScore()
              + " of 100"
              + (score != null ? "; niche score " + decimal(score) : "")
              + ".");
    }
  }

  private static void coverage(StrategicInsights insights, List<String> lines) {
    DataCoverage c = insights.dataCoverage();
    if (c != null) {
      lines.add(
          count(c.videosAnalyzed(), "video")
              + " analysed ("
              + c.videosWithDetails()
              + " with details), transcripts read for "
              + c.transcriptsRead()
              + " of "
              + c.transcriptsRequested()
              + ", comments read for "
              + c.commentVideosRead()
              + " of "
              + c.commentVideosRequested()
              + ".");
    }
  }

  private static <T> List<T> list(List<T> items) {
    return items == null ? List.of() : items;
  }

  /** The first few names of a list, and how many more there are. */
  private static <T> String names(List<T> items, Function<T, String> name) {
    List<String> names = new ArrayList<>();
    for (T item : items) {
      if (names.size() == NAMES) {
        break;
      }
      String n = text(name.apply(item));
      if (!n.isEmpty()) {
        names.add(n);
      }
    }
    int more = items.size() - names.size();
    return String.join(", ", names) + (more > 0 ? " and " + more + " more" : "");
  }

  /** One full stop at the end, not two when a name ends with punctuation ("How to …."). */
  private static String tidy(String line) {
    int n = line.length();
    return n >= 2 && line.charAt(n - 1) == '.' && ".!?…".indexOf(line.charAt(n - 2)) >= 0
        ? line.substring(0, n - 1)
        : line;
  }

  private static String firstSentence(String text) {
    String t = text.strip();
    int end = t.indexOf(". ");
    String sentence = end > 0 ? t.substring(0, end + 1) : t;
    return sentence.length() > 300 ? sentence.substring(0, 299) + "…" : sentence;
  }

  private static String text(String value) {
    return value == null ? "" : value.strip();
  }

  private static String count(long n, String noun) {
    return NumberFormat.getIntegerInstance(Locale.ENGLISH).format(n)
        + " "
        + noun
        + (n == 1 ? "" : "s");
  }

  private static String number(double value) {
    return NumberFormat.getIntegerInstance(Locale.ENGLISH).format(Math.round(value));
  }

  private static String decimal(double value) {
    NumberFormat format = NumberFormat.getNumberInstance(Locale.ENGLISH);
    format.setMaximumFractionDigits(1);
    return format.format(value);
  }

  /** A length given in seconds, in minutes and seconds. */
  private static String minutes(double seconds) {
    long s = Math.round(seconds);
    return s < 60 ? s + " s" : s / 60 + " min " + s % 60 + " s";
  }

  /** The date part of an ISO date-time. */
  private static String day(String iso) {
    return iso.length() >= 10 ? iso.substring(0, 10) : iso;
  }
}
