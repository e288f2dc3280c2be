package io.vidlens.platform.transport;

import static io.vidlens.platform.TestPlatform.MAPPER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.request.UpstreamEndpoints;
import io.vidlens.testing.StubServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/** Record mode against a local stub platform writes the README's format; replay reads it back. */
class RecordAndReplayTest {

  private static final String NEXT_ANSWER =
      "{\"responseContext\":{\"visitorData\":\"Cgt2aXNpdG9y\"},\"contents\":{\"title\":\"caf\u00e9 \u2019\"}}";
  private static final String FEED_ANSWER =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?><feed xmlns=\"http://www.w3.org/2005/Atom\"></feed>";

  @TempDir Path folder;
  private StubServer stub;
  private InnerTubeRequests requests;
  private final RecordingFormat format = new RecordingFormat(MAPPER);

  @BeforeEach
  void startStub() {
    stub =
        new StubServer(
            exchange -> {
              String path = exchange.getRequestURI().getPath();
              if (path.equals("/youtubei/v1/next")) {
                exchange.getResponseHeaders().set("Content-Encoding", "gzip");
                StubServer.answer(
                    exchange, 200, "application/json; charset=UTF-8", gzip(NEXT_ANSWER));
              } else if (path.equals("/feeds/videos.xml")) {
                StubServer.answer(
                    exchange,
                    200,
                    "text/xml; charset=UTF-8",
                    FEED_ANSWER.getBytes(StandardCharsets.UTF_8));
              } else {
                StubServer.answer(
                    exchange, 404, "text/html", "<html>no</html>".getBytes(StandardCharsets.UTF_8));
              }
            });
    requests = TestPlatform.requests(new UpstreamEndpoints(stub.base(), stub.base()));
  }

  @AfterEach
  void stopStub() {
    stub.close();
  }

  private HttpTransport live() {
    return new HttpTransport(ProxyPool.direct(), Duration.ofSeconds(2), Duration.ofSeconds(5));
  }

  @Test
  void liveTransportAcceptsAndDecodesGzip() {
    try (HttpTransport live = live()) {
      UpstreamResponse response = live.send(requests.next("dQw4w9WgXcQ", null));

      assertThat(response.status()).isEqualTo(200);
      assertThat(response.body()).isEqualTo(NEXT_ANSWER);
      assertThat(stub.seen().getFirst().acceptEncoding()).isEqualTo("gzip");
      assertThat(MAPPER.readTree(stub.seen().getFirst().body()).path("videoId").stringValue())
          .isEqualTo("dQw4w9WgXcQ");
    }
  }

  @Test
  void recordModeWritesNumberedFilesInTheRecordingFormat() throws Exception {
    try (RecordingTransport recording =
        new RecordingTransport(live(), folder, format, MAPPER, "en", "GB")) {
      recording.send(requests.next("dQw4w9WgXcQ", "visitor123"));
      recording.send(requests.feed("UCsXVk37bltHxD1rDPwtNM8Q"));
    }

    assertThat(folder.resolve("00-next.json")).exists();
    assertThat(folder.resolve("01-feed.json")).exists();
    JsonNode next = MAPPER.readTree(Files.readString(folder.resolve("00-next.json")));
    assertThat(next.path("request").path("method").stringValue()).isEqualTo("POST");
    assertThat(next.path("request").path("url").stringValue())
        .isEqualTo(stub.base() + "/youtubei/v1/next?prettyPrint=false");
    assertThat(next.path("request").path("headers").path("X-YouTube-Client-Name").stringValue())
        .isEqualTo("1");
    assertThat(next.path("request").path("headers").path("Cookie").stringValue())
        .isEqualTo("SOCS=CAE=");
    assertThat(next.path("request").path("body").path("videoId").stringValue())
        .isEqualTo("dQw4w9WgXcQ");
    assertThat(
            next.path("request")
                .path("body")
                .path("context")
                .path("client")
                .path("clientName")
                .stringValue())
        .isEqualTo("WEB");
    assertThat(next.path("response").path("status").intValue()).isEqualTo(200);
    assertThat(next.path("response").path("contentType").stringValue())
        .isEqualTo("application/json; charset=UTF-8");
    assertThat(next.path("response").path("body").stringValue()).isEqualTo(NEXT_ANSWER);
    assertThat(next.path("recordedWith").path("languageCode").stringValue()).isEqualTo("en");
    assertThat(next.path("recordedWith").path("countryCode").stringValue()).isEqualTo("GB");

    JsonNode feed = MAPPER.readTree(Files.readString(folder.resolve("01-feed.json")));
    assertThat(feed.path("request").path("method").stringValue()).isEqualTo("GET");
    assertThat(feed.path("request").path("body").isNull()).isTrue();
    assertThat(feed.path("response").path("body").stringValue()).isEqualTo(FEED_ANSWER);

    JsonNode index = MAPPER.readTree(Files.readString(folder.resolve("index.json")));
    assertThat(index).hasSize(2);
    assertThat(index.get(0).path("file").stringValue()).isEqualTo("00-next.json");
    assertThat(index.get(0).path("endpoint").stringValue()).isEqualTo("next");
    assertThat(index.get(1).path("status").intValue()).isEqualTo(200);
  }

