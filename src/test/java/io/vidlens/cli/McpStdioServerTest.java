package io.vidlens.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.Launcher;
import io.vidlens.json.JsonMappers;
import io.vidlens.testing.ReplayServerTest;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * {@code java -jar vidlens.jar mcp --stdio} as a desktop agent starts it: a process of its own,
 * talking JSON-RPC on its standard input and output to a running Vidlens over HTTP. Its output
 * holds JSON-RPC messages alone (no banner, no log), the tools are the server's and a call answers
 * the server's data.
 */
class McpStdioServerTest extends ReplayServerTest {

  @Test
  void anAgentOnStdioListsAndCallsTheServersToolsAndReadsNothingButJsonRpc() throws Exception {
    ProcessBuilder builder =
        new ProcessBuilder(
            java(),
            Launcher.class.getName(),
            "mcp",
            "--stdio",
            "--url",
            "http://127.0.0.1:" + port);
    builder
        .environment()
        .put(
            "CLASSPATH",
            System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
    builder.environment().put("VIDLENS_API_KEY", BOOTSTRAP_KEY);
    builder.redirectError(ProcessBuilder.Redirect.DISCARD);
    Process bridge = builder.start();
    List<String> lines = new ArrayList<>();
    try (OutputStream in = bridge.getOutputStream();
        BufferedReader out =
            new BufferedReader(
                new InputStreamReader(bridge.getInputStream(), StandardCharsets.UTF_8))) {
      send(
          in,
          """
          {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
          "capabilities":{},"clientInfo":{"name":"desktop-agent","version":"1.0"}}}""");
      lines.add(out.readLine());
      send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
      send(in, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}");
      lines.add(out.readLine());
      send(
          in,
          """
          {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"get_video_details",\
          "arguments":{"videoId":"cV5TjZCJkuA","detail":"full"}}}""");
      lines.add(out.readLine());
      in.close(); // the agent quits: the bridge ends its session and exits
      String rest;
      while ((rest = out.readLine()) != null) {
        lines.add(rest);
      }
      assertThat(bridge.waitFor(30, TimeUnit.SECONDS)).isTrue();
    } finally {
      bridge.destroyForcibly();
    }
    assertThat(bridge.exitValue()).isZero();
    assertThat(lines).as("every line is a JSON-RPC message").hasSize(3);
    List<JsonNode> messages = lines.stream().map(JsonMappers.PLAIN::readTree).toList();
    assertThat(messages).allSatisfy(m -> assertThat(m.path("jsonrpc").asString()).isEqualTo("2.0"));
    assertThat(messages.get(0).path("result").path("serverInfo").path("name").asString())
        .isEqualTo("vidlens");
    // Each tool's own name (its schemas hold properties called "name" too).
    assertThat(
            messages
                .get(1)
                .path("result")
                .path("tools")
                .valueStream()
                .map(t -> t.path("name").asString())
                .toList())
        .contains("get_video_details", "analyze_channel");
    JsonNode call = messages.get(2);
    assertThat(call.path("id").asInt()).isEqualTo(3);
    assertThat(call.path("result").path("isError").asBoolean(false)).as(call.toString()).isFalse();
    JsonNode http = api().get("/api/external/videos/details?videoId=cV5TjZCJkuA").json();
    assertThat(call.path("result").path("structuredContent").path("items"))
        .as("the server's own answer")
        .isEqualTo(http);
  }

  private static void send(OutputStream in, String line) throws IOException {
    in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
    in.flush();
  }

  private static String java() {
    return java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}
