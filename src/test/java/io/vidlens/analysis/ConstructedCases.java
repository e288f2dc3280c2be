package io.vidlens.analysis;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.ideas.ChannelStructureTest;
import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.testing.ConstructedChannel.Video;
import io.vidlens.testing.ConstructedWorld;
import io.vidlens.testing.ConstructedWorld.State;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The made-up channels of issue 24's cases, each a {@link ConstructedWorld} under its own channel
 * ID: a daily uploader, a channel with live, upcoming, Premium and members-only videos, a channel
 * with series and playlists, one with an ad and promotions, a channel without videos, and a German
 * channel whose viewers comment in German and French. The series and promotion channels hold the
 * same videos as {@link ChannelStructureTest}'s, so the whole service is held to what the sections
 * do on their own.
 */
public final class ConstructedCases {

  private ConstructedCases() {}

  static final Instant PAGE_TIME = Instant.parse("2026-06-01T12:00:00Z");

  /** UC and 22 characters, from a readable name. */
  static String channelId(String name) {
    return "UC" + (name + "0".repeat(22)).substring(0, 22);
  }

  /** An 11-character video ID from a short one ("hk7" → "hk7________"). */
  static String videoId(String shortId) {
    return (shortId + "_".repeat(11)).substring(0, 11);
  }

  static Video video(String id, String title, long views, int seconds, Instant published) {
    return new Video(videoId(id), title, title, views, seconds, published, false);
  }

  // ---- a daily uploader ----

  static final String DAILY = channelId("cwDa1lyUpl0ader");
  static final long DAILY_TOTAL_VIEWS = 20_000_000;
  static final long DAILY_VIDEO_COUNT = 1_000;

  /**
   * 30 videos over the last 7 days, one every 5.6 hours; the channel's first upload 9 years ago.
   */
  static final ConstructedWorld DAILY_UPLOADER =
      ConstructedWorld.builder(DAILY, "Daily Block Runs")
          .category("Gaming")
          .counts(50_000, DAILY_TOTAL_VIEWS)
          .videoCount(DAILY_VIDEO_COUNT)
          .oldestUpload("9 years ago")
          .videos(dailyVideos())
          .build();

