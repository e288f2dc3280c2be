package io.vidlens.analysis.ideas;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import io.vidlens.analysis.AnalysisJobReplayTest;
import io.vidlens.analysis.AnalysisNumbersReplayTest;
import io.vidlens.analysis.IdeaSplices;
import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ReplayServerTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * The recorded channels analysed as a client sees them, read as their creators would: their own
 * series found and named, promotions flagged, buckets that never split a series, and ideas that
 * read as video titles. The analyses are written to {@code target/analysis-structure-replay.md}.
 */
@TestPropertySource(
    properties = {"vidlens.analysis.poll-interval=100ms", "vidlens.analysis.stage-backoff=50ms"})
class ChannelStructureReplayTest extends ReplayServerTest {

  static final Map<String, String> CHANNELS = new LinkedHashMap<>();

  static {
    CHANNELS.put("Captain Disillusion", "UCEOXxzW2vU0P-0THehuIIeg");
    CHANNELS.put("Kurzgesagt", "UCsXVk37bltHxD1rDPwtNM8Q");
    CHANNELS.put("Vsauce", "UC6nSFpj9HTCZ5t-N3Rm3-HA");
    CHANNELS.put("Shemp", "UCEAXWzgcuF6XEiJcszhikQA");
    CHANNELS.put("NBC News", "UCeY0bbntWzzVIaj2z3QigXg");
    CHANNELS.put("24 News HD", "UCcmpeVbSSQlZRvHfdC-CRwg");
    CHANNELS.put("Trap City", "UC65afEgL62PGFWXY7n6CUbA");
    CHANNELS.put("Laphroaig", "UCbfnHqxXs_K3kvaH-WlNlig");
    CHANNELS.put("Creative Commons", "UCTwECeGqMZee77BjdoYtI2Q");
    CHANNELS.put("One video", "UCUaQMQS9lY5lit3vurpXQ6w");
  }

  static final Map<String, JsonNode> RESULTS = new LinkedHashMap<>();

  @Autowired ApiKeyService keys;

  JsonNode analysis(String channel) throws Exception {
    synchronized (RESULTS) {
      if (!RESULTS.containsKey(channel)) {
        IssuedKey key = keys.create("structure-" + System.nanoTime(), "k", null);
        ApiClient client = api().withKey(key.secret());
        JsonNode created = client.get(AnalysisJobReplayTest.CREATE + CHANNELS.get(channel)).json();
        JsonNode done =
            AnalysisJobReplayTest.waitForResult(client, created.get(0).get("job_id").asString());
        RESULTS.put(channel, done.get("result"));
      }
      return RESULTS.get(channel);
    }
  }

  @Test
  void dump() throws Exception {
    StringBuilder out = new StringBuilder();
    for (String channel : CHANNELS.keySet()) {
      JsonNode r = analysis(channel);
      JsonNode cs = r.at("/strategic_insights/content_strategy");
      out.append("## ").append(channel).append("\n\n### buckets\n");
      for (JsonNode b : cs.get("content_buckets")) {
        out.append(
            String.format(
                "- %s [%s, conf %.2f, %d videos, median %.0f]: %s%n",
                b.get("bucket_name").asString(),
                b.get("bucket_kind").asString(),
                b.get("confidence_score").asDouble(),
                b.get("video_count").asInt(),
                b.get("median_views").asDouble(),
                titles(b.get("videos"))));
      }
      out.append("\n### series\n");
      for (JsonNode s : cs.get("series")) {
        out.append("- ").append(s.toString()).append("\n");
      }
      out.append("\n### flagged\n");
      for (JsonNode f : cs.get("flagged_videos")) {
        out.append("- ").append(f.toString()).append("\n");
      }
      out.append("\n### topics");
      JsonNode shortfall = r.at("/strategic_insights/suggested_topics/shortfall");
      out.append(shortfall.isMissingNode() ? "" : " (" + shortfall.asString() + ")").append("\n");
      for (JsonNode t : r.at("/strategic_insights/suggested_topics/topics")) {
        out.append("- **")
            .append(t.get("title").asString())
            .append("**: ")
            .append(t.get("description").asString())
            .append("\n");
      }
      out.append("\n### niche\n");
      JsonNode niche = r.at("/strategic_insights/niche_analysis");
      for (JsonNode p : niche.path("peers")) {
        out.append(
            String.format(
                "- peer %s (%s, %.3f)%n",
                p.get("channel_name").asString(),
                p.get("source").asString(),
                p.get("similarity").asDouble()));
      }
      for (JsonNode o : niche.path("outlier_subjects")) {
        out.append("- outlier subject \"")
            .append(o.get("subject").asString())
            .append("\" on ")
            .append(o.get("channels").asInt())
            .append(" channel(s)\n");
      }
      out.append("\n### formats\n");
      for (JsonNode g : r.at("/strategic_insights/title_format_strategy/format_groups")) {
        out.append("- ")
            .append(g.get("format_name").asString())
            .append(" ")
            .append(g.get("video_count").asInt())
            .append("\n");
      }
      out.append("\n");
    }
    Path file = Path.of("target", "analysis-structure-replay.md");
    Files.writeString(file, out.toString());
    assertThat(RESULTS).hasSize(CHANNELS.size());
  }

