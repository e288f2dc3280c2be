package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.Operation;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ExampleCalls;
import io.vidlens.testing.ReplayServerTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * MCP clients from npm that no one here wrote, against a replay server: the MCP Inspector's
 * command-line mode lists the tools and calls every one (and reads a transcript resource), and the
 * official conformance suite runs its server scenarios, failing only those listed, with reasons, in
 * {@code mcp/conformance-expected-failures.yml}. Both are pinned and installed once into {@code
 * target/mcp-npm/tools} (npm's cache makes that quick after the first run); each call then starts
 * the package's own command, not npx, which spent some 3 s resolving the package on every one of
 * the sixteen calls. Skipped, saying so, where node/npm are not installed; each step is bounded at
 * two minutes.
 */
class McpNpmClientsTest extends ReplayServerTest {

  static final String INSPECTOR = "@modelcontextprotocol/inspector@2.12.0";
  static final String CONFORMANCE = "@modelcontextprotocol/conformance@0.1.13";
  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final Path OUTPUT = Path.of("target", "mcp-npm");
  private static final Path BIN = OUTPUT.resolve("tools/node_modules/.bin").toAbsolutePath();

  /** The recorded channel and video of the operations' example calls. */
  private static final String KURZGESAGT = ExampleCalls.value(Operation.GET_ABOUT, "channelId");

  private static final String VIDEO = ExampleCalls.value(Operation.GET_VIDEO_DETAILS, "videoId");

  private static final Comparator<JsonNode> NUMERIC =
      (a, b) ->
          a.isNumber() && b.isNumber()
              ? a.decimalValue().compareTo(b.decimalValue())
              : (a.equals(b) ? 0 : 1);

  record Run(int exit, String out, String err) {}

  @BeforeAll
  static void installTheClients() throws Exception {
    boolean present;
    try {
      Process probe = new ProcessBuilder("npm", "--version").redirectErrorStream(true).start();
      present = probe.waitFor(30, TimeUnit.SECONDS) && probe.exitValue() == 0;
    } catch (IOException | InterruptedException e) {
      present = false;
    }
    if (!present) {
      String reason =
          "SKIPPED: node/npm not found; the MCP Inspector and conformance runs need them";
      System.err.println(reason);
      Assumptions.abort(reason);
    }
    Files.createDirectories(OUTPUT);
    Run install =
        run(
            "install",
            "npm",
            "install",
            "--no-save",
            "--no-audit",
            "--no-fund",
            "--prefer-offline",
            "--prefix",
            OUTPUT.resolve("tools").toString(),
            INSPECTOR,
            CONFORMANCE);
    assertThat(install.exit()).as(install.err()).isZero();
  }

  @Test
  void theInspectorListsTheToolsAndCallsEveryOne() throws Exception {
    JsonNode list = inspector("--method", "tools/list");
    List<String> names = new ArrayList<>();
    list.path("tools").forEach(tool -> names.add(tool.path("name").asString()));
    assertThat(names).hasSize(26);
    list.path("tools")
        .forEach(
            tool ->
                assertThat(tool.path("outputSchema").path("type").asString())
                    .as(tool.path("name").asString())
                    .isEqualTo("object"));

    sameAsApi(
        call("get_video_details", "videoId=" + VIDEO, "detail=full"),
        api().get("/api/external/videos/details?videoId=" + VIDEO));
    sameAsApi(
        call("get_transcript", "videoId=" + VIDEO),
        api().get("/api/external/videos/transcript?videoId=" + VIDEO));
    sameAsApi(
        call("get_comments", "videoId=bjFtFMilb34", "detail=full"),
        api().get("/api/external/videos/comments?videoId=bjFtFMilb34"));
    sameAsApi(
        call("get_subtitles", "videoId=X4VbdwhkE10"),
        api().get("/api/external/videos/subtitle?videoId=X4VbdwhkE10"));
    sameAsApi(
        call("get_video_rpm", "videoId=3sbYbckT1VY"),
        api().get("/api/external/videos/rpm?videoId=3sbYbckT1VY"));
    sameAsApi(
        call("get_channel_about", "channelId=" + KURZGESAGT, "detail=full"),
        api().get("/api/external/channels/about?channelId=" + KURZGESAGT));
    sameAsApi(
        call("get_channel_videos", "channelId=" + KURZGESAGT, "sort=latest", "detail=full"),
        api().get("/api/external/channels/videos?channelId=" + KURZGESAGT + "&sort=latest"));
    sameAsApi(
        call("get_channel_outliers", "channelId=" + KURZGESAGT, "maxVideos=20", "detail=full"),
        api().get("/api/external/channels/outliers?channelId=" + KURZGESAGT + "&maxVideos=20"));
    sameAsApi(
        call("get_channel_analytics", "channelId=" + KURZGESAGT, "detail=full"),
        api()
            .post(
                "/api/external/analytics/channel-analytics",
                "{\"channelId\":\"" + KURZGESAGT + "\"}"));
    sameAsApi(
        call("search_similar_thumbnails", "text=a red arrow", "detail=full"),
        api().post("/api/external/similar-thumbnails/search", "{\"text\":\"a red arrow\"}"));

    JsonNode analysis = call("analyze_channel", "channelId=" + KURZGESAGT);
    assertThat(analysis.path("isError").asBoolean()).as(analysis.toString()).isFalse();
    JsonNode job = analysis.path("structuredContent");
    assertThat(job.path("status").asString()).isEqualTo("completed");
    JsonNode status = call("get_channel_analysis", "jobId=" + job.path("job_id").asString());
    assertThat(status.path("structuredContent").path("result").path("channel_data"))
        .isEqualTo(job.path("result").path("channel_data"));

    // A link where the ID is asked, as a model pastes it.
    sameAsApi(
        call("get_video_details", "videoId=https://youtu.be/" + VIDEO + "?si=x", "detail=full"),
        api().get("/api/external/videos/details?videoId=" + VIDEO));

    JsonNode bad = call("get_video_details", "videoId=bad");
    assertThat(bad.path("isError").asBoolean()).isTrue();
    assertThat(bad.path("content").path(0).path("text").asString())
        .startsWith("Invalid video ID format (HTTP 400)");

    JsonNode resource =
        inspector("--method", "resources/read", "--uri", "vidlens://transcripts/" + VIDEO);
    assertThat(JSON.readTree(resource.path("contents").path(0).path("text").asString()))
        .isEqualTo(api().get("/api/external/videos/transcript?videoId=" + VIDEO).json());
  }

  @Test
  void theConformanceSuitePassesEveryScenarioButTheListedOnes() throws Exception {
    Path expected = Path.of("src/test/resources/mcp/conformance-expected-failures.yml");
    try (AuthorizingProxy proxy = new AuthorizingProxy(port, BOOTSTRAP_KEY)) {
      Run run =
          run(
              "conformance",
              BIN.resolve("conformance").toString(),
              "server",
              "--url",
              "http://localhost:" + proxy.port() + "/mcp",
              "--expected-failures",
              expected.toAbsolutePath().toString(),
              "-o",
              OUTPUT.resolve("conformance").toAbsolutePath().toString());
      assertThat(run.exit()).as(run.out()).isZero();
      assertThat(run.out())
          .contains("Baseline check passed")
          .contains("server-initialize: 1 passed, 0 failed")
          .contains("tools-list: 1 passed, 0 failed")
          .contains("dns-rebinding-protection: 2 passed, 0 failed");
    }
  }

  private JsonNode call(String tool, String... arguments) throws Exception {
    List<String> args = new ArrayList<>(List.of("--method", "tools/call", "--tool-name", tool));
    for (String argument : arguments) {
      args.add("--tool-arg");
      args.add(argument);
    }
    return inspector(args.toArray(String[]::new));
  }

  private static void sameAsApi(JsonNode result, Answer answer) {
    assertThat(answer.status()).isEqualTo(200);
    assertThat(result.path("isError").asBoolean()).as(result.toString()).isFalse();
    JsonNode expected =
        answer.json().isArray()
            ? JSON.createObjectNode().set("items", answer.json())
            : answer.json();
    // JavaScript prints 36000.0 as 36000: numbers are compared by value.
    assertThat(
            ComparableAnswers.comparable(result.path("structuredContent"))
                .equals(NUMERIC, ComparableAnswers.comparable(expected)))
        .as(result.path("structuredContent") + " vs " + expected)
        .isTrue();
  }

  /** Runs the Inspector's CLI and answers the first JSON value it prints (the method's result). */
  private JsonNode inspector(String... arguments) throws Exception {
    List<String> command =
        new ArrayList<>(
            List.of(
                BIN.resolve("mcp-inspector").toString(),
                "--cli",
                "http://127.0.0.1:" + port + "/mcp",
                "--transport",
                "http",
                "--header",
                "Authorization: Bearer " + BOOTSTRAP_KEY));
    command.addAll(List.of(arguments));
    Run run = run("inspector", command.toArray(String[]::new));
    return JSON.readTree(run.out());
  }

  private static Run run(String name, String... command) throws IOException, InterruptedException {
    Path out = Files.createTempFile(OUTPUT, name, ".out");
    Path err = Files.createTempFile(OUTPUT, name, ".err");
    Process process =
        new ProcessBuilder(command)
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
            .start();
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
      throw new AssertionError(name + " took over 2 minutes: " + Files.readString(err));
    }
    return new Run(
        process.exitValue(),
        Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }
}