  static List<Video> dailyVideos() {
    String[] games = {"Minecraft", "Terraria", "Factorio", "Stardew Valley", "Valheim"};
    List<Video> out = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      Instant at = PAGE_TIME.minus(Duration.ofMinutes(30 + i * (7 * 24 * 60 - 60L) / 29));
      String game = games[i % games.length];
      out.add(
          video(
              "dly" + String.format("%02d", i),
              game + " speedrun attempt " + (300 - i),
              2_000L + 100L * i,
              900,
              at));
    }
    return out;
  }

  // ---- live, upcoming, Premium and members-only videos ----

  static final String LIVE = channelId("cwL1veAndPrem1um");
  static final String LIVE_NOW = videoId("lvNow");
  static final String UPCOMING = videoId("lvSoon");
  static final String PREMIUM = videoId("lvPrem");
  static final String MEMBERS = videoId("lvMemb");

  /**
   * A live stream (no length), a premiere to come, a Premium film of 90 minutes and a members-only
   * Q&amp;A of two hours with 3 million views: each would move the means were it counted; the 8
   * public videos last 840 to 1,260 s.
   */
  static final ConstructedWorld LIVE_AND_PREMIUM =
      ConstructedWorld.builder(LIVE, "Castle Builders")
          .category("Gaming")
          .counts(230_000, 31_000_000)
          .videos(liveVideos())
          .state(LIVE_NOW, State.LIVE)
          .state(UPCOMING, State.UPCOMING)
          .state(PREMIUM, State.PREMIUM)
          .state(MEMBERS, State.MEMBERS_ONLY)
          .build();

  static List<Video> liveVideos() {
    List<Video> out = new ArrayList<>();
    out.add(
        video(
            "lvSoon",
            "Premiere: The Finished Castle Tour",
            56,
            1_500,
            PAGE_TIME.plus(Duration.ofDays(3))));
    out.add(
        video(
            "lvNow",
            "Live: Building the Castle All Night",
            1_234,
            0,
            PAGE_TIME.minus(Duration.ofHours(2))));
    out.add(
        video(
            "lvPrem",
            "The Castle Documentary",
            500_000,
            5_400,
            PAGE_TIME.minus(Duration.ofDays(4))));
    out.add(
        video(
            "lvMemb",
            "Members Q&A: Castle Secrets",
            3_000_000,
            7_200,
            PAGE_TIME.minus(Duration.ofDays(6))));
    String[] subjects = {
      "Moat", "Drawbridge", "Great Hall", "Tower", "Dungeon", "Chapel", "Stables", "Walls"
    };
    for (int i = 0; i < subjects.length; i++) {
      out.add(
          video(
              "lvPub" + i,
              "Building the " + subjects[i] + " of My Castle",
              10_000L + 1_000L * i,
              840 + 60 * i,
              PAGE_TIME.minus(Duration.ofDays(8 + 5L * i))));
    }
    return out;
  }

  /** The mean length of the public videos: (840 + … + 1,260) / 8. */
  static final double LIVE_PUBLIC_MEAN_LENGTH = 1_050;

  static final double LIVE_PUBLIC_MEAN_VIEWS = 13_500;

  // ---- series and playlists; an ad and promotions (ChannelStructureTest's videos) ----

  static final String SERIES = channelId("cwSer1esAndPlaylists");

  static final ConstructedWorld SERIES_AND_PLAYLISTS =
      ConstructedWorld.builder(SERIES, "Disillusion Lab")
          .category("Gaming")
          .counts(500_000, 60_000_000)
          .videos(fromSamples(ChannelStructureTest.seriesChannel()))
          .playlists(
              ChannelStructureTest.PLAYLISTS.stream()
                  .map(
                      p ->
                          new ConstructedWorld.Playlist(
                              p.playlistId() + "00000000000000",
                              p.title(),
                              p.videoCount().intValue(),
                              videoId(p.firstVideoId())))
                  .toList())
          .build();

  static final String PROMO = channelId("cwRockSc1ence");

  static final ConstructedWorld PROMOTIONS =
      ConstructedWorld.builder(PROMO, "Rock Science")
          .category("Education")
          .counts(40_000, 2_000_000)
          .videos(fromSamples(ChannelStructureTest.promoChannel()))
          .build();

  /** The section tests' videos as listed ones, newest first, at the same ages. */
  static List<Video> fromSamples(List<VideoSample> samples) {
    return samples.stream()
        .sorted(Comparator.comparing(VideoSample::publishedAt).reversed())
        .map(
            s ->
                video(
                    s.videoId(),
                    s.title(),
                    s.views(),
                    s.durationSeconds().intValue(),
                    PAGE_TIME.minus(Duration.between(s.publishedAt(), Samples.NOW))))
        .toList();
  }

  // ---- a channel without videos ----

  static final String NO_VIDEOS = channelId("cwN0V1deos");

  static final ConstructedWorld WITHOUT_VIDEOS =
      ConstructedWorld.builder(NO_VIDEOS, "Quiet Corner").counts(84, 0).country(null).build();

  // ---- German and French comments ----

  static final String GERMAN = channelId("cwDeutschFranzoes1sch");

  /** Three German and three French comments, the first two of each praise, the third criticises. */
  static final List<String> COMMENT_LINES =
      List.of(
          "Super Video, danke dir! Die Folge war richtig toll.",
          "Ich liebe diese Serie, endlich ein neuer Teil!",
          "Die Musik ist viel zu laut und die Folge war langweilig",
          "Merci pour cette vidéo, c'est vraiment génial !",
          "J'adore cette série, bravo pour le montage",
          "Le son est nul et la vidéo est beaucoup trop longue");

  static final ConstructedWorld GERMAN_AND_FRENCH =
      ConstructedWorld.builder(GERMAN, "Blockwelt")
          .category("Gaming")
          .country("Germany")
          .counts(120_000, 14_000_000)
          .description("Minecraft auf Deutsch: jede Woche eine neue Folge Hardcore.")
          .videos(germanVideos())
          .videoDescriptions(v -> "Neue Folge: " + v.title() + ". Viel Spaß beim Zuschauen!")
          .comments((v, n) -> COMMENT_LINES.get(n % COMMENT_LINES.size()))
          .transcript(
              List.of(
                  "willkommen zurück zu einer neuen folge von %s",
                  "heute bauen wir endlich das große haus am see",
                  "danke fürs zuschauen und bis zum nächsten mal"),
              "de")
          .build();

  static List<Video> germanVideos() {
    List<Video> out = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      out.add(
          video(
              "deF" + i,
              "Minecraft Hardcore Folge " + (10 - i),
              30_000L + 2_000L * i,
              1_200,
              PAGE_TIME.minus(Duration.ofDays(3 + 7L * i))));
    }
    return out;
  }

  // ---- a let's-play channel whose viewers ask for games ----

  static final String LETS_PLAY = channelId("cwP1xelLantern");

  /** What viewers write under each episode: one asks for a game, the rest ask for none. */
  static final List<String> GAME_REQUEST_LINES =
      List.of(
          "You should play Pale Forest next, the atmosphere is unreal",
          "that jump scare at 14:20 got me so bad",
          "Playing at 2x speed and still scared",
          "Play it on hard mode next time!",
          "Day one viewer, this series is my comfort show");

  static final ConstructedWorld LETS_PLAYER =
      ConstructedWorld.builder(LETS_PLAY, "Pixel Lantern")
          .category("Gaming")
          .counts(90_000, 9_000_000)
          .description("Story games, one episode every other day.")
          .videos(letsPlayVideos())
          .comments((v, n) -> GAME_REQUEST_LINES.get(n % GAME_REQUEST_LINES.size()))
          .build();

  /** Two games as numbered series, "Ember Valley | #06 Storm" and "Hollow Depths 2 | #06 …". */
  static List<Video> letsPlayVideos() {
    List<String> subtitles =
        List.of("The Gate", "Storm", "Lost", "Harvest", "Caves", "Fences", "Arrival", "A New Farm");
    List<Video> out = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      String game = i % 2 == 0 ? "Hollow Depths 2" : "Ember Valley";
      out.add(
          video(
              "lpE" + i,
              "%s | #%02d %s".formatted(game, 6 - i / 2, subtitles.get(i % subtitles.size())),
              40_000L - 1_500L * i,
              1_900,
              PAGE_TIME.minus(Duration.ofDays(2 + 2L * i))));
    }
    return out;
  }

  /** The exchanges of every case. */
  public static List<RecordedExchange> exchanges() {
    return Stream.of(
            DAILY_UPLOADER,
            LIVE_AND_PREMIUM,
            SERIES_AND_PLAYLISTS,
            PROMOTIONS,
            WITHOUT_VIDEOS,
            GERMAN_AND_FRENCH,
            LETS_PLAYER)
        .flatMap(world -> world.exchanges().stream())
        .toList();
  }
}
