package io.vidlens.testing;

import io.vidlens.platform.transport.RecordedExchange;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.node.ObjectNode;

/**
 * Exchanges the recordings lack, built here from the documented shapes (never copied), answered by
 * a {@link FakePlatform} before the recordings.
 *
 * <p>The recordings hold only ANDROID's {@code {}} for the unknown IDs {@code don-t-exist} and
 * {@code INVALID_ID_}. An empty player answer is no longer taken as "not found" (the platform sends
 * it to requesters it doubts too), so the next client is asked: here VISIONOS answers them with the
 * documented unavailable state ({@code playabilityStatus.status = ERROR}, "This video is
 * unavailable", as in player-states/), which is what makes them 404s.
 */
public final class ConstructedAnswers {

  private static final List<String> UNKNOWN_VIDEOS = List.of("don-t-exist", "INVALID_ID_");
  private static List<RecordedExchange> exchanges;

  private ConstructedAnswers() {}

  public static synchronized List<RecordedExchange> exchanges() {
    if (exchanges == null) {
      ConstructedWorld.Exchanges out = new ConstructedWorld.Exchanges();
      for (String id : UNKNOWN_VIDEOS) {
        out.save(id + "-player", unavailable(id));
      }
      exchanges = out.all();
    }
    return exchanges;
  }

  /** A VISIONOS player exchange answering that the video is unavailable. */
  private static ObjectNode unavailable(String videoId) {
    ObjectNode answer = ConstructedWorld.JSON.createObjectNode();
    answer.putObject("responseContext");
    answer
        .putObject("playabilityStatus")
        .put("status", "ERROR")
        .put("reason", "This video is unavailable");
    ObjectNode exchange =
        ConstructedWorld.post(
            "https://youtubei.googleapis.com/youtubei/v1/player?prettyPrint=false&id=" + videoId,
            "VISIONOS",
            Map.of("videoId", videoId),
            answer);
    // Recorded in English, as the hand-built file said, but its request names no language.
    ((ObjectNode) exchange.path("request").path("body").path("context").path("client"))
        .remove(List.of("hl", "gl"));
    return exchange;
  }
}
