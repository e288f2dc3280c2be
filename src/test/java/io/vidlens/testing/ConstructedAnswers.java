package io.vidlens.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Exchanges the recordings lack, built here from the documented shapes (never copied), written once
 * per test run into a temporary folder in the recording format, to replay after the recordings.
 *
 * <p>The recordings hold only ANDROID's {@code {}} for the unknown IDs {@code don-t-exist} and
 * {@code INVALID_ID_}. An empty player answer is no longer taken as "not found" (the platform sends
 * it to requesters it doubts too), so the next client is asked: here VISIONOS answers them with the
 * documented unavailable state ({@code playabilityStatus.status = ERROR}, "This video is
 * unavailable", as in player-states/), which is what makes them 404s.
 */
public final class ConstructedAnswers {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final List<String> UNKNOWN_VIDEOS = List.of("don-t-exist", "INVALID_ID_");
  private static Path folder;

  private ConstructedAnswers() {}

  /** The recordings, then the constructed answers: the value of {@code vidlens.upstream.replay}. */
  public static String replayFolders() {
    return Recordings.root() + "," + folder();
  }

  public static synchronized Path folder() {
    if (folder == null) {
      try {
        Path dir = Files.createTempDirectory("vidlens-constructed-");
        int n = 0;
        for (String id : UNKNOWN_VIDEOS) {
          Files.writeString(
              dir.resolve(String.format("%02d-player.json", n++)), unavailable(id).toString());
        }
        folder = dir;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return folder;
  }

  /** A VISIONOS player exchange answering that the video is unavailable. */
  private static ObjectNode unavailable(String videoId) {
    ObjectNode exchange = JSON.createObjectNode();
    ObjectNode request = exchange.putObject("request");
    request.put("method", "POST");
    request.put(
        "url",
        "https://youtubei.googleapis.com/youtubei/v1/player?prettyPrint=false&id=" + videoId);
    request.putObject("headers");
    ObjectNode body = request.putObject("body");
    body.putObject("context").putObject("client").put("clientName", "VISIONOS");
    body.put("videoId", videoId);
    ObjectNode answer = JSON.createObjectNode();
    answer.putObject("responseContext");
    answer
        .putObject("playabilityStatus")
        .put("status", "ERROR")
        .put("reason", "This video is unavailable");
    ObjectNode response = exchange.putObject("response");
    response.put("status", 200);
    response.put("contentType", "application/json; charset=UTF-8");
    response.put("body", answer.toString());
    exchange.putObject("recordedWith").put("languageCode", "en").put("countryCode", "GB");
    return exchange;
  }
}
