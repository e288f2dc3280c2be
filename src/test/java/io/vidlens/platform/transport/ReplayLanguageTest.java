package io.vidlens.platform.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A recording made in another language ({@code hl}) answers only requests in that language: its
 * relative times ("vor 3 Monaten") are not what the English parsers read. A recording that names no
 * {@code hl} is in its {@code recordedWith.languageCode}; a request that names none matches any.
 */
class ReplayLanguageTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final URI BROWSE = URI.create("https://www.youtube.com/youtubei/v1/browse");

  @TempDir Path folder;

  private final RecordingFormat format = new RecordingFormat(JSON);

  private static UpstreamRequest browse(String browseId, String hl) {
    ObjectNode body = JSON.createObjectNode();
    ObjectNode client = body.putObject("context").putObject("client").put("clientName", "WEB");
    if (hl != null) {
      client.put("hl", hl);
    }
    body.put("browseId", browseId);
    return UpstreamRequest.post(BROWSE, Map.of(), body);
  }

  private void record(String file, String browseId, String hl, String recordedWith, String answer)
      throws Exception {
    Files.writeString(
        folder.resolve(file),
        format.write(
            new RecordedExchange(
                browse(browseId, hl),
                new UpstreamResponse(200, "application/json", answer),
                recordedWith,
                "DE")));
  }

  @Test
  void aRecordingInAnotherLanguageAnswersOnlyThatLanguage() throws Exception {
    record("01-browse.json", "UCgerman", "de-DE", "de", "{\"de\":true}");
    record("02-browse.json", "UCboth", "de", "de", "{\"lang\":\"de\"}");
    record("03-browse.json", "UCboth", "en-GB", "en", "{\"lang\":\"en\"}");
    // No hl in the request body: the language it was recorded with counts.
    record("04-browse.json", "UCunnamed", null, "de", "{\"unnamed\":true}");
    ReplayTransport replay = ReplayTransport.over(List.of(folder), format);

    assertThatThrownBy(() -> replay.send(browse("UCgerman", "en-GB")))
        .isInstanceOf(NoRecordingException.class)
        .hasMessageContaining("hl=en");
    assertThat(replay.send(browse("UCgerman", "de-AT")).body()).isEqualTo("{\"de\":true}");
    assertThat(replay.send(browse("UCboth", "en-US")).body()).isEqualTo("{\"lang\":\"en\"}");
    assertThat(replay.send(browse("UCboth", "DE")).body()).isEqualTo("{\"lang\":\"de\"}");
    assertThatThrownBy(() -> replay.send(browse("UCunnamed", "en-GB")))
        .isInstanceOf(NoRecordingException.class);
    assertThat(replay.send(browse("UCunnamed", "de")).body()).isEqualTo("{\"unnamed\":true}");
    // A request that names no language is answered by a recording in any.
    assertThat(replay.send(browse("UCgerman", null)).body()).isEqualTo("{\"de\":true}");

    // A recording that names no language at all (hand-built) answers a request in any.
    record("05-browse.json", "UCnolang", null, null, "{\"nolang\":true}");
    ReplayTransport again = ReplayTransport.over(List.of(folder), format);
    assertThat(again.send(browse("UCnolang", "en-GB")).body()).isEqualTo("{\"nolang\":true}");
    assertThat(again.send(browse("UCnolang", null)).body()).isEqualTo("{\"nolang\":true}");
  }
}
