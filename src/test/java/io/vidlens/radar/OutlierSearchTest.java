package io.vidlens.radar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.vidlens.catalog.Channels;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.history.api.VideoSample;
import io.vidlens.history.api.VideoTrajectories;
import io.vidlens.model.ChannelId;
import io.vidlens.model.VideoId;
import io.vidlens.radar.api.WatchedChannel;
import io.vidlens.radar.api.Watchlist;
import io.vidlens.radar.api.Watchlists;
import io.vidlens.thumbnails.api.HeldVideo;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The niche outlier search over a constructed world: a niche of twelve channels (six on space, six
 * on cooking, 10,000 to 120,000 subscribers), twelve long videos each on their channel's typical
 * curve (within ±20 %) at ages from 3 to 45 days, and planted videos at 5× their channel's usual at
 * their age: three long ones (one titled in German), one Short among a channel's Shorts, and one in
 * the stored trajectories of a channel on the caller's watchlist. Another account's watched channel
 * holds a planted trajectory too, which the caller must not see. Each filter keeps exactly the
 * planted videos it should, and never a typical one.
 */
class OutlierSearchTest {

  static final Instant NOW = Instant.parse("2026-06-01T00:00:00Z");
  static final String ACCOUNT = "acct-1";
  static final String WATCHED = channel(90);
  static final String OTHERS_WATCHED = channel(91);

  final List<HeldVideo> corpus = new ArrayList<>();
  final VideoTrajectories trajectories = mock(VideoTrajectories.class);
  final Watchlists watchlists = mock(Watchlists.class);
  final Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
  final OutlierSearch search =
      new OutlierSearch(
          () -> corpus,
          watchlists,
          new BreakoutScores(trajectories, mock(Channels.class), clock),
          new TopicEmbedder());

  static String channel(int n) {
    return "UC" + String.format(Locale.ROOT, "%022d", n);
  }

  /** A valid 11-character video ID from a short name. */
  static String id(String name) {
    return (name + "xxxxxxxxxxx").substring(0, 11);
  }

  static double typical(double ageHours) {
    return 1 - Math.exp(-ageHours / 72);
  }

  static final long[] AGES_DAYS = {3, 4, 5, 6, 8, 10, 14, 18, 22, 26, 35, 45};

  OutlierSearchTest() {
    for (int c = 0; c < 12; c++) {
      boolean space = c < 6;
      long base = 20_000L * (c + 1);
      for (int i = 0; i < AGES_DAYS.length; i++) {
        double noise = 0.8 + 0.4 * ((i * 7 + c * 3) % 10) / 9.0;
        double factor = noise;
        String title =
            space
                ? "Rocket launch to Mars and the planets, part "
                : "Easy pasta recipe, dinner number ";
        if (c == 0 && i == 5) {
          factor = 5;
          title = "The rocket that reached Mars and the planets beyond ";
        } else if (c == 7 && i == 6) {
          factor = 5;
          title = "A pasta recipe for a dinner that went everywhere ";
        } else if (c == 3 && i == 8) {
          factor = 5;
          title = "Wir bauen eine Rakete im Garten und fliegen damit zu den Planeten ";
        }
        corpus.add(video(c, id("v" + c + "_" + i), title + i, false, base, AGES_DAYS[i], factor));
      }
    }
    // Channel 4's Shorts: six, one planted; compared with Shorts only.
    for (int i = 0; i < 6; i++) {
      corpus.add(
          video(4, id("s4_" + i), "Rocket fact number " + i, true, 3_000, 3 + i, i == 2 ? 5 : 1));
    }
    trajectoryWorld(WATCHED, "w");
    trajectoryWorld(OTHERS_WATCHED, "o");
    when(watchlists.list(ACCOUNT))
        .thenReturn(
            List.of(
                new Watchlist(
                    "l1",
                    "Rivals",
                    3,
                    List.of(new WatchedChannel(WATCHED, "Watched", null, NOW)),
                    NOW,
                    NOW)));
  }

  HeldVideo video(
      int c, String id, String title, boolean isShort, long base, long ageDays, double factor) {
    Instant published = NOW.minus(Duration.ofDays(ageDays));
    long views = Math.round(base * factor * typical(ageDays * 24.0));
    boolean space = c < 6;
    return new HeldVideo(
        id,
        channel(c),
        title,
        title,
        isShort,
        views,
        NOW,
        published,
        TopicEmbedder.vector(space ? 0 : 1),
        "Channel " + c,
        10_000L * (c + 1));
  }

