package io.vidlens.hardening;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import io.vidlens.testing.RequiresRecordings;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.json.JsonMapper;

/**
 * Two nodes on one PostgreSQL behind the shipped proxy (deploy/nginx.conf, run by nginx), reached
 * by the MCP SDK's client as an agent would: every session keeps working after its initialize,
 * whichever node made it, and a tool call's progress reaches the client while the call still runs.
 */
@ExtendWith(RequiresRecordings.class)
@Tag("cluster")
class McpBehindProxyTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final int SESSIONS = 24;

  private Cluster cluster;
  private Proxy proxy;

  @AfterEach
  void stop() {
    if (proxy != null) {
      proxy.close();
    }
    if (cluster != null) {
      cluster.close();
    }
  }

  private void startTwoNodesBehindTheProxy(String... extra) throws Exception {
    Proxy.assumeInstalled();
    cluster = new Cluster(extra);
    ConfigurableApplicationContext one = cluster.inJvm("--vidlens.mcp.route=vidlens-1");
    ConfigurableApplicationContext two = cluster.inJvm("--vidlens.mcp.route=vidlens-2");
    proxy = Proxy.start(Map.of("vidlens-1", port(one), "vidlens-2", port(two)));
  }

  @Test
  void everySessionKeepsWorkingAfterItsInitializeWhicheverNodeMadeIt() throws Exception {
    startTwoNodesBehindTheProxy();
    for (int i = 0; i < SESSIONS; i++) {
      McpSyncClient mcp = client(p -> {});
      try {
        mcp.initialize();
        assertThat(mcp.listTools().tools()).isNotEmpty();
        CallToolResult details =
            mcp.callTool(
                CallToolRequest.builder("get_video_details")
                    .arguments(Map.of("videoId", "cV5TjZCJkuA"))
                    .build());
        assertThat(details.isError()).as(text(details)).isFalse();
      } finally {
        mcp.closeGracefully();
      }
    }
    List<String[]> requests = proxy.requests();
    Map<String, Set<String>> nodesBySession =
        requests.stream()
            .filter(r -> !r[0].equals("-"))
            .collect(
                Collectors.groupingBy(
                    r -> r[0], Collectors.mapping(r -> r[1], Collectors.toSet())));
    assertThat(nodesBySession).as("sessions seen by the proxy (%s)", proxy).hasSize(SESSIONS);
    assertThat(nodesBySession.values())
        .as("each session's requests all went to one node")
        .allSatisfy(nodes -> assertThat(nodes).hasSize(1));
    Set<String> nodes = new HashSet<>();
    nodesBySession.values().forEach(nodes::addAll);
    assertThat(nodes).as("sessions were made on both nodes").hasSize(2);
    assertThat(requests)
        .as("no request was refused or lost (status of each)")
        .allSatisfy(r -> assertThat(r[2]).matches("20[0-9]"));
  }

  /**
   * The analysis stays in progress until the client has received that progress: only then does the
   * test end the job (in the database, as no node runs jobs here). A proxy that held the events
   * back until the answer was complete would leave the call waiting until its wait ran out.
   */
  @Test
  void progressReachesTheClientWhileTheToolCallStillRuns() throws Exception {
    startTwoNodesBehindTheProxy(
        "--vidlens.analysis.workers=0", "--vidlens.mcp.analysis-poll-interval=200ms");
    JdbcTemplate db = cluster.jdbc();
    CompletableFuture<Double> seen = new CompletableFuture<>();
    // Progress rises with every poll, from the queued job's first; the test waits for the 40 %.
    McpSyncClient mcp =
        client(
            p -> {
              if (p.progress() >= 40) {
                seen.complete(p.progress());
              }
            });
    // The call blocks a thread of its own: on the common pool it could hold the only worker that
    // the client's HTTP answers are delivered on (one on a two-core machine).
    try (ExecutorService caller = Executors.newSingleThreadExecutor()) {
      mcp.initialize();
      CompletableFuture<CallToolResult> call =
          CompletableFuture.supplyAsync(
              () ->
                  mcp.callTool(
                      CallToolRequest.builder("analyze_channel")
                          .arguments(
                              Map.of("channelId", "UCsXVk37bltHxD1rDPwtNM8Q", "waitSeconds", 30))
                          .progressToken("through-the-proxy")
                          .build()),
              caller);
      // The job is queued; make it look busy so the tool reports 40 %.
      while (db.update(
              "UPDATE analysis_jobs SET status = 'processing', progress = 40, stage = 'corpus'"
                  + " WHERE status = 'queued'")
          == 0) {
        Thread.sleep(50);
      }
      // Only once the client has the progress does the job end (the call waits up to 30 s).
      CompletableFuture.anyOf(seen, call).get();
      db.update(
          "UPDATE analysis_jobs SET status = 'failed', error = 'ended by the test',"
              + " completed_at = ?",
          System.currentTimeMillis());
      CallToolResult result = call.get();
      assertThat(seen).isCompletedWithValue(40.0);
      assertThat(text(result))
          .as("the call ended because the client saw its progress, not because its wait ran out")
          .contains("\"status\":\"failed\"");
    } finally {
      mcp.closeGracefully();
    }
  }

  private McpSyncClient client(
      Consumer<io.modelcontextprotocol.spec.McpSchema.ProgressNotification> progress) {
    HttpClientStreamableHttpTransport transport =
        HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + proxy.port)
            .endpoint("/mcp")
            .requestBuilder(
                HttpRequest.newBuilder().header("Authorization", "Bearer " + Cluster.KEY))
            .jsonMapper(new JacksonMcpJsonMapper(JSON))
            .build();
    return McpClient.sync(transport)
        .requestTimeout(Duration.ofSeconds(90))
        .progressConsumer(progress)
        .build();
  }

  private static int port(ConfigurableApplicationContext node) {
    return ((WebServerApplicationContext) node).getWebServer().getPort();
  }

  private static String text(CallToolResult result) {
    return result.content().stream()
        .filter(TextContent.class::isInstance)
        .map(c -> ((TextContent) c).text())
        .collect(Collectors.joining());
  }
}