  private static String titles(JsonNode videos) {
    StringBuilder s = new StringBuilder();
    for (JsonNode v : videos) {
      s.append(s.isEmpty() ? "" : " · ").append(v.get("title").asString());
    }
    return s.toString();
  }

  static JsonNode series(JsonNode result, String name) {
    for (JsonNode s : result.at("/strategic_insights/content_strategy/series")) {
      if (s.get("name").asString().equals(name)) {
        return s;
      }
    }
    throw new AssertionError("no series " + name);
  }

  @Test
  void captainDisillusionsConventionsAreItsSeriesAndNoneIsSplit() throws Exception {
    JsonNode r = analysis("Captain Disillusion");
    assertThat(series(r, "CD").get("template").asString()).isEqualTo("CD / X");
    assertThat(series(r, "CD").get("video_count").asInt()).isEqualTo(10);
    assertThat(series(r, "Quick D").get("template").asString()).isEqualTo("X | Quick D");
    assertThat(series(r, "Quick D").get("video_count").asInt()).isEqualTo(7);
    assertThat(series(r, "DEBUNK").get("template").asString()).isEqualTo("X DEBUNK");
    assertThat(series(r, "CD").at("/episode_decay/ordered_by").asString()).isEqualTo("upload date");
    assertThat(series(r, "CD").get("views_basis").asString())
        .contains("as shown today")
        .contains("as Get Outliers compares them");
    // The series is compared at equal age too (Get Outliers' method), not only by raw views.
    assertThat(series(r, "CD").get("median_equal_age_ratio").isNumber()).isTrue();
    assertThat(series(r, "CD").at("/episode_decay").has("retained_at_equal_age")).isTrue();
    JsonNode buckets = r.at("/strategic_insights/content_strategy/content_buckets");
    for (String name : new String[] {"CD", "Quick D", "DEBUNK"}) {
      int holding = 0;
      for (JsonNode b : buckets) {
        if (b.get("bucket_name").asString().equals(name)) {
          holding++;
          assertThat(b.get("bucket_kind").asString()).isEqualTo("series");
          assertThat(b.get("video_count").asInt())
              .isEqualTo(series(r, name).get("video_count").asInt());
        }
      }
      assertThat(holding).as(name + " is one bucket").isEqualTo(1);
    }
    for (JsonNode g : r.at("/strategic_insights/title_format_strategy/format_groups")) {
      assertThat(g.get("format_name").asString()).isNotEqualTo("List / Number");
    }
  }

  @Test
  void shempsNumberedSeriesHasItsEpisodeDecay() throws Exception {
    JsonNode s = series(analysis("Shemp"), "Collect-A-Thon");
    assertThat(s.get("template").asString()).isEqualTo("X | Collect-A-Thon Ep. N");
    assertThat(s.at("/episode_decay/ordered_by").asString()).isEqualTo("episode number");
    assertThat(s.at("/episode_decay/first/title").asString()).endsWith("Ep. 2");
    assertThat(s.at("/episode_decay/latest/title").asString()).endsWith("Ep. 3");
  }

