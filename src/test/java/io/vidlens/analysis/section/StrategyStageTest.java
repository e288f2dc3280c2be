package io.vidlens.analysis.section;

import static io.vidlens.analysis.Samples.channel;
import static io.vidlens.analysis.Samples.video;
import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.AnalysisProperties;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.ideas.Findings;
import io.vidlens.analysis.ideas.TitleFormats;
import io.vidlens.analysis.niche.ChannelNiche;
import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.Narrative;
import io.vidlens.json.JsonMappers;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * The composed strategy states its numbers; the language model is used through a fake local server
 * only.
 */
class StrategyStageTest {

  private HttpServer server;

  @AfterEach
  void stop() {
    if (server != null) {
      server.stop(0);
    }
  }

  private static Findings findings() {
    List<VideoSample> videos = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      videos.add(
          video(
              "v" + i,
              i % 2 == 0 ? "Why Do Volcanoes Erupt " + i + "?" : "Volcano Facts " + i,
              1000L * (i + 1),
              600,
              i * 7));
    }
    Corpus corpus =
        Corpus.of(channel(50_000L), videos)
            .withComments(
                Map.of(
                    "v9",
                    List.of(new CommentText("Please make a video about black holes next!", 900))),
                Map.of(),
                1);
    // Three ideas as FilmingIdeas gives them (tested in ChannelStructureTest): passed through.
    List<AnalysisResult.Topic> ideas = new ArrayList<>();
    for (String t :
        List.of("Black Holes Are So Weird", "Why Do Black Holes Erupt?", "Volcano Facts Again")) {
      ideas.add(
          new AnalysisResult.Topic(
              t,
              "The channel's template \"X Are So Weird\" (900 likes)",
              List.of(
                  AnalysisResult.Evidence.of(videos.get(9)),
                  AnalysisResult.Evidence.of(videos.get(8)),
                  AnalysisResult.Evidence.of(videos.get(7)))));
    }
    ContentStrategy content =
        new ContentStrategy(
            List.of(
                new ContentBucket(
                    "Volcano & Eruption",
                    "d",
                    0.8,
                    10,
                    List.of(),
                    5500,
                    55000,
                    List.of("volcano", "eruption"),
                    "topic")),
            1,
            List.of(),
            List.of(),
            ideas);
    var formats = TitleFormats.compute(videos);
    return new Findings(
        corpus,
        ChannelDataSection.compute(corpus, Samples.NOW),
        content,
        formats,
        AudienceSection.compute(corpus),
        PerformanceSection.compute(corpus, content),
        ScriptBlueprintSection.compute(corpus),
        ChannelNiche.compute(corpus));
  }

  @Test
  void composedStrategyStatesTheNumbersAndTenTopicsViewerRequestsFirst() {
    StrategyStage.Strategy s = new StrategyStage(Optional.empty()).compute(findings());
    assertThat(s.analysis().source()).isEqualTo("composed from measured findings");
    assertThat(s.narrative())
        .as("no model configured: deterministic, and nothing fell back")
        .isEqualTo(new Narrative("deterministic", null, null));
    assertThat(s.analysis().strategicRecommendations().performancePatterns())
        // The fixture's videos carry no upload date: ranked by views, and said so.
        .contains("2 most viewed of 10")
        .contains("none could be compared at equal age: 0 too recent, 10 without")
        .containsPattern("\\d");
    assertThat(s.analysis().strategicRecommendations().contentFormulaDiscovery())
        .as("nothing was compared at equal age, so the buckets are not said to lead at it")
        .contains("ranked by views (none of their videos could be compared at equal age): ")
        .doesNotContain("at equal age:");
    assertThat(s.analysis().strategicRecommendations().strategicOpportunities())
        .contains("Future competition score")
        // its one bucket holds every video: at the channel's usual views, it stands apart from
        // nothing, so nothing is advised
        .contains("No bucket of 3 or more videos stands apart")
        .contains("the channel's usual views")
        .doesNotContain("Make more of");
    // The content section's ideas, as they are.
    assertThat(s.topics().topics()).hasSize(3);
    assertThat(s.topics().totalTopics()).isEqualTo(3);
    assertThat(s.topics().topics().getFirst().title()).isEqualTo("Black Holes Are So Weird");
    assertThat(s.topics().topics().getFirst().description()).contains("900 likes");
  }

  @Test
  void aConfiguredLanguageModelRewritesTheStrategyAndABadAnswerFallsBack() throws Exception {
    AtomicReference<String> request = new AtomicReference<>();
    AtomicReference<String> answer = new AtomicReference<>();
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/v1/chat/completions",
        exchange -> {
          request.set(
              new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)
                  + " auth="
                  + exchange.getRequestHeaders().getFirst("Authorization"));
          byte[] body = answer.get().getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          exchange.sendResponseHeaders(200, body.length);
          exchange.getResponseBody().write(body);
          exchange.close();
        });
    server.start();
    String base = "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    StrategyStage stage =
        new StrategyStage(
            Optional.of(new LanguageModel(base, "test-model", "secret", Duration.ofSeconds(5))));

    StringBuilder topics = new StringBuilder();
    for (int i = 0; i < 10; i++) {
      topics
          .append(i == 0 ? "" : ",")
          .append("{\"title\":\"Rewritten Video Idea T")
          .append(i)
          .append("\",\"description\":\"D")
          .append(i)
          .append("\"}");
    }
    String content =
        "{\"performance_patterns\":\"P 5.5K\",\"content_formula_discovery\":\"C\",\"audience_behavior_insights\":\"A\","
            + "\"strategic_opportunities\":\"S\",\"topics\":["
            + topics
            + "]}";
    answer.set(
        JsonMappers.SNAKE_CASE.writeValueAsString(
            Map.of(
                "choices",
                List.of(Map.of("message", Map.of("role", "assistant", "content", content))))));
    StrategyStage.Strategy written = stage.compute(findings());
    assertThat(written.analysis().source()).isEqualTo("language model test-model");
    assertThat(written.narrative()).isEqualTo(new Narrative("language-model", "test-model", null));
    assertThat(written.analysis().strategicRecommendations().performancePatterns())
        .isEqualTo("P 5.5K");
    StrategyStage.Strategy composed = new StrategyStage(Optional.empty()).compute(findings());
    // The model rewrites the draft's three topics one for one (its extra ones are dropped) and
    // each keeps the videos its draft topic cites; the recommendations keep theirs.
    assertThat(written.topics().topics())
        .extracting(AnalysisResult.Topic::title)
        .containsExactly(
            "Rewritten Video Idea T0", "Rewritten Video Idea T1", "Rewritten Video Idea T2");
    assertThat(written.topics().topics())
        .extracting(AnalysisResult.Topic::evidence)
        .isEqualTo(
            composed.topics().topics().stream().map(AnalysisResult.Topic::evidence).toList());
    assertThat(written.topics().topics()).allSatisfy(t -> assertThat(t.evidence()).isNotEmpty());
    // three rewritten ideas are still three: the shortfall sentence stays with them
    assertThat(written.topics().shortfall())
        .isEqualTo(composed.topics().shortfall())
        .startsWith("3 ideas, not ten");
    assertThat(written.analysis().strategicRecommendations().evidence())
        .isEqualTo(composed.analysis().strategicRecommendations().evidence());
    assertThat(request.get())
        .contains("exactly 3 objects")
        .contains("\"model\":\"test-model\"")
        .contains("Measured findings")
        .contains("auth=Bearer secret");

    answer.set("{\"choices\":[{\"message\":{\"content\":\"not json\"}}]}");
    StrategyStage.Strategy fallback = stage.compute(findings());
    assertThat(fallback.analysis().source()).isEqualTo("composed from measured findings");
    assertThat(fallback.narrative().writer()).isEqualTo("deterministic");
    assertThat(fallback.narrative().model()).isNull();
    assertThat(fallback.narrative().fallbackReason())
        .isEqualTo(
            "the language model test-model gave an answer that is not JSON; the text composed"
                + " from the measured findings stands");
  }

  /** A fake model that takes the request and then never answers (released at the end). */
  private String silentServer(CountDownLatch release, boolean sendHeaders) throws Exception {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.setExecutor(Executors.newCachedThreadPool());
    server.createContext(
        "/v1/chat/completions",
        exchange -> {
          exchange.getRequestBody().readAllBytes();
          try {
            if (sendHeaders) {
              // Headers at once, then a body that never ends: the request timeout alone would
              // not cover this.
              exchange.sendResponseHeaders(200, 0);
              exchange.getResponseBody().write("{\"choices\":".getBytes(StandardCharsets.UTF_8));
              exchange.getResponseBody().flush();
            }
            release.await();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          } finally {
            exchange.close();
          }
        });
    server.start();
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  @Timeout(30) // a guard: without the model's timeout the call below would never return
  void aModelThatDoesNotAnswerCannotHoldTheJob(boolean sendHeaders) throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    try {
      String base = silentServer(release, sendHeaders);
      StrategyStage stage =
          new StrategyStage(
              Optional.of(new LanguageModel(base, "slow-model", null, Duration.ofSeconds(1))));
      StrategyStage.Strategy s = stage.compute(findings());
      assertThat(s.narrative().writer()).isEqualTo("deterministic");
      assertThat(s.narrative().fallbackReason())
          .startsWith("the language model slow-model did not answer within 1 s");
      assertThat(s.topics().topics()).as("the composed topics stand").hasSize(3);
    } finally {
      release.countDown();
    }
  }

  @Test
  void anUnreachableModelFallsBackAndSaysSo() throws Exception {
    int port;
    try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = free.getLocalPort();
    }
    StrategyStage stage =
        new StrategyStage(
            Optional.of(
                new LanguageModel(
                    "http://127.0.0.1:" + port + "/v1", "m", null, Duration.ofSeconds(5))));
    assertThat(stage.compute(findings()).narrative().fallbackReason())
        .startsWith("the language model m could not be reached");
  }

  @Test
  @ExtendWith(OutputCaptureExtension.class)
  void theApiKeyIsNeverLogged(CapturedOutput output) throws Exception {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/v1/chat/completions",
        exchange -> {
          exchange.getRequestBody().readAllBytes();
          exchange.sendResponseHeaders(401, -1);
          exchange.close();
        });
    server.start();
    String key = "sk-very-secret-key-0123456789";
    String base = "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    StrategyStage stage =
        new StrategyStage(Optional.of(new LanguageModel(base, "m", key, Duration.ofSeconds(5))));
    StrategyStage.Strategy s = stage.compute(findings());
    assertThat(s.narrative().fallbackReason()).startsWith("the language model m answered HTTP 401");
    assertThat(output.getAll()).contains("answered HTTP 401").doesNotContain(key);
    assertThat(s.narrative().toString()).doesNotContain(key);
    assertThat(new AnalysisProperties.Llm(base, "m", key, Duration.ofSeconds(5)).toString())
        .doesNotContain(key)
        .contains("apiKey=(set)");
  }
}
