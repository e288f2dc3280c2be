package io.vidlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.vidlens.json.JsonMappers;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The stdio bridge against a small Streamable HTTP server written here (the shapes of the MCP
 * specification): what a desktop agent writes on the bridge's input reaches the server with the key
 * and the session, and the server's answers, streamed events among them, come back one per line.
 */
class StdioBridgeTest {

  private static final String INITIALIZE =
      """
      {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
      "capabilities":{},"clientInfo":{"name":"desk","version":"1"}}}""";
  private static final String INITIALIZED =
      """
      {"jsonrpc":"2.0","method":"notifications/initialized"}""";
  private static final String CALL =
      """
      {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"slow",\
      "_meta":{"progressToken":"p"}}}""";

  private HttpServer server;
  private final List<String> seen = new CopyOnWriteArrayList<>();
  private final AtomicInteger sessions = new AtomicInteger();
  private volatile String liveSession;
  private final CountDownLatch progressRead = new CountDownLatch(1);

  @BeforeEach
  void serve() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/mcp", this::answer);
    server.setExecutor(java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor());
    server.start();
  }

  @AfterEach
  void stop() {
    server.stop(0);
  }

  private void answer(HttpExchange exchange) throws IOException {
    String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
    String session = exchange.getRequestHeaders().getFirst("Mcp-Session-Id");
    String key = exchange.getRequestHeaders().getFirst("Authorization");
    seen.add(exchange.getRequestMethod() + " " + session + " " + key + " " + body);
    if (!"Bearer good-key".equals(key)) {
      send(
          exchange,
          401,
          "application/json",
          "{\"error\":{\"code\":401,\"message\":\"Unauthorized\"}}");
      return;
    }
    if (exchange.getRequestMethod().equals("DELETE")) {
      send(exchange, 200, "application/json", "");
      return;
    }
    JsonNode message = JsonMappers.PLAIN.readTree(body);
    String method = message.path("method").asString("");
    if (method.equals("initialize")) {
      liveSession = "s-" + sessions.incrementAndGet();
      exchange.getResponseHeaders().add("Mcp-Session-Id", liveSession);
      send(
          exchange,
          200,
          "application/json",
          "{\"jsonrpc\":\"2.0\",\"id\":"
              + message.get("id")
              + ",\"result\":{\"protocolVersion\":"
              + "\"2025-06-18\",\"capabilities\":{},\"serverInfo\":{\"name\":\"t\",\"version\":\"1\"}}}");
    } else if (session == null || !session.equals(liveSession)) {
      send(exchange, 404, "application/json", "");
    } else if (method.startsWith("notifications/")) {
      send(exchange, 202, "application/json", "");
    } else {
      // An event stream: the progress, then the result only once the client has read the progress.
      exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
      exchange.sendResponseHeaders(200, 0);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(
            ("event: message\ndata: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\","
                    + "\"params\":{\"progressToken\":\"p\",\"progress\":40,\"total\":100}}\n\n")
                .getBytes(StandardCharsets.UTF_8));
        out.flush();
        progressRead.await(20, TimeUnit.SECONDS);
        out.write(
            ("event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":"
                    + message.get("id")
                    + ",\"result\":{\"content\":[]}}\n\n")
                .getBytes(StandardCharsets.UTF_8));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  private static void send(HttpExchange exchange, int status, String type, String body)
      throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().add("Content-Type", type);
    exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
    exchange.getResponseBody().write(bytes);
    exchange.close();
  }

  /**
   * The bridge on pipes: what the test writes is the agent's output, what it reads the bridge's.
   */
  private final class Agent implements AutoCloseable {
    final PipedOutputStream toBridge = new PipedOutputStream();
    final BufferedReader fromBridge;
    final ByteArrayOutputStream log = new ByteArrayOutputStream();
    final Thread bridge;

    Agent(String key) throws IOException {
      PipedInputStream bridgeIn = new PipedInputStream(toBridge, 1 << 16);
      PipedInputStream agentIn = new PipedInputStream(1 << 16);
      PipedOutputStream bridgeOut = new PipedOutputStream(agentIn);
      fromBridge = new BufferedReader(new InputStreamReader(agentIn, StandardCharsets.UTF_8));
      McpHttpRelay relay =
          new McpHttpRelay(
              URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/mcp"),
              key,
              JsonMappers.PLAIN);
      StdioBridge stdio =
          new StdioBridge(relay, JsonMappers.PLAIN, bridgeOut, new PrintStream(log, true));
      bridge =
          Thread.ofVirtual()
              .start(
                  () -> {
                    try {
                      stdio.run(bridgeIn);
                      bridgeOut.close();
                    } catch (IOException e) {
                      throw new java.io.UncheckedIOException(e);
                    }
                  });
    }

    void write(String line) throws IOException {
      toBridge.write((line + "\n").getBytes(StandardCharsets.UTF_8));
      toBridge.flush();
    }

    JsonNode read() throws IOException {
      return JsonMappers.PLAIN.readTree(fromBridge.readLine());
    }

    @Override
    public void close() throws Exception {
      toBridge.close();
      bridge.join(10_000);
    }
  }

  @Test
  void messagesTravelWithKeyAndSessionAndStreamedEventsArriveOneByOne() throws Exception {
    try (Agent agent = new Agent("good-key")) {
      agent.write(INITIALIZE);
      JsonNode initialized = agent.read();
      assertThat(initialized.path("result").path("protocolVersion").asString())
          .isEqualTo("2025-06-18");
      agent.write(INITIALIZED);
      agent.write(CALL);
      JsonNode progress = agent.read();
      assertThat(progress.path("method").asString()).isEqualTo("notifications/progress");
      progressRead.countDown(); // the server answers only after the progress came through
      JsonNode result = agent.read();
      assertThat(result.path("id").asInt()).isEqualTo(2);
      assertThat(result.has("result")).isTrue();
    }
    assertThat(seen)
        .allSatisfy(request -> assertThat(request).contains("Bearer good-key"))
        .anySatisfy(request -> assertThat(request).startsWith("POST s-1 ").contains("tools/call"))
        .last()
        .asString()
        .as("the session is ended when the agent closes the bridge's input")
        .startsWith("DELETE s-1 ");
  }

  @Test
  void aSessionTheServerForgotIsOpenedAgainAndTheCallGoesThrough() throws Exception {
    try (Agent agent = new Agent("good-key")) {
      agent.write(INITIALIZE);
      agent.read();
      agent.write(INITIALIZED);
      liveSession = "expired"; // the server closed the idle session
      progressRead.countDown();
      agent.write(CALL);
      JsonNode first = agent.read();
      JsonNode second = agent.read();
      assertThat(List.of(first.path("method").asString(""), second.path("id").asInt()))
          .containsExactly("notifications/progress", 2);
    }
    assertThat(sessions.get()).isEqualTo(2);
    assertThat(seen).anySatisfy(r -> assertThat(r).startsWith("POST s-2 ").contains("tools/call"));
  }

  @Test
  void aRefusedKeyIsAJsonRpcErrorSayingWhatToSetAndNothingElseIsWritten() throws Exception {
    try (Agent agent = new Agent("wrong-key")) {
      agent.write(INITIALIZE);
      JsonNode error = agent.read();
      assertThat(error.path("id").asInt()).isEqualTo(1);
      assertThat(error.path("error").path("code").asInt()).isEqualTo(StdioBridge.INTERNAL_ERROR);
      assertThat(error.path("error").path("message").asString())
          .contains("HTTP 401", "Unauthorized", "VIDLENS_API_KEY");
      agent.write("not json");
      assertThat(agent.read().path("error").path("code").asInt())
          .isEqualTo(StdioBridge.PARSE_ERROR);
      agent.write(INITIALIZED); // a notification: refused, but nothing to answer
      agent.write(INITIALIZE.replace("\"id\":1", "\"id\":3"));
      assertThat(agent.read().path("id").asInt()).as("no line for the notification").isEqualTo(3);
    }
  }

  @Test
  void aBaseUrlMeansItsMcpEndpointAndOtherSchemesAreRefused() {
    assertThat(McpStdioCommand.endpoint("https://vidlens.example.com"))
        .hasToString("https://vidlens.example.com/mcp");
    assertThat(McpStdioCommand.endpoint("http://127.0.0.1:8080/mcp"))
        .hasToString("http://127.0.0.1:8080/mcp");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> McpStdioCommand.endpoint("file:/x"))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