  /** Eight videos sampled daily for ten days; the one published last is planted at 5×. */
  void trajectoryWorld(String channel, String prefix) {
    Map<String, List<VideoSample>> samples = new LinkedHashMap<>();
    for (int v = 0; v < 8; v++) {
      String id = id(prefix + v);
      Instant published = NOW.minus(Duration.ofDays(10 + v));
      double factor = v == 0 ? 5 : 0.9 + 0.05 * v;
      List<VideoSample> list = new ArrayList<>();
      for (int d = 1; d <= 10 + v; d++) {
        long views = Math.round(50_000 * factor * typical(d * 24.0));
        list.add(new VideoSample(id, published.plus(Duration.ofDays(d)), views, null, null));
      }
      samples.put(id, list);
      when(trajectories.published(new VideoId(id))).thenReturn(Optional.of(published));
    }
    when(trajectories.channelTrajectories(eq(new ChannelId(channel)), any())).thenReturn(samples);
  }

  List<String> found(OutlierFilters filters) {
    return search.search(ACCOUNT, filters).hits().stream().map(h -> h.video().videoId()).toList();
  }

  static OutlierFilters filters(String... pairs) {
    Map<String, String> p = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      p.put(pairs[i], pairs[i + 1]);
    }
    return OutlierFilters.parse(
        p.get("q"),
        p.get("minSimilarity"),
        p.get("format"),
        p.get("language"),
        p.get("minSubscribers"),
        p.get("maxSubscribers"),
        p.get("publishedAfter"),
        p.get("publishedBefore"),
        p.get("days"),
        p.get("minScore"),
        p.get("limit"),
        Clock.fixed(NOW, ZoneOffset.UTC));
  }

  @Test
  void thePlantedOutliersAreFoundHighestFirstWithTheirEvidenceAndNoTypicalVideo() {
    OutlierSearch.Result result = search.search(ACCOUNT, filters());

    assertThat(result.hits().stream().map(h -> h.video().videoId()))
        .containsExactlyInAnyOrder(id("v0_5"), id("v7_6"), id("v3_8"), id("s4_2"), id("w0"));
    assertThat(result.hits())
        .isSortedAccordingTo((a, b) -> Double.compare(b.video().score(), a.video().score()));
    OutlierSearch.Found planted =
        result.hits().stream()
            .map(OutlierSearch.Hit::video)
            .filter(v -> v.videoId().equals(id("v7_6")))
            .findFirst()
            .orElseThrow();
    assertThat(planted.basis()).isEqualTo(OutlierSearch.Basis.EQUAL_AGE);
    assertThat(planted.ageGroup()).isEqualTo("1–4 weeks");
    assertThat(planted.comparisonVideos()).isGreaterThanOrEqualTo(5);
    assertThat(planted.score()).isBetween(3.5, 6.5);
    assertThat(planted.usualViews()).isCloseTo(planted.views() / planted.score(), within(1));
    assertThat(OutlierAnswers.summary(planted)).contains("× the channel's usual at its age");

    OutlierSearch.Found sampled =
        result.hits().stream()
            .map(OutlierSearch.Hit::video)
            .filter(v -> v.videoId().equals(id("w0")))
            .findFirst()
            .orElseThrow();
    assertThat(sampled.basis()).isEqualTo(OutlierSearch.Basis.TRAJECTORIES);
    assertThat(sampled.comparisonVideos()).isEqualTo(7);
    assertThat(sampled.score()).isGreaterThan(4);

    assertThat(result.coverage().channels()).isEqualTo(13);
    assertThat(result.coverage().videos()).isEqualTo(12 * 12 + 6 + 8);
    assertThat(result.coverage().trajectoryChannels()).isEqualTo(1);
    assertThat(result.coverage().matchingVideos()).isEqualTo(5);
  }

  private static org.assertj.core.data.Offset<Double> within(double d) {
    return org.assertj.core.data.Offset.offset(d);
  }

  @Test
  void anotherAccountsWatchedChannelLendsNoTrajectories() {
    assertThat(found(filters())).doesNotContain(id("o0"));
    verify(trajectories, never()).channelTrajectories(eq(new ChannelId(OTHERS_WATCHED)), any());
  }

  @Test
  void anUploadMinutesOldIsNoOutlierWhateverItsRatio() {
    // found by RadarEndToEndTest: an upload 20 minutes old at 20x its peers at that age
    Map<String, List<VideoSample>> samples = new LinkedHashMap<>();
    for (int v = 0; v < 7; v++) {
      String id = id("y" + v);
      Instant published = NOW.minus(Duration.ofDays(2 + v));
      samples.put(
          id,
          List.of(
              new VideoSample(id, published.plus(Duration.ofMinutes(20)), 10, null, null),
              new VideoSample(id, published.plus(Duration.ofDays(1)), 5_000, null, null)));
      when(trajectories.published(new VideoId(id))).thenReturn(Optional.of(published));
    }
    String young = id("yfresh");
    samples.put(young, List.of(new VideoSample(young, NOW, 200, null, null)));
    when(trajectories.published(new VideoId(young)))
        .thenReturn(Optional.of(NOW.minus(Duration.ofMinutes(20))));
    when(trajectories.channelTrajectories(eq(new ChannelId(WATCHED)), any())).thenReturn(samples);

    assertThat(found(filters("minScore", "3", "limit", "100"))).doesNotContain(young);
  }

  @Test
  void aLowerMinimumScoreLetsTypicalVideosIn() {
    assertThat(found(filters("minScore", "3"))).hasSize(5);
    assertThat(found(filters("minScore", "0.5", "limit", "100"))).hasSizeGreaterThan(50);
    assertThat(found(filters("minScore", "0.5", "limit", "7"))).hasSize(7);
  }

  @Test
  void theTextFilterKeepsTheNicheByMeaning() {
    assertThat(found(filters("q", "pasta dinner ideas"))).containsExactly(id("v7_6"));
    assertThat(found(filters("q", "rockets to other planets")))
        .containsExactlyInAnyOrder(id("v0_5"), id("v3_8"), id("s4_2"));
  }

  @Test
  void theFormatFilterSeparatesShortsFromLongVideos() {
    assertThat(found(filters("format", "short"))).containsExactly(id("s4_2"));
    assertThat(found(filters("format", "long")))
        .doesNotContain(id("s4_2"))
        .contains(id("v0_5"), id("w0"));
  }

  @Test
  void theLanguageFilterReadsTheVideosWords() {
    assertThat(found(filters("language", "de"))).containsExactly(id("v3_8"));
    assertThat(found(filters("language", "deu"))).containsExactly(id("v3_8"));
    assertThat(found(filters("language", "en")))
        .contains(id("v0_5"), id("v7_6"))
        .doesNotContain(id("v3_8"));
  }

  @Test
  void theSizeBandKeepsChannelsWithinIt() {
    // channel c has 10,000 × (c + 1) subscribers: 0 → 10k, 3 → 40k, 4 → 50k, 7 → 80k
    assertThat(found(filters("minSubscribers", "30000", "maxSubscribers", "60000")))
        .containsExactlyInAnyOrder(id("v3_8"), id("s4_2"));
  }

  @Test
  void theUploadWindowKeepsVideosPublishedWithinIt() {
    // v0_5 is 10 days old, v7_6 14, v3_8 22, s4_2 5, w0 10
    assertThat(found(filters("days", "12")))
        .containsExactlyInAnyOrder(id("v0_5"), id("s4_2"), id("w0"));
    assertThat(found(filters("publishedBefore", "2026-05-20", "publishedAfter", "2026-05-15")))
        .containsExactlyInAnyOrder(id("v7_6"));
  }

  @Test
  void anEmptyWorldAnswersNothingAndSaysSo() {
    corpus.clear();
    when(watchlists.list(ACCOUNT)).thenReturn(List.of());
    OutlierSearch.Result result = search.search(ACCOUNT, filters());
    assertThat(result.hits()).isEmpty();
    assertThat(result.coverage().videos()).isZero();
    assertThat(result.coverage().channels()).isZero();
  }

  /** Topic axes: space words, cooking words, anything else. */
  static final class TopicEmbedder implements TextEmbedder {

    static final Set<String> SPACE = Set.of("rocket", "rockets", "mars", "planets", "launch");
    static final Set<String> COOKING = Set.of("pasta", "recipe", "dinner", "ideas");

    static float[] vector(int axis) {
      float[] v = new float[3];
      v[axis] = 1;
      return v;
    }

    @Override
    public int dimension() {
      return 3;
    }

    @Override
    public float[] embed(String text) {
      float[] v = new float[3];
      for (String w : text.toLowerCase(Locale.ROOT).split("\\W+")) {
        v[SPACE.contains(w) ? 0 : COOKING.contains(w) ? 1 : 2] += 1;
      }
      double n = Math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
      for (int k = 0; k < 3; k++) {
        v[k] = n == 0 ? 0 : (float) (v[k] / n);
      }
      return v;
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
      return texts.stream().map(this::embed).toList();
    }
  }
}
