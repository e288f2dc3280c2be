package io.vidlens.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Iterator;
import java.util.function.Consumer;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * One client's MCP session with a Vidlens server over Streamable HTTP: posts each message with the
 * API key and the session's ID, and hands every message of the answer (one JSON body, or the events
 * of a stream: progress, then the result) to the sink as it arrives. A session the server has
 * closed (idle, restarted) is opened again with the client's own {@code initialize}, since a stdio
 * client cannot know its server has sessions at all.
 */
final class McpHttpRelay {

  static final String SESSION = "Mcp-Session-Id";
  static final String PROTOCOL = "MCP-Protocol-Version";

  private final HttpClient http =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1) // no upgrade attempt on plain http
          .connectTimeout(Duration.ofSeconds(10))
          .build();
  private final URI endpoint;
  private final String apiKey;
  private final JsonMapper json;
  private volatile String session;
  private volatile String protocolVersion;
  private volatile JsonNode initialize;

  McpHttpRelay(URI endpoint, String apiKey, JsonMapper json) {
    this.endpoint = endpoint;
    this.apiKey = apiKey;
    this.json = json;
  }

  /** What the server answered that the client must hear of: an HTTP refusal, not JSON-RPC. */
  static final class Refused extends IOException {
    final int status;

    Refused(int status, String message) {
      super(message);
      this.status = status;
    }
  }

  /** Sends one message from the client; the server's messages for it go to {@code sink}. */
  void send(JsonNode message, Consumer<JsonNode> sink) throws IOException, InterruptedException {
    boolean initializing = "initialize".equals(message.path("method").asString(""));
    if (initializing) {
      initialize = message;
      session = null;
    }
    String sent = session;
    HttpResponse<Stream<String>> response = post(message);
    if (response.statusCode() == 404 && sent != null) {
      // The server no longer knows the session: open a new one as the client did, then retry.
      response.body().close();
      reopen();
      response = post(message);
    }
    answer(response, initializing, sink);
  }

  /** Ends the session on the server, if one is open (the client has gone). */
  void close() {
    String open = session;
    if (open == null) {
      return;
    }
    try {
      http.send(
          authorized(HttpRequest.newBuilder(endpoint).DELETE()).header(SESSION, open).build(),
          HttpResponse.BodyHandlers.discarding());
    } catch (IOException e) {
      // the server is gone too; its session ends with it
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void reopen() throws IOException, InterruptedException {
    JsonNode first = initialize;
    session = null;
    if (first == null) {
      throw new Refused(404, "The server closed the MCP session and no initialize is known.");
    }
    ObjectNode again = ((ObjectNode) first.deepCopy()).put("id", "vidlens-stdio-reopen");
    answer(post(again), true, m -> {});
    post(json.createObjectNode().put("jsonrpc", "2.0").put("method", "notifications/initialized"))
        .body()
        .close();
  }

  private HttpResponse<Stream<String>> post(JsonNode message)
      throws IOException, InterruptedException {
    HttpRequest.Builder request =
        authorized(HttpRequest.newBuilder(endpoint))
            .header("Content-Type", "application/json")
            .header("Accept", "application/json, text/event-stream")
            .POST(HttpRequest.BodyPublishers.ofString(json.writeValueAsString(message)));
    if (session != null) {
      request.header(SESSION, session);
    }
    if (protocolVersion != null) {
      request.header(PROTOCOL, protocolVersion);
    }
    return http.send(request.build(), HttpResponse.BodyHandlers.ofLines());
  }

  private HttpRequest.Builder authorized(HttpRequest.Builder request) {
    return apiKey == null || apiKey.isBlank()
        ? request
        : request.header("Authorization", "Bearer " + apiKey);
  }

  private void answer(
      HttpResponse<Stream<String>> response, boolean initializing, Consumer<JsonNode> sink)
      throws IOException {
    int status = response.statusCode();
    String type = response.headers().firstValue("Content-Type").orElse("");
    if (initializing && status / 100 == 2) {
      response.headers().firstValue(SESSION).ifPresent(id -> session = id);
    }
    Consumer<JsonNode> seen =
        initializing
            ? message -> {
              String version = message.path("result").path("protocolVersion").asString("");
              if (!version.isEmpty()) {
                protocolVersion = version;
              }
              sink.accept(message);
            }
            : sink;
    try (Stream<String> lines = response.body()) {
      if (type.startsWith("text/event-stream")) {
        events(lines.iterator(), seen);
      } else if (status == 202) {
        return;
      } else {
        String body = String.join("\n", lines.toList());
        JsonNode parsed = parse(body);
        if (parsed != null && (parsed.has("jsonrpc") || parsed.isArray())) {
          // A JSON-RPC answer, an error among them, goes to the client as it is.
          each(parsed, seen);
        } else if (status / 100 != 2) {
          throw new Refused(status, refusal(status, parsed, body));
        }
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /** Server-sent events: each event's data lines joined are one JSON-RPC message. */
  private void events(Iterator<String> lines, Consumer<JsonNode> sink) {
    StringBuilder data = new StringBuilder();
    while (lines.hasNext()) {
      String line = lines.next();
      if (line.isEmpty()) {
        JsonNode message = parse(data.toString());
        if (message != null) {
          each(message, sink);
        }
        data.setLength(0);
      } else if (line.startsWith("data:")) {
        data.append(data.isEmpty() ? "" : "\n").append(line.substring(5).stripLeading());
      }
    }
    JsonNode last = parse(data.toString());
    if (last != null) {
      each(last, sink);
    }
  }

  private static void each(JsonNode message, Consumer<JsonNode> sink) {
    if (message.isArray()) {
      message.forEach(sink);
    } else {
      sink.accept(message);
    }
  }

  private JsonNode parse(String text) {
    if (text.isBlank()) {
      return null;
    }
    try {
      return json.readTree(text);
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** The server's refusal in a sentence: its envelope's message when it sent one. */
  private String refusal(int status, JsonNode parsed, String body) {
    String message = parsed == null ? "" : parsed.path("error").path("message").asString("");
    String details = parsed == null ? "" : parsed.path("error").path("details").asString("");
    String said =
        message.isEmpty()
            ? body.strip().substring(0, Math.min(200, body.strip().length()))
            : message + (details.isEmpty() ? "" : ": " + details);
    String hint = status == 401 ? " Set VIDLENS_API_KEY to an API key of that server." : "";
    return "Vidlens at " + endpoint + " answered HTTP " + status + " " + said + "." + hint;
  }
}
