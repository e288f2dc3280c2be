package io.vidlens.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.platform.transport.NoRecordingException;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.platform.transport.RecordingFormat;
import io.vidlens.platform.transport.ReplayTransport;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.node.ObjectNode;

/**
 * A constructed answer set answers exactly the requests the replay transport answers from the same
 * exchanges written as recording files: the language rule, the query fields of a GET, the first of
 * two answers to one request, and a 503 (NO_RECORDING) for anything else.
 */
class FakePlatformAnswerSetsTest {

  private static final URI BROWSE = URI.create("https://www.youtube.com/youtubei/v1/browse");
  private static final RecordingFormat FORMAT = new RecordingFormat(FakePlatform.JSON);

  @TempDir Path folder;

  private static UpstreamRequest browse(String browseId, String hl) {
    ObjectNode body = FakePlatform.JSON.createObjectNode();
    ObjectNode client = body.putObject("context").putObject("client").put("clientName", "WEB");
    if (hl != null) {
      client.put("hl", hl);
    }
    body.put("browseId", browseId);
    return UpstreamRequest.post(BROWSE, Map.of(), body);
  }

  private static UpstreamRequest captions(String videoId, String lang) {
    return new UpstreamRequest(
        "GET",
        URI.create("https://www.youtube.com/api/timedtext?v=" + videoId + "&lang=" + lang),
        Map.of(),
        null);
  }

  private static RecordedExchange exchange(UpstreamRequest request, String language, String body) {
    return new RecordedExchange(
        request, new UpstreamResponse(200, "application/json", body), language, "GB");
  }

  private static String outcome(PlatformTransport transport, UpstreamRequest request) {
    try {
      return transport.send(request).body();
    } catch (NoRecordingException e) {
      return "NO_RECORDING";
    }
  }

  @Test
  void aConstructedAnswerAnswersTheRequestsItsRecordingWould() throws Exception {
    List<RecordedExchange> set =
        List.of(
            exchange(browse("UCgerman", "de-DE"), "de", "{\"de\":true}"),
            exchange(browse("UCboth", "de"), "de", "{\"lang\":\"de\"}"),
            exchange(browse("UCboth", "en-GB"), "en", "{\"lang\":\"en\"}"),
            exchange(browse("UCunnamed", null), "de", "{\"unnamed\":true}"),
            exchange(browse("UCnolang", null), null, "{\"nolang\":true}"),
            exchange(browse("UCtwice", "en"), "en", "{\"first\":true}"),
            exchange(browse("UCtwice", "en"), "en", "{\"second\":true}"),
            exchange(captions("vid00000001", "en"), "en", "{\"captions\":\"en\"}"));
    for (int i = 0; i < set.size(); i++) {
      Files.writeString(folder.resolve("%02d.json".formatted(i)), FORMAT.write(set.get(i)));
    }
    PlatformTransport replay = ReplayTransport.over(List.of(folder), FORMAT);
    PlatformTransport fake = FakePlatform.answering(set);

    List<UpstreamRequest> requests = new ArrayList<>();
    for (String id : List.of("UCgerman", "UCboth", "UCunnamed", "UCnolang", "UCtwice", "UCnone")) {
      for (String hl : new String[] {"en-GB", "de-AT", "DE", null}) {
        requests.add(browse(id, hl));
      }
    }
    requests.add(captions("vid00000001", "en"));
    requests.add(captions("vid00000001", "de"));
    for (UpstreamRequest request : requests) {
      assertThat(outcome(fake, request))
          .as(request.url() + " " + request.body())
          .isEqualTo(outcome(replay, request));
    }
    assertThat(outcome(fake, browse("UCtwice", "en"))).isEqualTo("{\"first\":true}");
    assertThat(outcome(fake, browse("UCgerman", "en"))).isEqualTo("NO_RECORDING");
  }
}
