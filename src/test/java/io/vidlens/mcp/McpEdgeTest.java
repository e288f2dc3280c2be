package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiKeyService;
import io.vidlens.testing.ServerTest;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The MCP edge as a hostile or careless client meets it, over plain HTTP: sessions belong to the
 * account that opened them and are capped, {@code initialize} is rate-limited, an absurd {@code
 * clientInfo} is refused, and every transport error is a small JSON-RPC error with the spec's code.
 * Needs no platform data.
 */
class McpEdgeTest extends ServerTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String ACCEPT_BOTH = "application/json, text/event-stream";
  private static final String INITIALIZE =
      """
      {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
      "capabilities":{},"clientInfo":{"name":"%s","version":"1.0"}}}""";
  private static final String LIST_TOOLS =
      "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}";

  @Autowired ApiKeyService keys;

  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  record Reply(int status, Map<String, List<String>> headers, String body) {
    JsonNode json() {
      return JSON.readTree(body);
    }

    int errorCode() {
      return json().path("error").path("code").asInt(0);
    }

    String session() {
      return headers.getOrDefault("mcp-session-id", List.of("")).getFirst();
    }
  }

  private String newKey(String plan) {
    return keys.create("mcp-edge-" + System.nanoTime(), "k", plan).secret();
  }

  private Reply send(String method, String key, String body, String... headers) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/mcp"))
            .timeout(Duration.ofSeconds(30))
            .header("Authorization", "Bearer " + key);
    for (int i = 0; i < headers.length; i += 2) {
      request.header(headers[i], headers[i + 1]);
    }
    request.method(
        method,
        body == null
            ? HttpRequest.BodyPublishers.noBody()
            : HttpRequest.BodyPublishers.ofString(body));
    try {
      HttpResponse<String> response =
          http.send(request.build(), HttpResponse.BodyHandlers.ofString());
      return new Reply(response.statusCode(), response.headers().map(), response.body());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private Reply post(String key, String body, String... headers) {
    List<String> all =
        new ArrayList<>(List.of("Content-Type", "application/json", "Accept", ACCEPT_BOTH));
    all.addAll(List.of(headers));
    return send("POST", key, body, all.toArray(String[]::new));
  }

  private String initialize(String key) {
    Reply reply = post(key, INITIALIZE.formatted("edge-test"));
    assertThat(reply.status()).as(reply.body()).isEqualTo(200);
    assertThat(reply.session()).isNotBlank();
    return reply.session();
  }

  private static void smallJsonRpcError(Reply reply, int status, int code) {
    assertThat(reply.status()).as(reply.body()).isEqualTo(status);
    assertThat(reply.body()).hasSizeLessThan(600).doesNotContain("Exception", "\tat ", "at io.");
    assertThat(reply.json().path("jsonrpc").asString("")).isEqualTo("2.0");
    assertThat(reply.errorCode()).as(reply.body()).isEqualTo(code);
    assertThat(reply.json().path("error").path("message").asString("")).isNotBlank();
  }

  @Test
  void anotherAccountCanNeitherUseNorDeleteASession() {
    String a = newKey(null);
    String b = newKey(null);
    String session = initialize(a);

    smallJsonRpcError(send("DELETE", b, null, "Mcp-Session-Id", session), 404, -32001);
    smallJsonRpcError(post(b, LIST_TOOLS, "Mcp-Session-Id", session), 404, -32001);

    Reply own = post(a, LIST_TOOLS, "Mcp-Session-Id", session);
    assertThat(own.status()).as(own.body()).isEqualTo(200);
    assertThat(own.body()).contains("get_video_details");
    assertThat(send("DELETE", a, null, "Mcp-Session-Id", session).status()).isEqualTo(200);
    smallJsonRpcError(post(a, LIST_TOOLS, "Mcp-Session-Id", session), 404, -32001);
  }

  @Test
  void anAbsurdClientInfoIsRefusedAndOpensNoSession() {
    String key = newKey(null);
    Reply reply = post(key, INITIALIZE.formatted("x".repeat(100_000)));

    smallJsonRpcError(reply, 400, -32602);
    assertThat(reply.session()).isEmpty();

    // A body over the largest message is refused by its length, unread.
    Reply huge = post(key, INITIALIZE.formatted("x".repeat(1_000_000)));
    smallJsonRpcError(huge, 413, -32600);
    assertThat(huge.session()).isEmpty();
  }

  @Test
  void sessionsOverTheKeysCapAreRefusedSayingSo() {
    String key = newKey(null);
    for (int i = 0; i < McpLimits.DEFAULT_SESSIONS_PER_KEY; i++) {
      initialize(key);
    }
    Reply over = post(key, INITIALIZE.formatted("one-too-many"));

    smallJsonRpcError(over, 429, -32000);
    assertThat(over.body()).contains(String.valueOf(McpLimits.DEFAULT_SESSIONS_PER_KEY));
    assertThat(over.session()).isEmpty();
  }

  @Test
  void initializeIsCountedByThePlansRateLimit() {
    String key = newKey("slow"); // 1 request a second
    List<Integer> statuses = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      statuses.add(post(key, INITIALIZE.formatted("burst")).status());
    }
    assertThat(statuses).contains(429);
    Reply refused = post(key, INITIALIZE.formatted("burst"));
    if (refused.status() == 429) { // the API's envelope, with the wait
      assertThat(refused.json().path("error").path("retryAfter").asInt(0)).isPositive();
    }
  }

  @Test
  void transportErrorsAreJsonRpcErrorsWithTheSpecsCodes() {
    String key = newKey(null);
    String session = initialize(key);

    smallJsonRpcError(post(key, "{not json", "Mcp-Session-Id", session), 400, -32700);
    smallJsonRpcError(post(key, "[" + LIST_TOOLS + "]", "Mcp-Session-Id", session), 400, -32600);
    smallJsonRpcError(post(key, "\"hello\"", "Mcp-Session-Id", session), 400, -32600);
    smallJsonRpcError(
        post(
            key,
            "{\"jsonrpc\":\"1.0\",\"id\":3,\"method\":\"tools/list\"}",
            "Mcp-Session-Id",
            session),
        400,
        -32600);
    smallJsonRpcError(post(key, LIST_TOOLS), 400, -32600); // no session
    smallJsonRpcError(post(key, LIST_TOOLS, "Mcp-Session-Id", "no-such-session"), 404, -32001);
    smallJsonRpcError(
        send(
            "POST",
            key,
            LIST_TOOLS,
            "Content-Type",
            "application/json",
            "Accept",
            "application/json",
            "Mcp-Session-Id",
            session),
        406,
        -32600);
    smallJsonRpcError(
        send("GET", key, null, "Accept", "text/event-stream", "Mcp-Session-Id", "no-such-session"),
        404,
        -32001);
    smallJsonRpcError(send("DELETE", key, null), 400, -32600);
    Reply unknownMethod =
        post(
            key,
            "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"no/such\"}",
            "Mcp-Session-Id",
            session);
    assertThat(unknownMethod.body()).contains("-32601").doesNotContain("Exception");
  }

  @Test
  void aSessionHoldsOneEventStreamAndANewOneEndsTheOld() throws Exception {
    String key = newKey(null);
    String session = initialize(key);

    HttpResponse<InputStream> first = stream(key, session);
    assertThat(first.statusCode()).isEqualTo(200);
    assertThat(first.headers().firstValue("Content-Type").orElse(""))
        .startsWith("text/event-stream");
    HttpResponse<InputStream> second = stream(key, session);
    assertThat(second.statusCode()).isEqualTo(200);

    // the first stream's response is completed: its reader sees the end, not a hang
    try (InputStream events = first.body()) {
      byte[] rest =
          CompletableFuture.supplyAsync(
                  () -> {
                    try {
                      return events.readAllBytes();
                    } catch (IOException e) {
                      throw new UncheckedIOException(e);
                    }
                  })
              .get(10, TimeUnit.SECONDS);
      assertThat(new String(rest)).doesNotContain("event: message");
    }
    second.body().close();
  }

  private HttpResponse<InputStream> stream(String key, String session) throws Exception {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/mcp"))
            .timeout(Duration.ofSeconds(10))
            .header("Authorization", "Bearer " + key)
            .header("Accept", "text/event-stream")
            .header("Mcp-Session-Id", session)
            .GET()
            .build();
    return http.send(request, HttpResponse.BodyHandlers.ofInputStream());
  }

  @Test
  void anUnsupportedProtocolVersionHeaderIs400() {
    String key = newKey(null);
    String session = initialize(key);

    smallJsonRpcError(
        post(key, LIST_TOOLS, "Mcp-Session-Id", session, "MCP-Protocol-Version", "1999-01-01"),
        400,
        -32600);
    Reply supported =
        post(key, LIST_TOOLS, "Mcp-Session-Id", session, "MCP-Protocol-Version", "2025-06-18");
    assertThat(supported.status()).as(supported.body()).isEqualTo(200);
  }

  @Test
  void anOriginIsMatchedExactlyNotByItsBeginning() {
    String key = newKey(null);

    Reply evil = post(key, INITIALIZE.formatted("page"), "Origin", "http://localhost:1.evil.com");
    assertThat(evil.status()).as(evil.body()).isEqualTo(403);
    assertThat(evil.session()).isEmpty();
    Reply local = post(key, INITIALIZE.formatted("page"), "Origin", "http://localhost:6274");
    assertThat(local.status()).as(local.body()).isEqualTo(200);
  }
}