  @Test
  void replayAnswersTheRecordedRequestsWithoutTheNetwork() {
    try (RecordingTransport recording =
        new RecordingTransport(live(), folder, format, MAPPER, "en", "GB")) {
      recording.send(requests.next("dQw4w9WgXcQ", null));
      recording.send(requests.feed("UCsXVk37bltHxD1rDPwtNM8Q"));
    } catch (Exception e) {
      throw new AssertionError(e);
    }
    int liveCalls = stub.seen().size();

    // Other hosts and visitor data than when recording: neither takes part in the match.
    InnerTubeRequests elsewhere = TestPlatform.requests(UpstreamEndpoints.PLATFORM);
    ReplayTransport replay = ReplayTransport.over(List.of(folder), format);

    assertThat(replay.send(elsewhere.next("dQw4w9WgXcQ", "other-visitor")).body())
        .isEqualTo(NEXT_ANSWER);
    assertThat(replay.send(elsewhere.feed("UCsXVk37bltHxD1rDPwtNM8Q")).body())
        .isEqualTo(FEED_ANSWER);
    assertThatThrownBy(() -> replay.send(elsewhere.next("aaaaaaaaaaa", null)))
        .isInstanceOf(NoRecordingException.class)
        .hasMessageContaining("videoId=aaaaaaaaaaa");
    assertThat(stub.seen()).hasSize(liveCalls);
  }

  @Test
  void replayReadsEachRecordingOnceAndAnswersAFreshBodyEachTime() throws Exception {
    try (RecordingTransport recording =
        new RecordingTransport(live(), folder, format, MAPPER, "en", "GB")) {
      recording.send(requests.next("dQw4w9WgXcQ", null));
    }
    ReplayTransport replay = ReplayTransport.over(List.of(folder), format);
    InnerTubeRequests elsewhere = TestPlatform.requests(UpstreamEndpoints.PLATFORM);
    UpstreamResponse first = replay.send(elsewhere.next("dQw4w9WgXcQ", null));
    // The file is read once: what replay answers after the first read comes from memory.
    Path file;
    try (var files = Files.list(folder)) {
      file =
          files
              .filter(f -> f.getFileName().toString().endsWith("-next.json"))
              .findFirst()
              .orElseThrow();
    }
    Files.writeString(file, "not a recording any more");

    UpstreamResponse second = replay.send(elsewhere.next("dQw4w9WgXcQ", null));
    assertThat(second.body()).isEqualTo(NEXT_ANSWER).isEqualTo(first.body());
    assertThat(second.body())
        .as("a new body instance per answer, as from the network")
        .isNotSameAs(first.body());
  }

  @Test
  void recordingContinuesTheNumberingOfAnEarlierRun() throws Exception {
    try (RecordingTransport first =
        new RecordingTransport(live(), folder, format, MAPPER, "en", "GB")) {
      first.send(requests.next("dQw4w9WgXcQ", null));
    }
    try (RecordingTransport second =
        new RecordingTransport(live(), folder, format, MAPPER, "en", "GB")) {
      second.send(requests.feed("UCsXVk37bltHxD1rDPwtNM8Q"));
    }

    assertThat(folder.resolve("01-feed.json")).exists();
    assertThat(MAPPER.readTree(Files.readString(folder.resolve("index.json")))).hasSize(2);
  }

  @Test
  void unansweredRequestsAreNotRecorded() throws Exception {
    PlatformTransport failing =
        request -> {
          throw new io.vidlens.platform.faults.UpstreamFailure(
              io.vidlens.platform.faults.UpstreamFault.CONNECTION, "down");
        };
    try (RecordingTransport recording =
        new RecordingTransport(failing, folder, format, MAPPER, "en", "GB")) {
      assertThatThrownBy(() -> recording.send(requests.next("dQw4w9WgXcQ", null)))
          .isInstanceOf(io.vidlens.platform.faults.UpstreamFailure.class);
    }
    try (var files = Files.list(folder)) {
      assertThat(files.toList()).isEmpty();
    }
  }

  private static byte[] gzip(String text) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
      gz.write(text.getBytes(StandardCharsets.UTF_8));
    }
    return out.toByteArray();
  }
}
