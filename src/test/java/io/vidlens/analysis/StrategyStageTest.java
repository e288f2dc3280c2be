package io.vidlens.analysis;

import static io.vidlens.analysis.Samples.channel;
import static io.vidlens.analysis.Samples.video;
import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.vidlens.analysis.AnalysisResult.ContentBucket;
import io.vidlens.analysis.AnalysisResult.ContentStrategy;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

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
                    List.of("volcano", "eruption"))),
            1);
    var formats = TitleFormats.compute(videos);
    return new Findings(
        corpus,
        ChannelDataSection.compute(corpus, Samples.NOW),
        content,
        formats,
        AudienceSection.compute(corpus),
        PerformanceSection.compute(corpus, content),
        ScriptBlueprintSection.compute(corpus),
        NicheSection.compute(corpus));
  }

  @Test
  void composedStrategyStatesTheNumbersAndTenTopicsViewerRequestsFirst() {
    StrategyStage.Strategy s = new StrategyStage(Optional.empty()).compute(findings());
    assertThat(s.analysis().source()).isEqualTo("composed from measured findings");
    assertThat(s.analysis().strategicRecommendations().performancePatterns())
        .contains("2 most viewed of 10")
        .containsPattern("\\d");
    assertThat(s.analysis().strategicRecommendations().strategicOpportunities())
        .contains("Future competition score");
    // The viewer's request, then the hand-made bucket's two terms (no templates over them).
    assertThat(s.topics().topics()).hasSize(3);
    assertThat(s.topics().totalTopics()).isEqualTo(3);
    assertThat(s.topics().topics().getFirst().title()).isEqualTo("Black Holes");
    assertThat(s.topics().topics().getFirst().description()).contains("900 likes");
    assertThat(s.topics().topics().get(1).description())
        .contains("Volcano & Eruption")
        .contains("median");
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
          .append("{\"title\":\"T")
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
        ResultJson.MAPPER.writeValueAsString(
            Map.of(
                "choices",
                List.of(Map.of("message", Map.of("role", "assistant", "content", content))))));
    StrategyStage.Strategy written = stage.compute(findings());
    assertThat(written.analysis().source()).isEqualTo("language model test-model");
    assertThat(written.analysis().strategicRecommendations().performancePatterns())
        .isEqualTo("P 5.5K");
    assertThat(written.topics().topics())
        .hasSize(10)
        .first()
        .extracting(AnalysisResult.Topic::title)
        .isEqualTo("T0");
    assertThat(request.get())
        .contains("\"model\":\"test-model\"")
        .contains("Measured findings")
        .contains("auth=Bearer secret");

    answer.set("{\"choices\":[{\"message\":{\"content\":\"not json\"}}]}");
    assertThat(stage.compute(findings()).analysis().source())
        .isEqualTo("composed from measured findings");
  }
}
