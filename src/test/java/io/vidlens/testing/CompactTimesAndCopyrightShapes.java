package io.vidlens.testing;

import static io.vidlens.testing.ConstructedChannel.API;
import static io.vidlens.testing.ConstructedChannel.JSON;
import static io.vidlens.testing.ConstructedChannel.WEB;

import io.vidlens.platform.transport.RecordedExchange;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.node.ObjectNode;

/**
 * Shapes of issue 39 (points 1 and 6), built here from the documented shapes (never copied from a
 * recording), as an answer set of a {@link FakePlatform}, to give after {@link
 * ConstructedChannel#exchanges()} (whose visitor_id answers it relies on):
 *
 * <ul>
 *   <li>twin channels with the same uploads (titles, views, lengths, ages), comments and a streamed
 *       video: {@link #LONG} dates them in the long forms ("13 days ago", "Streamed 3 days ago"),
 *       {@link #COMPACT} in the compact ones ("13d ago", "3hr ago", "2wk ago", "1mo ago", "1yr
 *       ago", "5min ago", "30s ago", "Streamed 3d ago", "4d ago (edited)"). Neither answers its RSS
 *       feed, so every date comes from the Videos tab, the watch page and the comments;
 *   <li>{@link #COPYRIGHT_BLOCKED}: every client answers UNPLAYABLE "Video unavailable" with the
 *       country block on copyright grounds only in the subreason.
 * </ul>
 */
public final class CompactTimesAndCopyrightShapes {

  public static final String LONG = "UCtw0LongDatesChannel001";
  public static final String COMPACT = "UCtw0CompactDatesChann01";
  public static final String COPYRIGHT_BLOCKED = "twCopyright";
  public static final String COPYRIGHT_REASON = "Video unavailable";
  public static final String COPYRIGHT_SUBREASON =
      "This video contains content from SME, who has blocked it in your country on copyright"
          + " grounds.";

  /** The uploads' ages at the page's time, newest first: every unit the platform writes. */
  private static final List<Duration> AGES =
      List.of(
          Duration.ofSeconds(30),
          Duration.ofMinutes(5),
          Duration.ofHours(3),
          Duration.ofHours(16),
          Duration.ofDays(2),
          Duration.ofDays(4),
          Duration.ofDays(13),
          Duration.ofDays(15),
          Duration.ofDays(22),
          Duration.ofDays(40),
          Duration.ofDays(75),
          Duration.ofDays(130),
          Duration.ofDays(200),
          Duration.ofDays(300),
          Duration.ofDays(400),
          Duration.ofDays(800),
          Duration.ofDays(1200));

  /** The upload that was a live stream ("Streamed 2 days ago"). */
  public static final int STREAMED = 4;

  private static List<RecordedExchange> exchanges;

  private CompactTimesAndCopyrightShapes() {}

  /** A twin's uploads, newest first; {@code prefix} of three letters makes the IDs its own. */
  public static List<ConstructedChannel.Video> uploads(String prefix) {
    List<ConstructedChannel.Video> out = new ArrayList<>();
    for (int i = 0; i < AGES.size(); i++) {
      // A steady channel with two hits, so Get Outliers has something to find in every world.
      long views = 20_000 + (i * 7_919L) % 9_000 + (i == 6 || i == 12 ? 400_000 : 0);
      out.add(
          new ConstructedChannel.Video(
              String.format("%s%08d", prefix, i),
              "Dated Upload Number " + (i + 1),
              "Calendars",
              views,
              240 + i * 31,
              ConstructedChannel.PAGE_TIME.minus(AGES.get(i)),
              false));
    }
    return out;
  }

  /** The exchanges, built once. */
  public static synchronized List<RecordedExchange> exchanges() {
    if (exchanges == null) {
      List<RecordedExchange> all = new ArrayList<>();
      all.addAll(twin(LONG, "twL", false).exchanges());
      all.addAll(twin(COMPACT, "twC", true).exchanges());
      ConstructedWorld.Exchanges blocked = new ConstructedWorld.Exchanges();
      copyrightBlocked(blocked);
      all.addAll(blocked.all());
      exchanges = List.copyOf(all);
    }
    return exchanges;
  }

  private static ConstructedWorld twin(String channelId, String prefix, boolean compact) {
    List<ConstructedChannel.Video> videos = uploads(prefix);
    ConstructedWorld.Builder world =
        ConstructedWorld.builder(channelId, compact ? "Compact Dates" : "Long Dates")
            .videos(videos)
            .withoutFeed()
            .streamed(Set.of(videos.get(STREAMED).id()))
            .pageTime(ConstructedChannel.PAGE_TIME);
    return (compact ? world.compactDates() : world).build();
  }

  /** Every client refuses it; why stands only in the error screen's subreason. */
  private static void copyrightBlocked(ConstructedWorld.Exchanges out) {
    ConstructedChannel.Video v = ConstructedVideoStates.video(COPYRIGHT_BLOCKED);
    ObjectNode refusal = ConstructedChannel.mobilePlayer(v);
    ObjectNode status = JSON.createObjectNode();
    status.put("status", "UNPLAYABLE");
    status.put("reason", COPYRIGHT_REASON);
    ObjectNode screen = status.putObject("errorScreen").putObject("playerErrorMessageRenderer");
    screen.putObject("reason").put("simpleText", COPYRIGHT_REASON);
    screen.putObject("subreason").putArray("runs").addObject().put("text", COPYRIGHT_SUBREASON);
    status.put("playableInEmbed", true);
    refusal.set("playabilityStatus", status);
    refusal.remove("captions");
    refusal.remove("streamingData");
    String id = v.id();
    out.save(
        id + "-reel_item_watch",
        ConstructedChannel.reelItemWatch(id, "{\"playerResponse\":" + refusal + "}"));
    out.save(
        id + "-player-visionos",
        ConstructedChannel.post(
            API + "/youtubei/v1/player?prettyPrint=false&id=" + id,
            "VISIONOS",
            Map.of("videoId", id),
            refusal.toString()));
    out.save(
        id + "-player-web",
        ConstructedChannel.post(
            WEB
                + "/youtubei/v1/player?prettyPrint=false&$fields=microformat,"
                + "videoDetails.thumbnail.thumbnails,videoDetails.videoId,videoDetails.keywords",
            "WEB",
            Map.of("videoId", id),
            ConstructedChannel.microformat(v)));
    out.save(
        id + "-next",
        ConstructedChannel.post(
            WEB + "/youtubei/v1/next?prettyPrint=false",
            "WEB",
            Map.of("videoId", id),
            ConstructedChannel.watchPage(v)));
  }
}