  @Test
  void aNewsChannelsShowsAreSeriesAndNoBucketIsAFirstNameOrAMonth() throws Exception {
    JsonNode r = analysis("NBC News");
    assertThat(series(r, "Full interview").get("template").asString())
        .isEqualTo("X: Full interview");
    assertThat(series(r, "NBC Nightly News Full Episode").get("template").asString())
        .isEqualTo("NBC Nightly News Full Episode (date)");
    for (JsonNode b : r.at("/strategic_insights/content_strategy/content_buckets")) {
      assertThat(b.get("bucket_name").asString()).isNotIn("Todd", "Jan", "Morning", "Alex");
    }
    assertThat(
            r.at(
                    "/strategic_insights/ai_strategic_analysis/strategic_recommendations/strategic_opportunities")
                .asString())
        // Three interviews ahead of 23 videos within the same length is chance (p ≈ 0.43, issue
        // 37): said, never advised, and no interview is to be a "List / Number" title.
        .contains("'Full interview' (3 videos")
        .contains("not distinguishable from chance")
        .doesNotContain("Make more of 'Full interview'")
        .doesNotContain("'List / Number' title format");
    // Every recorded NBC video is under 48 hours old: its day is compared within its hour groups
    // (26 of 30: 10 of 3–5 hours, 8 of 12–23 hours, 8 of 1 day; the 1- and 6-hour ones and two
    // under an hour are too few of their age), and every recommendation cites its videos with
    // their age-adjusted scores.
    JsonNode ages = r.at("/strategic_insights/data_coverage/equal_age");
    assertThat(ages.get("scored").asInt()).isEqualTo(26);
    assertThat(ages.get("too_recent").asInt()).isEqualTo(4);
    assertThat(
            r.at(
                    "/strategic_insights/ai_strategic_analysis/strategic_recommendations/performance_patterns")
                .asString())
        .startsWith("The 6 best at equal age of 30 analysed videos");
    r.at("/strategic_insights/ai_strategic_analysis/strategic_recommendations/evidence")
        .forEach(
            list -> {
              assertThat(list.size()).isGreaterThanOrEqualTo(3);
              list.forEach(e -> assertThat(e.get("age_adjusted_score").isNumber()).isTrue());
            });
    JsonNode news = analysis("24 News HD");
    series(news, "Morning With Fiza");
    for (JsonNode b : news.at("/strategic_insights/content_strategy/content_buckets")) {
      assertThat(b.get("bucket_name").asString()).doesNotContain("24 News");
    }
    assertThat(news.at("/strategic_insights/content_strategy/flagged_videos").size())
        .as("a news channel's short clips are no promotions")
        .isZero();
  }

  @Test
  void vsaucesGiveawayIsFlaggedAndTopicsReadAsTitles() throws Exception {
    JsonNode r = analysis("Vsauce");
    JsonNode flagged = r.at("/strategic_insights/content_strategy/flagged_videos");
    assertThat(flagged.size()).isEqualTo(1);
    assertThat(flagged.get(0).get("title").asString())
        .isEqualTo("Giving Away My Beard For Charity!");
    for (String channel : CHANNELS.keySet()) {
      for (JsonNode t : analysis(channel).at("/strategic_insights/suggested_topics/topics")) {
        assertThat(t.get("title").asString().split("\\s+").length)
            .as(channel + ": " + t.get("title").asString())
            .isGreaterThanOrEqualTo(3);
        assertThat(t.get("evidence").size()).isGreaterThanOrEqualTo(3);
      }
    }
  }

