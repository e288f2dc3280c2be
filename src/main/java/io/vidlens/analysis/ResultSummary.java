package io.vidlens.analysis;

import io.vidlens.analysis.api.ResultSection;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;

/**
 * A short account in words of each section of a completed result, for the dashboard's job page (the
 * JSON itself stays one click away). Reads the stored result document, which is the API's answer
 * (snake_case names, see the API's result schema), so results stored by earlier versions read too;
 * a section or field that is missing is left out, never an error.
 */
final class ResultSummary {

  private static final int NAMES = 3;

  private ResultSummary() {}

  static List<ResultSection> of(JsonNode result) {
    List<ResultSection> sections = new ArrayList<>();
    if (result == null || !result.isObject()) {
      return sections;
    }
    JsonNode channel = result.path("channel_data");
    JsonNode insights = result.path("strategic_insights");
    add(sections, "channel", "Channel", lines -> channel(channel, lines));
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

  private static void channel(JsonNode data, List<String> lines) {
    JsonNode info = data.path("channel_info");
    List<String> facts = new ArrayList<>();
    if (info.hasNonNull("subscriberCount")) {
      facts.add(number(info.path("subscriberCount")) + " subscribers");
    }
    if (info.hasNonNull("videosCount")) {
      facts.add(number(info.path("videosCount")) + " videos");
    }
    if (info.hasNonNull("viewCount")) {
      facts.add(number(info.path("viewCount")) + " views");
    }
    String title = text(info, "title");
    String country = text(info, "country");
    if (!title.isEmpty() || !facts.isEmpty()) {
      lines.add(
          (title.isEmpty() ? "" : title + ": ")
              + String.join(", ", facts)
              + (country.isEmpty() ? "" : " (" + country + ")")
              + ".");
    }
    JsonNode m = data.path("metrics");
    if (m.has("average_views_per_video") || m.has("average_monthly_uploads")) {
      lines.add(
          "About "
              + number(m.path("average_views_per_video"))
              + " views a video, "
              + decimal(m.path("average_monthly_uploads"))
              + " uploads a month, "
              + minutes(m.path("average_video_length"))
              + " long on average.");
    }
    String first = text(m, "first_upload_date");
    String last = text(m, "last_upload_date");
    if (!first.isEmpty() && !last.isEmpty()) {
      lines.add("Uploads from " + day(first) + " to " + day(last) + ".");
    }
  }

  private static void content(JsonNode insights, List<String> lines) {
    JsonNode buckets = insights.path("content_strategy").path("content_buckets");
    if (!buckets.isArray() || buckets.isEmpty()) {
      return;
    }
    JsonNode largest = null;
    for (JsonNode b : buckets) {
      if (largest == null || b.path("video_count").asInt() > largest.path("video_count").asInt()) {
        largest = b;
      }
    }
    lines.add(count(buckets.size(), "content bucket") + ": " + names(buckets, "bucket_name") + ".");
    lines.add(
        "Largest: "
            + text(largest, "bucket_name")
            + " ("
            + count(largest.path("video_count").asInt(), "video")
            + ", median "
            + number(largest.path("median_views"))
            + " views).");
  }

  private static void titles(JsonNode insights, List<String> lines) {
    JsonNode strategy = insights.path("title_format_strategy");
    JsonNode groups = strategy.path("format_groups");
    if (groups.isArray() && !groups.isEmpty()) {
      lines.add(count(groups.size(), "title format") + ": " + names(groups, "format_name") + ".");
    }
    String top = text(strategy, "top_performing_format");
    if (!top.isEmpty()) {
      lines.add("Best performing: " + top + ".");
    }
  }

  private static void audience(JsonNode insights, List<String> lines) {
    JsonNode audience = insights.path("audience_insights");
    JsonNode s = audience.path("sentiment_summary");
    if (s.has("overall_sentiment")) {
      String engagement = text(s, "engagement_level");
      lines.add(
          "Overall "
              + text(s, "overall_sentiment")
              + (engagement.isEmpty() ? "" : ", " + engagement + " engagement")
              + ", from "
              + count(s.path("total_comments_analyzed").asInt(), "comment")
              + " on "
              + count(s.path("total_videos_covered").asInt(), "video")
              + " ("
              + s.path("positive_comments").asInt()
              + " positive, "
              + s.path("negative_comments").asInt()
              + " negative, "
              + s.path("neutral_comments").asInt()
              + " neutral).");
    }
    JsonNode feedback = audience.path("viewer_feedback");
    feedback(feedback.path("what_viewers_liked"), "Viewers liked", lines);
    feedback(feedback.path("what_viewers_disliked"), "Viewers disliked", lines);
  }

  private static void feedback(JsonNode points, String label, List<String> lines) {
    if (points.isArray() && !points.isEmpty()) {
      lines.add(label + ": " + names(points, "feedback_point") + ".");
    }
  }

  private static void performance(JsonNode insights, List<String> lines) {
    JsonNode performance = insights.path("performance_analysis");
    JsonNode top = performance.path("top_performing_videos");
    if (top.has("video_count")) {
      String hook = text(top, "most_common_hook_type");
      lines.add(
          "Top "
              + count(top.path("video_count").asInt(), "video")
              + ": "
              + decimal(top.path("average_length_minutes"))
              + " min long on average"
              + (hook.isEmpty() ? "" : ", most often opening with a " + hook + " hook")
              + ".");
    }
    JsonNode comparison = performance.path("comparison_insights");
    JsonNode multiple = comparison.path("views_multiple");
    if (multiple.isNumber()) {
      lines.add(
          "They get "
              + decimal(multiple)
              + " times the median views of the others ("
              + number(comparison.path("top_median_views"))
              + " against "
              + number(comparison.path("other_median_views"))
              + ").");
    }
    JsonNode notes = comparison.path("insights");
    if (notes.isArray() && !notes.isEmpty()) {
      lines.add(notes.get(0).asString());
    }
  }

  private static void script(JsonNode insights, List<String> lines) {
    JsonNode stages = insights.path("script_blueprint").path("recommended_stages");
    if (stages.isArray() && !stages.isEmpty()) {
      List<String> names = new ArrayList<>();
      for (JsonNode stage : stages) {
        String name = text(stage, "stage");
        int seconds = stage.path("recommended_length_seconds").asInt();
        names.add(seconds > 0 ? name + " (" + seconds + " s)" : name);
      }
      lines.add(count(stages.size(), "stage") + ": " + String.join(", ", names) + ".");
    }
  }

  private static void ai(JsonNode insights, List<String> lines) {
    JsonNode analysis = insights.path("ai_strategic_analysis");
    String patterns = text(analysis.path("strategic_recommendations"), "performance_patterns");
    if (!patterns.isEmpty()) {
      lines.add(firstSentence(patterns));
    }
    String source = text(analysis, "source");
    if (!source.isEmpty()) {
      lines.add("Source: " + source + ".");
    }
  }

  private static void topics(JsonNode insights, List<String> lines) {
    JsonNode topics = insights.path("suggested_topics").path("topics");
    if (topics.isArray() && !topics.isEmpty()) {
      lines.add(count(topics.size(), "topic") + ", among them: " + names(topics, "title") + ".");
    }
  }

  private static void niche(JsonNode insights, List<String> lines) {
    JsonNode niche = insights.path("niche_analysis");
    if (niche.has("future_competition_score")) {
      JsonNode score = niche.path("niche_score");
      lines.add(
          "Future competition "
              + niche.path("future_competition_score").asInt()
              + " of 100"
              + (score.isNumber() ? "; niche score " + decimal(score) : "")
              + ".");
    }
  }

  private static void coverage(JsonNode insights, List<String> lines) {
    JsonNode c = insights.path("data_coverage");
    if (c.has("videos_analyzed")) {
      lines.add(
          count(c.path("videos_analyzed").asInt(), "video")
              + " analysed ("
              + c.path("videos_with_details").asInt()
              + " with details), transcripts read for "
              + c.path("transcripts_read").asInt()
              + " of "
              + c.path("transcripts_requested").asInt()
              + ", comments read for "
              + c.path("comment_videos_read").asInt()
              + " of "
              + c.path("comment_videos_requested").asInt()
              + ".");
    }
  }

  /** The first few names of a list, and how many more there are. */
  private static String names(JsonNode items, String field) {
    List<String> names = new ArrayList<>();
    for (JsonNode item : items) {
      if (names.size() == NAMES) {
        break;
      }
      String name = text(item, field);
      if (!name.isEmpty()) {
        names.add(name);
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

  private static String text(JsonNode node, String field) {
    JsonNode value = node == null ? null : node.get(field);
    return value == null || value.isNull() || value.isContainer() ? "" : value.asString().strip();
  }

  private static String count(long n, String noun) {
    return NumberFormat.getIntegerInstance(Locale.ENGLISH).format(n)
        + " "
        + noun
        + (n == 1 ? "" : "s");
  }

  private static String number(JsonNode value) {
    return NumberFormat.getIntegerInstance(Locale.ENGLISH).format(Math.round(value.asDouble()));
  }

  private static String decimal(JsonNode value) {
    NumberFormat format = NumberFormat.getNumberInstance(Locale.ENGLISH);
    format.setMaximumFractionDigits(1);
    return format.format(value.asDouble());
  }

  /** A length given in seconds, in minutes and seconds. */
  private static String minutes(JsonNode seconds) {
    long s = Math.round(seconds.asDouble());
    return s < 60 ? s + " s" : s / 60 + " min " + s % 60 + " s";
  }

  /** The date part of an ISO date-time. */
  private static String day(String iso) {
    return iso.length() >= 10 ? iso.substring(0, 10) : iso;
  }
}
