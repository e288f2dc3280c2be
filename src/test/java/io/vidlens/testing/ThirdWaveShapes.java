package io.vidlens.testing;

import static io.vidlens.testing.ConstructedVideoStates.refusal;
import static io.vidlens.testing.ConstructedVideoStates.savePlayers;
import static io.vidlens.testing.ConstructedVideoStates.saveRest;
import static io.vidlens.testing.ConstructedVideoStates.status;
import static io.vidlens.testing.ConstructedVideoStates.video;

import io.vidlens.platform.transport.RecordedExchange;
import java.util.List;
import tools.jackson.databind.node.ObjectNode;

/**
 * Videos of the {@link ConstructedChannel} world in the player shapes of issue 39 (points 2 and 3),
 * built here from the shapes the extractors document (never copied from a recording): one client or
 * every client answering UNPLAYABLE "The page needs to be reloaded." (yt-dlp #17389, #16212,
 * #17521; FreeTube #8790), and a client that plays but leaves out the {@code captions} block while
 * the next one lists the tracks (NewPipeExtractor's fallback to the next client's list). An answer
 * set to give after {@link ConstructedChannel#exchanges()} (whose visitor_id answers it relies on).
 */
public final class ThirdWaveShapes {

  /** ANDROID: "The page needs to be reloaded."; VISIONOS plays it, with captions. */
  public static final String RELOAD_ONE = "twReloadOne";

  /** Every client: "The page needs to be reloaded.". */
  public static final String RELOAD_ALL = "twReloadAll";

  /** ANDROID plays it without a {@code captions} block; VISIONOS plays it and lists the track. */
  public static final String CAPTIONS_NEXT = "twCaptNext1";

  /** Both clients play it without a {@code captions} block: a video without captions. */
  public static final String NO_CAPTIONS = "twNoCaption";

  public static final String RELOAD_REASON = "The page needs to be reloaded.";

  private static List<RecordedExchange> exchanges;

  private ThirdWaveShapes() {}

  /** The exchanges, to give after {@link ConstructedChannel#exchanges()}. */
  public static synchronized List<RecordedExchange> exchanges() {
    if (exchanges == null) {
      ConstructedWorld.Exchanges out = new ConstructedWorld.Exchanges();
      write(out);
      exchanges = out.all();
    }
    return exchanges;
  }

  private static void write(ConstructedWorld.Exchanges out) {
    ConstructedChannel.Video one = video(RELOAD_ONE);
    savePlayers(out, one, reload(one), ConstructedChannel.mobilePlayer(one));
    saveRest(out, one);

    ConstructedChannel.Video all = video(RELOAD_ALL);
    savePlayers(out, all, reload(all), reload(all));
    saveRest(out, all);

    ConstructedChannel.Video next = video(CAPTIONS_NEXT);
    savePlayers(out, next, withoutCaptions(next), ConstructedChannel.mobilePlayer(next));
    saveRest(out, next);

    ConstructedChannel.Video none = video(NO_CAPTIONS);
    savePlayers(out, none, withoutCaptions(none), withoutCaptions(none));
    saveRest(out, none);
  }

  /**
   * UNPLAYABLE "The page needs to be reloaded.", as the reports show it: the reason also in the
   * error screen, the videoDetails down to the ID and title, no captions, no streams.
   */
  private static ObjectNode reload(ConstructedChannel.Video v) {
    ObjectNode answer = refusal(v, status("UNPLAYABLE", RELOAD_REASON, null));
    ObjectNode details = (ObjectNode) answer.path("videoDetails");
    details.retain("videoId", "title");
    return answer;
  }

  /** An answer that plays (OK, streams) and has no {@code captions} block. */
  private static ObjectNode withoutCaptions(ConstructedChannel.Video v) {
    ObjectNode answer = ConstructedChannel.mobilePlayer(v);
    answer.remove("captions");
    return answer;
  }
}