  @Test
  void everyRecordedChannelsBucketsAreAsStrongAsItsDataAndItsIdeasReadAsTitles() throws Exception {
    for (String channel : CHANNELS.keySet()) {
      JsonNode r = analysis(channel);
      JsonNode cs = r.at("/strategic_insights/content_strategy");
      JsonNode buckets = cs.get("content_buckets");
      List<String> titles = new ArrayList<>();
      buckets.forEach(b -> b.get("videos").forEach(v -> titles.add(v.get("title").asString())));
      int analysed = r.at("/strategic_insights/data_coverage/videos_analyzed").asInt();
      assertThat(titles).as(channel + ": every video in one bucket").hasSize(analysed);
      int largestSeries = 0;
      for (JsonNode s : cs.get("series")) {
        largestSeries = Math.max(largestSeries, s.get("video_count").asInt());
      }
      // a series is never split to reach six: Vsauce's Mind Field holds 16 of its 28 videos
      if (analysed >= 3 * ContentBuckets.MIN_BUCKETS && largestSeries * 2 <= analysed) {
        assertThat(buckets.size()).as(channel + ": six or more").isGreaterThanOrEqualTo(6);
      }
      for (JsonNode b : buckets) {
        String name = b.get("bucket_name").asString();
        String kind = b.get("bucket_kind").asString();
        if (kind.equals("weak")) {
          assertThat(b.get("confidence_score").asDouble())
              .as(channel + ": " + name)
              .isLessThanOrEqualTo(ContentBuckets.WEAK_CAP);
        }
        if (kind.equals("topic") && !name.contains(" ")) {
          long using = titles.stream().filter(t -> usesWord(t, name)).count();
          // a news channel's story is its report and update: two titles, no other using its word
          long holding = b.get("videos").size();
          assertThat(using)
              .as(channel + ": one-word theme '" + name + "' has three titles behind it")
              .isGreaterThanOrEqualTo(
                  channel.contains("News") && using == holding
                      ? NewsStories.MIN_TITLES
                      : Names.SINGLE_WORD_SUPPORT);
        }
        assertThat(ChannelSeries.isMonth(name)).isFalse();
      }
      // no series split: each series is exactly one bucket of its size
      for (JsonNode s : cs.get("series")) {
        int holding = 0;
        for (JsonNode b : buckets) {
          if (b.get("bucket_name").asString().equals(s.get("name").asString())) {
            holding++;
            assertThat(b.get("video_count").asInt()).isEqualTo(s.get("video_count").asInt());
          }
        }
        assertThat(holding).as(channel + ": series " + s.get("name")).isEqualTo(1);
      }
      String opportunities =
          r.at(
                  "/strategic_insights/ai_strategic_analysis/strategic_recommendations/strategic_opportunities")
              .asString();
      AnalysisNumbersReplayTest.assertAdviceOnlyWhereABucketStandsApart(opportunities);
      JsonNode topics = r.at("/strategic_insights/suggested_topics");
      assertThat(topics.get("total_topics").asInt()).isEqualTo(topics.get("topics").size());
      // Fewer than ten ideas say why; ten may too (fewer than half from outside the channel).
      if (topics.get("topics").size() < 10) {
        assertThat(topics.has("shortfall")).as(channel + ": fewer than ten ideas say why").isTrue();
      }
      Set<String> existing = new HashSet<>();
      titles.forEach(t -> existing.add(t.toLowerCase(Locale.ROOT)));
      for (JsonNode t : topics.get("topics")) {
        String title = t.get("title").asString();
        List<String> words = ChannelSeries.words(title.toLowerCase(Locale.ROOT));
        assertThat(words).as(channel + ": " + title).hasSizeGreaterThanOrEqualTo(3);
        for (int i = 1; i < words.size(); i++) {
          assertThat(words.get(i))
              .as(channel + ": no doubled word in " + title)
              .isNotEqualTo(words.get(i - 1));
        }
        assertThat(existing)
            .as(channel + ": not restated")
            .doesNotContain(title.toLowerCase(Locale.ROOT));
        assertThat(title).as(channel).doesNotContain("You Have Actual").doesNotContain("You Has");
      }
      // issue 37: no idea restates or splices the channel's own titles
      List<String> ideas = new ArrayList<>();
      List<Boolean> outside = new ArrayList<>();
      for (JsonNode t : topics.get("topics")) {
        ideas.add(t.get("title").asString());
        boolean peer = false;
        for (JsonNode e : t.get("evidence")) {
          peer |= e.path("source").asString("").equals("niche_outlier");
        }
        outside.add(peer);
      }
      assertThat(IdeaSplices.faults(ideas, outside, titles)).as(channel).isEmpty();
    }
    JsonNode kurz =
        analysis("Kurzgesagt").at("/strategic_insights/content_strategy/content_buckets");
    List<String> names = new ArrayList<>();
    kurz.forEach(b -> names.add(b.get("bucket_name").asString()));
    assertThat(names).doesNotContain("Trees", "History").contains(ContentBuckets.PROMOTIONS);
    // the news channels' ideas: none of its own stories again; each says why it has none or few
    // (24 News HD: its one peer's videos hold no outlier; NBC News: its interview show could
    // only take names from its own titles)
    assertThat(
            analysis("24 News HD").at("/strategic_insights/suggested_topics/shortfall").asString())
        .contains("fill none of its templates")
        .contains("A news channel gets follow-ups");
    assertThat(analysis("NBC News").at("/strategic_insights/suggested_topics/shortfall").asString())
        .contains("\"X: Full interview\"")
        .contains("fill none of its templates");
  }

