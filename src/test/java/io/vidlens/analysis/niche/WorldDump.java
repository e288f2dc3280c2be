package io.vidlens.analysis.niche;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.TextStyle;
import java.util.Locale;
import tools.jackson.databind.JsonNode;

/**
 * One analysis as its creator would read it, in markdown, from the result's JSON: the channel's
 * numbers, buckets, series, advice with its chance tests, title formats, ideas with every piece of
 * evidence, the niche, when it posts, and the caveats.
 */
final class WorldDump {

  private WorldDump() {}

  static String of(String heading, JsonNode r) {
    StringBuilder out = new StringBuilder("## ").append(heading).append("\n\n");
    JsonNode m = r.at("/channel_data/metrics");
    JsonNode si = r.get("strategic_insights");
    out.append("### channel data\n")
        .append(
            String.format(
                "- uploads/month %.1f, views/month %.0f, views/video %.0f, avg length %.0f s%n",
                m.path("average_monthly_uploads").asDouble(),
                m.path("average_monthly_views").asDouble(),
                m.path("average_views_per_video").asDouble(),
                m.path("average_video_length").asDouble()))
        .append(
            String.format(
                "- cadence span %.2f days (%s); first %s, last %s%n",
                si.at("/data_coverage/cadence/span_days").asDouble(),
                si.at("/data_coverage/cadence/monthly_views_basis").asString(""),
                m.path("first_upload_date").asString("n/a"),
                m.path("last_upload_date").asString("")))
        .append("- equal age: ")
        .append(si.at("/data_coverage/equal_age").toString())
        .append("\n\n");
    buckets(out, si.at("/content_strategy"));
    advice(out, si.at("/ai_strategic_analysis/strategic_recommendations"));
    out.append("### title formats (top: ")
        .append(si.at("/title_format_strategy/top_performing_format").asString(""))
        .append(")\n");
    for (JsonNode g : si.at("/title_format_strategy/format_groups")) {
      out.append(
          String.format(
              "- %s [%d videos, median %.0f, equal-age %s]: %s%n",
              g.path("format_name").asString(),
              g.path("video_count").asInt(),
              g.path("median_views").asDouble(),
              g.path("median_equal_age_ratio").toString(),
              titles(g.path("videos"))));
    }
    ideas(out, si.get("suggested_topics"));
    niche(out, si.get("niche_analysis"));
    postingTimes(out, si.at("/content_strategy/content_buckets"));
    return out.append("\n").toString();
  }

  private static void buckets(StringBuilder out, JsonNode cs) {
    out.append("### content buckets\n");
    for (JsonNode b : cs.path("content_buckets")) {
      out.append(
          String.format(
              "- **%s** [%s, conf %.2f, %d videos, median %.0f]: %s%n",
              b.path("bucket_name").asString(),
              b.path("bucket_kind").asString(),
              b.path("confidence_score").asDouble(),
              b.path("video_count").asInt(),
              b.path("median_views").asDouble(),
              titles(b.path("videos"))));
    }
    out.append("\n### series\n");
    for (JsonNode s : cs.path("series")) {
      out.append(
          String.format(
              "- **%s** `%s` [%d videos, equal-age ratio %s, by %s]%n",
              s.path("name").asString(),
              s.path("template").asString(),
              s.path("video_count").asInt(),
              s.path("median_equal_age_ratio").toString(),
              s.path("detected_by").asString("")));
    }
    for (JsonNode f : cs.path("flagged_videos")) {
      out.append("- flagged: ").append(f.toString()).append("\n");
    }
    out.append("\n");
  }

  private static void advice(StringBuilder out, JsonNode rec) {
    out.append("### strategic recommendations\n");
    for (String field :
        new String[] {
          "performance_patterns",
          "content_formula_discovery",
          "audience_behavior_insights",
          "strategic_opportunities"
        }) {
      out.append("- *")
          .append(field)
          .append("*: ")
          .append(rec.path(field).asString(""))
          .append("\n");
    }
    for (JsonNode c : rec.path("chance_tests")) {
      out.append(
          String.format(
              "- chance test: %s (%s, %s) ratio %.2f, %d vs %d videos, p %.3f (alpha %.2f),"
                  + " controlled %s, named %s, advised %s%n",
              c.path("group_name").asString(),
              c.path("group_kind").asString(),
              c.path("direction").asString(),
              c.path("median_equal_age_ratio").asDouble(),
              c.path("group_videos").asInt(),
              c.path("rest_videos").asInt(),
              c.path("p_value").asDouble(),
              c.path("alpha").asDouble(),
              c.path("controlled").toString(),
              c.path("named").toString(),
              c.path("advised").asBoolean()));
    }
    out.append("\n");
  }

