package io.vidlens.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ConnectException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * MCP over stdio, carried to a Vidlens server's {@code /mcp}: each line the client writes is one
 * JSON-RPC message, a request posted at once on a thread of its own (a long tool call holds no
 * other back); each message the server answers is one line on the output, and nothing else is. A
 * message the server could not be asked about gets a JSON-RPC error saying why, so the client never
 * waits for an answer that will not come.
 */
final class StdioBridge {

  /** JSON-RPC's codes: the line was not JSON; the server could not be reached or refused. */
  static final int PARSE_ERROR = -32700;

  static final int INTERNAL_ERROR = -32603;

  private final McpHttpRelay relay;
  private final JsonMapper json;
  private final PrintStream out;
  private final PrintStream log;

  StdioBridge(McpHttpRelay relay, JsonMapper json, OutputStream out, PrintStream log) {
    this.relay = relay;
    this.json = json;
    this.out = new PrintStream(out, false, StandardCharsets.UTF_8);
    this.log = log;
  }

  /** Carries messages until the client closes its end; then ends the server's session. */
  void run(InputStream in) throws IOException {
    BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    try (ExecutorService calls = Executors.newVirtualThreadPerTaskExecutor()) {
      String line;
      while ((line = lines.readLine()) != null) {
        if (line.isBlank()) {
          continue;
        }
        JsonNode message;
        try {
          message = json.readTree(line);
        } catch (RuntimeException e) {
          write(error(null, PARSE_ERROR, "Parse error: a line that is not JSON."));
          continue;
        }
        if (message.has("id")
            && message.has("method")
            && !"initialize".equals(message.path("method").asString(""))) {
          calls.submit(() -> forward(message));
        } else {
          // The session must exist before anything else is sent, and a notification (such as
          // "initialized") must arrive before the requests the client wrote after it; both are
          // answered at once.
          forward(message);
        }
      }
      calls.shutdown();
      calls.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      relay.close();
    }
  }

  private void forward(JsonNode message) {
    try {
      relay.send(message, this::write);
    } catch (McpHttpRelay.Refused e) {
      fail(message, e.getMessage());
    } catch (ConnectException e) {
      fail(message, "Vidlens is not reachable (" + e.getMessage() + "); is the server running?");
    } catch (IOException e) {
      fail(message, "Vidlens could not be reached: " + e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Tells the client of a request why it got no answer; a notification needs none. */
  private void fail(JsonNode message, String why) {
    log.println("vidlens mcp: " + why);
    if (message.has("id") && message.has("method")) {
      write(error(message.get("id"), INTERNAL_ERROR, why));
    }
  }

  private ObjectNode error(JsonNode id, int code, String text) {
    ObjectNode error = json.createObjectNode().put("jsonrpc", "2.0");
    error.set("id", id);
    error.putObject("error").put("code", code).put("message", text);
    return error;
  }

  private void write(JsonNode message) {
    String line = json.writeValueAsString(message);
    synchronized (out) {
      out.print(line);
      out.print('\n');
      out.flush();
    }
  }
}
