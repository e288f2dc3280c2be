package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ServerTest;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The framework's own errors come in the service's envelope, with details and no stack trace. A
 * bulk body that is not JSON (400) or is a form (415) is answered by Spring MVC and the advice
 * alone: {@code video.VideoControllerSliceTest}.
 */
class FrameworkErrorsTest extends ServerTest {

  private static final String BULK = "/api/external/videos/bulk-transcript";

  @Test
  void unknownPathIs404() {
    Answer answer = api().get("/api/external/no-such-operation");
    assertEnvelope(answer, 404, "Not Found");
    assertThat(answer.error().get("details").asString())
        .contains("/api/external/no-such-operation");
    assertEnvelope(anonymous().get("/nothing/here"), 404, "Not Found");
  }

  @Test
  void wrongMethodIs405AndNamesTheAllowedOne() {
    Answer answer =
        api().send("DELETE", "/api/external/videos/details?videoId=dQw4w9WgXcQ", null, null);
    assertEnvelope(answer, 405, "Method Not Allowed");
    assertThat(answer.error().get("details").asString()).contains("GET");
    assertEnvelope(api().get(BULK), 405, "Method Not Allowed");
  }

  @Test
  void bodyOverOneMebibyteIs413WithOrWithoutContentLength() {
    char[] filler = new char[1_100_000];
    Arrays.fill(filler, 'a');
    String big = "{\"videoIds\":[\"" + new String(filler) + "\"]}";
    assertEnvelope(api().post(BULK, big), 413, "Payload Too Large");

    HttpRequest chunked =
        HttpRequest.newBuilder(URI.create(api().baseUrl() + BULK))
            .header("Authorization", "Bearer " + BOOTSTRAP_KEY)
            .header("Content-Type", "application/json")
            .POST(
                HttpRequest.BodyPublishers.ofInputStream(
                    () -> new java.io.ByteArrayInputStream(big.getBytes())))
            .build();
    assertEnvelope(api().exchange("POST", BULK, chunked), 413, "Payload Too Large");
  }

  /** A missing parameter is the controllers' own slice tests' (e.g. the analysis job's). */
  @Test
  void wronglyTypedAndTooManyParametersAre400WithWhatToFix() {
    Answer typed =
        api()
            .get(
                "/api/external/channels/outliers?channelId=UCsXVk37bltHxD1rDPwtNM8Q&maxVideos=many");
    assertEnvelope(typed, 400, "Bad Request");
    assertThat(typed.error().get("details").asString()).contains("maxVideos").contains("integer");

    Answer bulkTooMany =
        api()
            .post(
                BULK,
                "{\"videoIds\":[\"a\",\"b\",\"c\",\"d\",\"e\",\"f\",\"g\",\"h\",\"i\",\"j\",\"k\"]}");
    assertEnvelope(bulkTooMany, 400, "Bad Request");
    assertThat(bulkTooMany.error().get("details").asString()).contains("10");
  }

  @Test
  void everyAnswerCarriesARequestIdAndKeepsAGoodIncomingOne() {
    assertThat(anonymous().get("/api/external/videos/details").header("X-Request-Id")).isPresent();
    HttpRequest request =
        HttpRequest.newBuilder(
                URI.create(api().baseUrl() + "/api/external/videos/details?videoId=x"))
            .header("Authorization", "Bearer " + BOOTSTRAP_KEY)
            .header("X-Request-Id", "trace-1234567890")
            .build();
    Answer answer = api().exchange("GET", "/api/external/videos/details?videoId=x", request);
    assertThat(answer.header("X-Request-Id")).contains("trace-1234567890");
  }

  @Test
  void requestsTheServletNeverSeesAreRefusedInTheEnvelopeToo() throws Exception {
    // Raw requests: a well-behaved client library refuses to send these at all.
    String undecodable = rawGet("/api/external/videos/details?videoId=%ZZ");
    assertThat(undecodable)
        .startsWith("HTTP/1.1 400")
        .contains("application/json")
        .contains("\"code\":400")
        .contains("%-encoding");
    String encodedSlash =
        rawGet("/api/external/analytics/channel-analytics/UC%2F..%2F/short-vs-long-views");
    assertThat(encodedSlash)
        .startsWith("HTTP/1.1 400")
        .contains("application/json")
        .contains("{\"error\":{\"code\":400")
        .doesNotContain("<html");
  }

  private String rawGet(String target) throws Exception {
    try (java.net.Socket socket = new java.net.Socket("127.0.0.1", port)) {
      socket.setSoTimeout(10_000);
      String request =
          "GET "
              + target
              + " HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer "
              + BOOTSTRAP_KEY
              + "\r\nConnection: close\r\n\r\n";
      socket.getOutputStream().write(request.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      return new String(
          socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
  }

  private static void assertEnvelope(Answer answer, int status, String message) {
    assertThat(answer.status()).as(answer.text()).isEqualTo(status);
    assertThat(answer.header("Content-Type").orElse("")).contains("application/json");
    assertThat(answer.error().get("code").asInt()).isEqualTo(status);
    assertThat(answer.error().get("message").asString()).isEqualTo(message);
    assertThat(answer.error().get("details").asString()).isNotBlank();
    assertThat(answer.text())
        .doesNotContain("Exception")
        .doesNotContain("\tat ")
        .doesNotContain("trace\"");
  }
}