  private static void ideas(StringBuilder out, JsonNode topics) {
    out.append("\n### suggested topics (")
        .append(topics.path("total_topics").asInt())
        .append(")\n");
    for (JsonNode t : topics.path("topics")) {
      out.append("- **")
          .append(t.path("title").asString())
          .append("**: ")
          .append(t.path("description").asString())
          .append("\n");
      for (JsonNode e : t.path("evidence")) {
        out.append(
            String.format(
                "  - %s: \"%s\" (%s) %s views, equal-age %s%n",
                e.path("source").asString("own"),
                e.path("title").asString(),
                e.path("channel_name").asString("own channel"),
                e.path("views").toString(),
                e.path("age_adjusted_score").toString()));
      }
    }
    if (topics.has("shortfall")) {
      out.append("- *shortfall*: ").append(topics.get("shortfall").asString()).append("\n");
    }
    out.append("\n");
  }

  private static void niche(StringBuilder out, JsonNode n) {
    out.append("### niche\n")
        .append(
            String.format(
                "- competition %d, niche score %s, components %s, requests %s%n",
                n.path("future_competition_score").asInt(),
                n.path("niche_score").toString(),
                n.path("components").toString(),
                n.path("requests").toString()));
    for (JsonNode p : n.path("peers")) {
      out.append(
          String.format(
              "- peer %s (%s, similarity %.3f, %s subscribers)%n",
              p.path("channel_name").asString(),
              p.path("source").asString(),
              p.path("similarity").asDouble(),
              p.path("subscribers").toString()));
    }
    for (JsonNode o : n.path("outlier_subjects")) {
      out.append("- outlier subject \"")
          .append(o.path("subject").asString())
          .append("\" on ")
          .append(o.path("channels").asInt())
          .append(" channel(s):");
      for (JsonNode v : o.path("videos")) {
        out.append(
            String.format(
                " \"%s\" (%s, %s views, %.1f×);",
                v.path("title").asString(),
                v.path("channel_name").asString(),
                v.path("views").toString(),
                v.path("equal_age_score").asDouble()));
      }
      out.append("\n");
    }
    for (JsonNode c : n.path("caveats")) {
      out.append("- caveat: ").append(c.asString()).append("\n");
    }
    out.append("\n");
  }

  /** As the report's cadence section reads them: exact times only, by weekday and hour (UTC). */
  private static void postingTimes(StringBuilder out, JsonNode buckets) {
    int[] days = new int[7];
    int[] hours = new int[24];
    int exact = 0;
    int dated = 0;
    for (JsonNode b : buckets) {
      for (JsonNode v : b.path("videos")) {
        if (v.path("published_at").isString()) {
          dated++;
          if (v.path("publish_time_exact").asBoolean(false)) {
            var t = Instant.parse(v.get("published_at").asString()).atOffset(ZoneOffset.UTC);
            days[t.getDayOfWeek().getValue() - 1]++;
            hours[t.getHour()]++;
            exact++;
          }
        }
      }
    }
    out.append("### posting times\n");
    if (exact == 0) {
      out.append("- no chart: none of ").append(dated).append(" dated videos has an exact time\n");
      return;
    }
    out.append("- ").append(exact).append(" of ").append(dated).append(" exact; weekdays:");
    for (int d = 0; d < 7; d++) {
      out.append(" ")
          .append(DayOfWeek.of(d + 1).getDisplayName(TextStyle.SHORT, Locale.ENGLISH))
          .append(" ")
          .append(days[d]);
    }
    out.append("; hours:");
    for (int h = 0; h < 24; h++) {
      if (hours[h] > 0) {
        out.append(String.format(" %02d:%d", h, hours[h]));
      }
    }
    out.append("\n");
  }

  private static String titles(JsonNode videos) {
    StringBuilder s = new StringBuilder();
    for (JsonNode v : videos) {
      s.append(s.isEmpty() ? "" : " · ").append(v.path("title").asString());
    }
    return s.toString();
  }
}