  @Test
  void captainDisillusionsSeriesGetNoSubjectItHasFilmedAndTheShortfallSaysWhereTheNextComesFrom()
      throws Exception {
    JsonNode t = analysis("Captain Disillusion").at("/strategic_insights/suggested_topics");
    List<String> titles = new ArrayList<>();
    t.get("topics").forEach(i -> titles.add(i.get("title").asString()));
    // "Empty World | Quick D" filmed as "Empty World DEBUNK", "THE DEBUNKATHON" as "The
    // Debunkathon | Quick D", a piece of a film's name ("Flight of the X | VFXcool"), a speaker
    // at a conference: none is an idea
    assertThat(titles)
        .noneMatch(x -> x.contains("VFXcool") || x.contains("Flight of the"))
        .noneMatch(x -> x.toLowerCase(Locale.ROOT).contains("debunkathon"))
        .noneMatch(x -> x.contains("Empty World") || x.contains("Beckham Beach"))
        .noneMatch(x -> x.contains("Blender Conference") || x.contains("James Randi"));
    assertThat(t.get("shortfall").asString())
        .contains("Series that draw but got no idea")
        .contains("\"X | Quick D\"")
        .contains("has to come from outside them");
    // Kurzgesagt: "The Drug To Master Reality" names one drug; "The Drug is AMAZING" no subject
    JsonNode kurz = analysis("Kurzgesagt").at("/strategic_insights/suggested_topics/topics");
    kurz.forEach(i -> assertThat(i.get("title").asString()).doesNotStartWith("The Drug "));
    // Vsauce: "Mind Reading" is the subject whole, never "The Power of Mind"
    JsonNode vsauce = analysis("Vsauce").at("/strategic_insights/suggested_topics/topics");
    vsauce.forEach(i -> assertThat(i.get("title").asString()).isNotEqualTo("The Power of Mind"));
  }

  @Test
  void vsaucesQuestionShapesAreNamedAndNoArtistStandsAloneInTrapCitysFormat() throws Exception {
    JsonNode vsauce = analysis("Vsauce").at("/strategic_insights/suggested_topics/topics");
    List<String> ideas = new ArrayList<>();
    vsauce.forEach(t -> ideas.add(t.get("title").asString()));
    // its question and "The Power of" shapes are named as templates; its own titles' subjects
    // fill none of them ("Illusions of Chairs", "The Future Of Behavior and Belief": issue 37)
    assertThat(analysis("Vsauce").at("/strategic_insights/suggested_topics/shortfall").asString())
        .contains("The Power of X")
        .contains("Do X Exist?")
        .contains("fill none of its templates");
    assertThat(ideas)
        .noneMatch(t -> t.matches(".* of .+ of .*"))
        .doesNotContain("Illusions of Chairs", "The Future Of Behavior and Belief");
    vsauce.forEach(
        t ->
            assertThat(t.get("evidence"))
                .anySatisfy(e -> assertThat(e.get("age_adjusted_score").isNumber()).isTrue()));
    // What drew is named where no template carries it: the artist of Trap City's best upload
    assertThat(
            analysis("Trap City").at("/strategic_insights/suggested_topics/shortfall").asString())
        .contains("What drew without a template to carry it: 'barnacle boi'");
    // "Chief Keef [Wave]": every title of the series names an artist and a track
    for (JsonNode t : analysis("Trap City").at("/strategic_insights/suggested_topics/topics")) {
      assertThat(t.get("title").asString()).doesNotMatch("^[^-]+ \\[Wave\\]$");
    }
  }

  @Test
  void laphroaigsPaidSpotsAreAdsAndTwentyFourNewsNameIsNoNumber() throws Exception {
    JsonNode flagged =
        analysis("Laphroaig").at("/strategic_insights/content_strategy/flagged_videos");
    Map<String, String> kinds = new LinkedHashMap<>();
    flagged.forEach(f -> kinds.put(f.get("title").asString(), f.get("kind").asString()));
    assertThat(kinds)
        .containsEntry(
            "Every bottle of Laphroaig is home to a different experience for everyone.", "ad")
        .containsEntry("Bereit für deinen ersten Laphroaig?", "ad");
    for (JsonNode g :
        analysis("24 News HD").at("/strategic_insights/title_format_strategy/format_groups")) {
      if (g.get("format_name").asString().equals("List / Number")) {
        for (JsonNode v : g.get("videos")) {
          assertThat(TitleFormats.withoutName(v.get("title").asString(), "24 News HD"))
              .as("a number of its own, not the channel's name")
              .containsPattern("\\d");
        }
      }
    }
  }

  @BeforeAll
  static void clear() {
    RESULTS.clear();
  }

  /** Whether a title uses the word, in the singular or the plural ("Mind" in "Divergent Minds"). */
  static boolean usesWord(String title, String word) {
    String plain = TopicsReplayTest.plain(title);
    String w = TopicsReplayTest.plain(word).strip();
    return plain.contains(" " + w + " ") || plain.contains(" " + w + "s ");
  }
}
