package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.ProgressNotification;
import io.modelcontextprotocol.spec.McpSchema.ReadResourceRequest;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import io.modelcontextprotocol.spec.McpSchema.TextResourceContents;
import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import io.vidlens.access.Operation;
import io.vidlens.access.UsagePeriod;
import io.vidlens.access.internal.QuotaLedger;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ExampleCalls;
import io.vidlens.testing.ReplayServerTest;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The SDK's own Java client (Streamable HTTP) against a replay server: it lists the tools and calls
 * every one, and each answer must be what the HTTP API answers to the same request, and cost the
 * calling account exactly the units the HTTP call cost another account.
 */
class McpServerReplayTest extends ReplayServerTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  /** The recorded channel and video of the operations' example calls. */
  private static final String KURZGESAGT = ExampleCalls.value(Operation.GET_ABOUT, "channelId");

  private static final String VIDEO = ExampleCalls.value(Operation.GET_VIDEO_DETAILS, "videoId");
  private static final String VSAUCE = "UC6nSFpj9HTCZ5t-N3Rm3-HA";

  @Autowired ApiKeyService keys;
  @Autowired QuotaLedger ledger;

  private IssuedKey httpKey;
  private IssuedKey mcpKey;
  private ApiClient http;
  private McpSyncClient mcp;
  private final List<ProgressNotification> progress = new CopyOnWriteArrayList<>();

  @BeforeEach
  void clients() {
    httpKey = keys.create("mcp-http-" + System.nanoTime(), "k", null);
    mcpKey = keys.create("mcp-tools-" + System.nanoTime(), "k", null);
    http = api().withKey(httpKey.secret());
    mcp = client(mcpKey.secret());
    mcp.initialize();
  }

  @AfterEach
  void close() {
    mcp.closeGracefully();
  }

  private McpSyncClient client(String key) {
    HttpRequest.Builder request = HttpRequest.newBuilder();
    if (key != null) {
      request.header("Authorization", "Bearer " + key);
    }
    HttpClientStreamableHttpTransport transport =
        HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + port)
            .endpoint("/mcp")
            .requestBuilder(request)
            .jsonMapper(new JacksonMcpJsonMapper(JSON))
            .build();
    return McpClient.sync(transport)
        .requestTimeout(Duration.ofSeconds(150))
        .progressConsumer(progress::add)
        .build();
  }

  @Test
  void listsEveryToolWithADescribedSchemaAndTheTranscriptTemplate() {
    List<McpSchema.Tool> tools = mcp.listTools().tools();
    assertThat(tools)
        .extracting(McpSchema.Tool::name)
        .containsExactlyInAnyOrder(
            "get_video_details",
            "get_transcript",
            "get_comments",
            "get_subtitles",
            "get_video_rpm",
            "get_channel_about",
            "get_channel_videos",
            "get_channel_outliers",
            "get_channel_analytics",
            "analyze_channel",
            "get_channel_analysis",
            "search_similar_thumbnails",
            "get_shorts_details",
            "get_channel_shorts",
            "get_channel_playlists",
            "get_short_vs_long_views",
            "get_channel_geography_revenue",
            "list_watchlists",
            "get_watchlist_breakouts",
            "get_watchlist",
            "create_watchlist",
            "update_watchlist",
            "delete_watchlist",
            "add_watchlist_channel",
            "remove_watchlist_channel",
            "search_outliers");
    for (McpSchema.Tool tool : tools) {
      assertThat(tool.outputSchema()).as(tool.name()).containsEntry("type", "object");
      assertThat(tool.description()).as(tool.name()).contains("Charged", "as");
      Map<?, ?> properties = (Map<?, ?>) tool.inputSchema().get("properties");
      if (!tool.name().equals("list_watchlists")) {
        assertThat(properties).as(tool.name()).isNotEmpty();
      }
      properties.forEach(
          (name, property) ->
              assertThat(((Map<?, ?>) property).get("description"))
                  .as(tool.name() + "." + name)
                  .isNotNull());
    }
    assertThat(mcp.listResourceTemplates().resourceTemplates())
        .extracting(McpSchema.ResourceTemplate::uriTemplate)
        .containsExactly("vidlens://transcripts/{videoId}");
  }

  @Test
  void everyReadingToolAnswersWhatTheApiAnswersAndCostsTheSame() {
    same(
        "get_video_details",
        Map.of("videoId", VIDEO),
        () -> http.get("/api/external/videos/details?videoId=" + VIDEO));
    same(
        "get_transcript",
        Map.of("videoId", VIDEO, "lang", "en"),
        () -> http.get("/api/external/videos/transcript?videoId=" + VIDEO + "&lang=en"));
    same(
        "get_subtitles",
        Map.of("videoId", VIDEO),
        () -> http.get("/api/external/videos/subtitle?videoId=" + VIDEO));
    same(
        "get_video_rpm",
        Map.of("videoId", VIDEO),
        () -> http.get("/api/external/videos/rpm?videoId=" + VIDEO));
    same(
        "get_channel_about",
        Map.of("channelId", KURZGESAGT),
        () -> http.get("/api/external/channels/about?channelId=" + KURZGESAGT));
    same(
        "get_channel_videos",
        Map.of("channelId", KURZGESAGT, "sort", "latest"),
        () -> http.get("/api/external/channels/videos?channelId=" + KURZGESAGT + "&sort=latest"));
    same(
        "get_channel_outliers",
        Map.of("channelId", KURZGESAGT, "maxVideos", 10, "threshold", 1.5),
        () ->
            http.get(
                "/api/external/channels/outliers?channelId="
                    + KURZGESAGT
                    + "&maxVideos=10&threshold=1.5"));
    same(
        "get_channel_analytics",
        Map.of("channelId", KURZGESAGT),
        () ->
            http.post(
                "/api/external/analytics/channel-analytics",
                "{\"channelId\":\"" + KURZGESAGT + "\"}"));
    same(
        "search_similar_thumbnails",
        Map.of("text", "a planet in space"),
        () ->
            http.post(
                "/api/external/similar-thumbnails/search", "{\"text\":\"a planet in space\"}"));
  }

  @Test
  void theToolsForShortsPlaylistsViewsAndRevenueAnswerWhatTheApiAnswers() {
    for (var entry :
        Map.of(
                "get_shorts_details", Operation.GET_SHORTS_DETAILS,
                "get_channel_shorts", Operation.GET_SHORTS,
                "get_channel_playlists", Operation.GET_PLAYLISTS,
                "get_short_vs_long_views", Operation.GET_SHORT_VS_LONG_VIEWS,
                "get_channel_geography_revenue", Operation.GET_GEOGRAPHY_REVENUE)
            .entrySet()) {
      Operation operation = entry.getValue();
      String parameter = operation == Operation.GET_SHORTS_DETAILS ? "videoId" : "channelId";
      same(
          entry.getKey(),
          Map.of(parameter, ExampleCalls.value(operation, parameter)),
          () -> ExampleCalls.recorded(operation).ask(http));
    }
  }

  @Test
  void videoLinksAndChannelLinksAnswerAsTheirIdsDoAndCostTheSame() {
    same(
        "get_video_details",
        Map.of("videoId", "https://youtu.be/" + VIDEO + "?si=shared"),
        () -> http.get("/api/external/videos/details?videoId=" + VIDEO));
    same(
        "get_transcript",
        Map.of("videoId", "https://www.youtube.com/watch?v=" + VIDEO + "&t=42s"),
        () -> http.get("/api/external/videos/transcript?videoId=" + VIDEO));
    same(
        "get_channel_analytics",
        Map.of("channelId", "https://www.youtube.com/channel/" + KURZGESAGT + "/videos"),
        () ->
            http.post(
                "/api/external/analytics/channel-analytics",
                "{\"channelId\":\"" + KURZGESAGT + "\"}"));
  }

  @Test
  void aLinkToAnotherHostIsAToolErrorThatCostsNothing() {
    CallToolResult result =
        call("get_video_details", Map.of("videoId", "https://evil.example/watch?v=" + VIDEO));
    assertThat(result.isError()).isTrue();
    assertThat(text(result))
        .startsWith("Invalid video ID format (HTTP 400): videoId is a link to another site");
    CallToolResult channel =
        call("get_channel_about", Map.of("channelId", "http://169.254.169.254/@kurzgesagt"));
    assertThat(channel.isError()).isTrue();
    assertThat(text(channel)).contains("only links on youtube.com");
    assertThat(units(mcpKey)).isZero();
  }

  @Test
  void aChannelPageIsASummaryUnlessAskedInFullAndBothFitTheOutputSchema() {
    Map<String, Object> page = Map.of("channelId", KURZGESAGT, "sort", "latest");
    CallToolResult summary = mcp.callTool(new CallToolRequest("get_channel_videos", page));
    CallToolResult full = call("get_channel_videos", page);
    assertValid("get_channel_videos", summary);
    assertValid("get_channel_videos", full);
    JsonNode shortPage = structured(summary);
    JsonNode longPage = structured(full);
    assertThat(shortPage.path("data").findValuesAsString("videoId"))
        .isEqualTo(longPage.path("data").findValuesAsString("videoId"))
        .isNotEmpty();
    // Each answer signs its own continuation token; both lead on.
    assertThat(shortPage.path("continuation").asString()).isNotEmpty();
    int shortText = text(summary).length();
    int longText = text(full).length();
    System.out.printf(
        "get_channel_videos text: full %d characters, summary %d characters%n",
        longText, shortText);
    // Kurzgesagt's latest page: 31,708 characters in full, 16,228 as the summary.
    assertThat(shortText).isLessThan(longText * 6 / 10);
    assertThat(JSON.readTree(text(summary))).isEqualTo(shortPage);
  }

  @Test
  void thePromptsAreListedAndRenderTheirMessage() {
    assertThat(mcp.listPrompts().prompts())
        .extracting(McpSchema.Prompt::name)
        .containsExactlyInAnyOrder("analyse_my_channel", "find_outliers_in_my_niche");
    McpSchema.GetPromptResult rendered =
        mcp.getPrompt(
            new McpSchema.GetPromptRequest("analyse_my_channel", Map.of("channel", "@kurzgesagt")));
    assertThat(((TextContent) rendered.messages().getFirst().content()).text())
        .contains("@kurzgesagt", "get_channel_about", "analyze_channel");
    assertThatThrownBy(
            () ->
                mcp.getPrompt(
                    new McpSchema.GetPromptRequest("find_outliers_in_my_niche", Map.of())))
        .hasMessageContaining("channels");
  }

  @Test
  void commentsPageOnWithTheContinuationTokenAsTheApiDoes() {
    CallToolResult first =
        same(
            "get_comments",
            Map.of("videoId", "bjFtFMilb34"),
            () -> http.get("/api/external/videos/comments?videoId=bjFtFMilb34"));
    String token = structured(first).path("continuation").asString();
    assertThat(token).isNotEmpty();
    // The recordings hold no second page: both answer the same 503 envelope, which is not charged.
    CallToolResult second =
        same(
            "get_comments",
            Map.of("videoId", "bjFtFMilb34", "token", token),
            () -> http.get("/api/external/videos/comments?videoId=bjFtFMilb34&token=" + token));
    assertThat(second.isError()).isTrue();
  }

  @Test
  void theTranscriptResourceIsTheTranscriptOperationChargedAsIt() {
    long before = units(mcpKey);
    var read = mcp.readResource(new ReadResourceRequest("vidlens://transcripts/" + VIDEO));
    long spent = units(mcpKey) - before;
    long httpBefore = units(httpKey);
    Answer answer = http.get("/api/external/videos/transcript?videoId=" + VIDEO);
    assertThat(spent).isEqualTo(units(httpKey) - httpBefore).isEqualTo(1);
    TextResourceContents contents = (TextResourceContents) read.contents().getFirst();
    assertThat(contents.mimeType()).isEqualTo("application/json");
    assertThat(JSON.readTree(contents.text())).isEqualTo(answer.json());
  }

  @Test
  void anAnalysisIsCreatedAndReadAsTheApiDoesIt() {
    CallToolResult created =
        same(
            "analyze_channel",
            Map.of("channelId", KURZGESAGT, "waitSeconds", 0),
            () -> http.get("/api/external/channels/analysis/job/create?channel_id=" + KURZGESAGT),
            "job_id",
            "message",
            "cached");
    String mcpJob = structured(created).path("items").path(0).path("job_id").asString();
    String httpJob = lastHttpJob;
    JsonNode viaMcp = null;
    JsonNode viaHttp = null;
    for (int i = 0; i < 60 && (viaMcp == null || viaHttp == null); i++) {
      CallToolResult mcpStatus = call("get_channel_analysis", Map.of("jobId", mcpJob));
      Answer httpStatus = http.get("/api/external/channels/analysis/job/status?job_id=" + httpJob);
      viaMcp = mcpStatus.isError() ? null : structured(mcpStatus);
      viaHttp = httpStatus.status() == 200 ? httpStatus.json() : null;
      if (viaMcp == null) {
        assertThat(text(mcpStatus)).startsWith("Job not found or still processing (HTTP 404)");
      }
      sleep();
    }
    assertThat(viaMcp.path("status").asString())
        .isEqualTo(viaHttp.path("status").asString())
        .isEqualTo("completed");
    assertThat(viaMcp.path("result").path("channel_data"))
        .isEqualTo(viaHttp.path("result").path("channel_data"));
  }

  @Test
  void analyzeChannelWaitsForTheResultChargingTheCreateAndEachPoll() {
    long before = units(mcpKey);
    CallToolResult result = call("analyze_channel", Map.of("channelId", VSAUCE));
    long spent = units(mcpKey) - before;
    assertThat(result.isError()).as(text(result)).isFalse();
    JsonNode job = structured(result);
    assertThat(job.path("status").asString()).isEqualTo("completed");
    assertThat(job.path("channel_id").asString()).isEqualTo(VSAUCE);
    assertThat(job.path("result").isObject()).isTrue();
    // The create (10 units) and at least the poll that found it completed (1 unit each).
    assertThat(spent).isGreaterThanOrEqualTo(11);
  }

  @Test
  void analyzeChannelWithAProgressTokenReportsIncreasingProgressEndingAt100() {
    String token = "progress-" + System.nanoTime();
    CallToolResult result =
        mcp.callTool(
            CallToolRequest.builder("analyze_channel")
                .arguments(Map.of("channelId", KURZGESAGT))
                .progressToken(token)
                .build());
    assertThat(result.isError()).as(text(result)).isFalse();
    assertThat(structured(result).path("status").asString()).isEqualTo("completed");
    // The notifications travel ahead of the result, but the client hands them over on its own
    // thread: the last one may still be on its way.
    List<ProgressNotification> mine = List.of();
    for (int i = 0; i < 50; i++) {
      mine = progress.stream().filter(p -> token.equals(p.progressToken())).toList();
      if (!mine.isEmpty() && mine.getLast().progress() == 100) {
        break;
      }
      sleep(100);
    }
    assertThat(mine).as("notifications with the request's token").isNotEmpty();
    assertThat(mine).allSatisfy(p -> assertThat(p.total()).isEqualTo(100.0));
    assertThat(mine)
        .extracting(ProgressNotification::progress)
        .isSortedAccordingTo(Double::compare)
        .doesNotHaveDuplicates()
        .allSatisfy(p -> assertThat(p).isBetween(0.0, 100.0))
        .last()
        .isEqualTo(100.0);
  }

  @Test
  void aBadArgumentIsAToolErrorWithTheEnvelopesMessageAndIsNotCharged() {
    CallToolResult result =
        same(
            "get_video_details",
            Map.of("videoId", "bad"),
            () -> http.get("/api/external/videos/details?videoId=bad"));
    assertThat(result.isError()).isTrue();
    assertThat(text(result)).startsWith("Invalid video ID format (HTTP 400): ");
    assertThat(envelope(result).path("error").path("code").asInt()).isEqualTo(400);
    assertThat(units(mcpKey)).isZero();
  }

  @Test
  void argumentsOutsideTheSchemaAreRefusedBeforeAnyOperation() {
    CallToolResult result =
        call("get_channel_outliers", Map.of("channelId", KURZGESAGT, "maxVideos", 500));
    assertThat(result.isError()).isTrue();
    assertThat(units(mcpKey)).isZero();
  }

  @Test
  void withoutAKeyOrWithABadOneMcpAnswers401InTheEnvelope() {
    Answer none = anonymous().post("/mcp", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}");
    assertThat(none.status()).isEqualTo(401);
    assertThat(none.error().path("message").asString()).isEqualTo("Unauthorized");
    Answer bad = api().withKey("vl_not-a-key-0123456789abcdef").post("/mcp", "{}");
    assertThat(bad.status()).isEqualTo(401);
    assertThat(bad.error().path("details").asString()).isEqualTo("The API key is not valid.");
    McpSyncClient anonymousClient = client(null);
    assertThatThrownBy(anonymousClient::initialize).isInstanceOf(RuntimeException.class);
    anonymousClient.close();
  }

  private String lastHttpJob;

  /** Calls the tool and the HTTP API, and checks they answered the same at the same cost. */
  private CallToolResult same(
      String tool,
      Map<String, Object> arguments,
      Supplier<Answer> direct,
      String... volatileFields) {
    long mcpBefore = units(mcpKey);
    CallToolResult result = call(tool, arguments);
    long mcpSpent = units(mcpKey) - mcpBefore;
    long httpBefore = units(httpKey);
    Answer answer = direct.get();
    long httpSpent = units(httpKey) - httpBefore;
    assertThat(mcpSpent).as(tool + " units").isEqualTo(httpSpent);
    if (answer.json() != null && answer.json().isArray()) {
      lastHttpJob = answer.json().path(0).path("job_id").asString("");
    }
    assertThat(result.isError()).as(tool + ": " + text(result)).isEqualTo(answer.status() >= 300);
    JsonNode expected = answer.json();
    if (answer.status() < 300 && expected.isArray()) {
      expected = JSON.createObjectNode().set("items", expected);
    }
    // An error's envelope is its second text (structured content is only the answer).
    JsonNode got = result.isError() ? envelope(result) : structured(result);
    assertThat(withoutFields(got, volatileFields))
        .as(tool)
        .isEqualTo(withoutFields(expected, volatileFields));
    if (!result.isError()) {
      assertValid(tool, result);
      assertThat(withoutFields(JSON.readTree(text(result)), volatileFields))
          .as(tool + " text")
          .isEqualTo(withoutFields(answer.json(), volatileFields));
    } else {
      assertThat(text(result))
          .startsWith(
              answer.error().path("message").asString() + " (HTTP " + answer.status() + ")");
    }
    return result;
  }

  private static JsonNode withoutFields(JsonNode node, String... fields) {
    JsonNode copy = ComparableAnswers.comparable(node);
    if (fields.length > 0) {
      copy.findParents(fields[0])
          .forEach(
              parent -> {
                for (String field : fields) {
                  ((tools.jackson.databind.node.ObjectNode) parent).remove(field);
                }
              });
    }
    return copy;
  }

  /** Calls the tool for its full answer where it would otherwise answer a summary. */
  private CallToolResult call(String tool, Map<String, Object> arguments) {
    Map<String, Object> full = new java.util.HashMap<>(arguments);
    if (inputOf(tool).containsKey("detail")) {
      full.putIfAbsent("detail", "full");
    }
    return mcp.callTool(new CallToolRequest(tool, full));
  }

  private McpSchema.Tool tool(String name) {
    return mcp.listTools().tools().stream()
        .filter(t -> t.name().equals(name))
        .findFirst()
        .orElseThrow();
  }

  private Map<?, ?> inputOf(String tool) {
    return (Map<?, ?>) tool(tool).inputSchema().get("properties");
  }

  /** A successful call's structured content is what the tool's output schema describes. */
  private void assertValid(String tool, CallToolResult result) {
    var validation =
        new io.modelcontextprotocol.json.schema.jackson3.DefaultJsonSchemaValidator(JSON)
            .validate(tool(tool).outputSchema(), result.structuredContent());
    assertThat(validation.valid()).as(tool + ": " + validation.errorMessage()).isTrue();
  }

  private static JsonNode structured(CallToolResult result) {
    return JSON.valueToTree(result.structuredContent());
  }

  private static JsonNode envelope(CallToolResult result) {
    return JSON.readTree(((TextContent) result.content().get(1)).text());
  }

  private static String text(CallToolResult result) {
    return ((TextContent) result.content().getFirst()).text();
  }

  private long units(IssuedKey key) {
    return ledger.unitsUsed(key.account().id(), UsagePeriod.containing(Instant.now()));
  }

  private static void sleep() {
    sleep(500);
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
