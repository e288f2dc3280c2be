package io.vidlens.testing;

import io.vidlens.platform.transport.RecordedExchange;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A whole made-up channel in which every request the service makes is answered: the {@link
 * ConstructedWorld} "World Builders", built from the documented shapes (never copied from the
 * recordings). With it, operations that read a channel and its videos run the way they do live
 * (every read answering), which the shared recordings cannot show: they hold no video of a recorded
 * channel.
 *
 * <p>The channel {@link #CHANNEL_ID} has {@link #LONG_FORM} long-form videos (all on the Videos
 * tab's first page, three older ones on its second) and {@link #SHORTS} Shorts. Answered: the
 * channel page (Videos tab), its about panel, the Shorts tab, the Playlists tab (first page), the
 * RSS feed, the visitor_id of every client, and per video the ANDROID player (reel_item_watch), the
 * VISIONOS player, the WEB microformat player, the watch page, {@link #COMMENT_PAGES} comment pages
 * of 20 top-level comments, and the json3 caption file of its speech-recognition track.
 */
public final class ConstructedChannel {

  /** {@code UC} and 22 characters, as a channel ID is. */
  public static final String CHANNEL_ID = "UCc0nstructedW0rldChann1";

  public static final String TITLE = "World Builders";
  public static final String HANDLE = "@worldbuilders";
  public static final int LONG_FORM = 30;
  public static final int SHORTS = 6;
  public static final int COMMENT_PAGES = 7;

  /** The newest upload; the service's test clock starts on 2026-06-01. */
  static final Instant NEWEST = Instant.parse("2026-05-30T16:00:00Z");

  /** What relative dates ("3 weeks ago") are counted from: the test clock's start. */
  static final Instant PAGE_TIME = Instant.parse("2026-06-01T12:00:00Z");

  static final String VISITOR_DATA = "CgtDd1dvcmxkVmlzaXQ%3D";

  static final String WEB = ConstructedWorld.WEB;
  static final String API = ConstructedWorld.API;
  static final JsonMapper JSON = ConstructedWorld.JSON;

  private static final List<String> TOPICS =
      List.of(
          "Black Holes",
          "Sourdough Bread",
          "Electric Cars",
          "Ancient Rome",
          "Deep Sea Creatures",
          "Mars Colonies");
  private static final List<String> FORMATS =
      List.of(
          "Why %s Matter More Than You Think",
          "The Truth About %s",
          "%s Explained in 10 Minutes",
          "I Tried Living With %s for 30 Days",
          "How %s Really Work");
  private static final List<String> COMMENT_LINES =
      List.of(
          "This is the clearest explanation of %s I have ever seen, thank you!",
          "I love how calm and careful this video about %s is.",
          "Not sure I agree with the part about %s, the numbers looked off to me.",
          "My kids watched this twice, now they want to learn everything about %s.",
          "Great animation, but the sound was a bit too quiet in the middle.",
          "Could you make a follow-up on %s and what comes next?",
          "Honestly the best channel on the platform for this kind of topic.",
          "I was bored at first, but the ending about %s blew my mind.",
          "Terrible ad placement, it cut the sentence in half.",
          "Watching this at 3am and it is exactly what I needed.");
  private static final List<String> TRANSCRIPT_LINES =
      List.of(
          "welcome back to the channel, today we are talking about %s",
          "most people never stop to think about %s at all",
          "but once you look closer, the story gets a lot stranger",
          "scientists have studied %s for more than a hundred years",
          "and the first thing they noticed was how little we knew",
          "here is the simple version of what is going on",
          "imagine you could shrink yourself down and look inside",
          "that is where the real surprise about %s is hiding",
          "so what does this mean for the rest of us",
          "thanks for watching, and see you in the next video");

  private ConstructedChannel() {}

  /** One upload of the channel. */
  public record Video(
      String id,
      String title,
      String topic,
      long views,
      int seconds,
      Instant published,
      boolean isShort) {}

  /** The long-form videos, newest first. */
  public static List<Video> longForm() {
    List<Video> out = new ArrayList<>();
    for (int i = 0; i < LONG_FORM; i++) {
      String topic = TOPICS.get(i % TOPICS.size());
      String title = String.format(FORMATS.get((i / TOPICS.size()) % FORMATS.size()), topic);
      long views = 40_000 + ((i * 7919L) % 37) * 53_000 + (i % 6 == 0 ? 900_000 : 0);
      int seconds = 300 + (i * 137) % 900;
      Instant published = NEWEST.minus(Duration.ofDays(5L * i)).minus(Duration.ofHours(i % 7));
      out.add(
          new Video(
              String.format("cwVideo%04d", i), title, topic, views, seconds, published, false));
    }
    return out;
  }

  /** The Shorts, newest first. */
  public static List<Video> shorts() {
    List<Video> out = new ArrayList<>();
    for (int i = 0; i < SHORTS; i++) {
      String topic = TOPICS.get((i + 2) % TOPICS.size());
      out.add(
          new Video(
              String.format("cwShort%04d", i),
              topic + " in 60 seconds #shorts",
              topic,
              120_000 + i * 31_000L,
              30 + i * 7,
              NEWEST.minus(Duration.ofDays(2L + 9L * i)),
              true));
    }
    return out;
  }

  /** The Videos tab's second page: older uploads, and no further page. */
  static List<Video> older() {
    List<Video> out = new ArrayList<>();
    Instant oldest = longForm().getLast().published();
    for (int i = 0; i < 3; i++) {
      out.add(
          new Video(
              String.format("cwOlder%04d", i),
              "An Older Video Number " + (i + 1),
              TOPICS.get(i),
              20_000 + i * 1000L,
              420,
              oldest.minus(Duration.ofDays(30L * (i + 1))),
              false));
    }
    return out;
  }

  /** The world itself. */
  static final ConstructedWorld WORLD =
      ConstructedWorld.builder(CHANNEL_ID, TITLE)
          .handle(HANDLE)
          .description(
              "Short films about science, history and the worlds we build. New videos every"
                  + " week.")
          .keywords(
              "science history \"world building\" explainers",
              List.of("science", "history", "world building"))
          .link("Website", "https://worldbuilders.example/")
          .verified()
          .translations()
          .videoCount(LONG_FORM + SHORTS)
          .videos(longForm())
          .older(older())
          .shorts(shorts())
          .playlists(
              List.of(
                  new ConstructedWorld.Playlist(
                      "PLcwTruthAbout0000000000", "The Truth About Everything", 6, "cwVideo0006"),
                  new ConstructedWorld.Playlist(
                      "PLcwFavourites0000000000", "Favourites", 12, "cwVideo0001")))
          .category(v -> v.topic().equals("Ancient Rome") ? "Education" : "Science & Technology")
          .videoKeywords(
              v ->
                  List.of(
                      v.topic().toLowerCase(Locale.ROOT),
                      "science",
                      "explained",
                      TITLE.toLowerCase(Locale.ROOT)))
          .videoDescriptions(
              v ->
                  "Everything you wanted to know about "
                      + v.topic().toLowerCase(Locale.ROOT)
                      + ", in one film.\n\nSources and further reading:"
                      + " https://worldbuilders.example/"
                      + v.id()
                      + "\n\n#science #"
                      + v.topic().replace(" ", "").toLowerCase(Locale.ROOT))
          .comments(
              (v, n) ->
                  String.format(
                      COMMENT_LINES.get(Math.floorMod(n + v.id().hashCode(), COMMENT_LINES.size())),
                      v.topic().toLowerCase(Locale.ROOT)))
          .commentPages(COMMENT_PAGES)
          .transcript(TRANSCRIPT_LINES, "en")
          .build();

  /** The world's exchanges: an answer set of a {@link FakePlatform}. */
  public static List<RecordedExchange> exchanges() {
    return WORLD.exchanges();
  }

  // ---- the world's parts, for the worlds built beside it (ConstructedVideoStates) ----

  static ObjectNode post(
      String url, String client, java.util.Map<String, String> fields, Object answer) {
    return ConstructedWorld.post(url, client, fields, answer);
  }

  static ObjectNode reelItemWatch(String videoId, String answer) {
    return ConstructedWorld.reelItemWatch(videoId, answer);
  }

  static ObjectNode get(String url, String contentType, String answer) {
    return ConstructedWorld.get(url, contentType, answer);
  }

  static ObjectNode mobilePlayer(Video v) {
    return WORLD.mobilePlayer(v);
  }

  static String microformat(Video v) {
    return WORLD.microformat(v);
  }

  static String watchPage(Video v) {
    return WORLD.watchPage(v);
  }

  static String captions(Video v) {
    return WORLD.captions(v);
  }

  static String captionUrl(String videoId) {
    return WORLD.captionUrl(videoId);
  }

  static String commentToken(String videoId, int page) {
    return ConstructedWorld.commentToken(videoId, page);
  }
}
