package io.vidlens.thumbnails;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ReplayServerWithImagesTest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * With the platform replayed from recordings: operations feed the corpus, the crawl command indexes
 * a channel with a progress bar, and result elements carry the channel's about data and the Get
 * Outliers baseline. Thumbnails come from a local server standing in for the image host.
 */
class ThumbnailReplayTest extends ReplayServerWithImagesTest {

  static final String KURZGESAGT = "UCsXVk37bltHxD1rDPwtNM8Q";

  @Autowired ApplicationContext context;
  @Autowired ThumbnailStore store;

  @Test
  void operationsAndTheCrawlFeedTheIndexAndElementsCarryChannelDataAndOutlierScores() {
    assertThat(api().get("/api/external/channels/outliers?channelId=" + KURZGESAGT).status())
        .isEqualTo(200);

    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    ThumbnailCrawl.run(
        context, List.of(KURZGESAGT), 30, new PrintStream(out, true), new PrintStream(err, true));
    String progress = err.toString(StandardCharsets.UTF_8);
    assertThat(progress)
        .contains("listing " + KURZGESAGT)
        .contains("[##############################]");
    assertThat(out.toString(StandardCharsets.UTF_8)).containsPattern("\\d+ thumbnails indexed");
    long indexed =
        store.countsByState().entrySet().stream()
            .filter(
                e ->
                    !e.getKey().equals(CorpusVideo.QUEUED)
                        && !e.getKey().equals(CorpusVideo.FAILED))
            .mapToLong(java.util.Map.Entry::getValue)
            .sum();
    assertThat(indexed).isGreaterThanOrEqualTo(30);

    ThumbnailIndexerTestSupport.awaitEnriched(store, KURZGESAGT);
    String videoId = store.anyDone(KURZGESAGT);
    int seed = Math.abs(videoId.hashCode() % 100_000);
    images.serve(
        "/q/" + videoId + ".png",
        Drawings.encode(Drawings.crop(Drawings.scene(seed), 0.85), "png"),
        "image/png");
    Answer answer =
        api()
            .post(
                "/api/external/similar-thumbnails/search",
                "{\"image_url\": \"" + images.url("/q/" + videoId + ".png") + "\"}");
    // loopback is not allowed in this context: the client URL is refused, the indexer's image host
    // is trusted
    assertThat(answer.status()).isEqualTo(422);

    Answer text =
        api().post("/api/external/similar-thumbnails/search", "{\"text\": \"black holes\"}");
    assertThat(text.status()).as(text.text()).isEqualTo(200);
    JsonNode data = text.json().get("data");
    assertThat(data.size()).isPositive();
    // Other classes of this context index other channels too: Kurzgesagt's best match is checked.
    JsonNode first =
        data.valueStream()
            .filter(e -> KURZGESAGT.equals(e.get("channelData").get("channelId").asString()))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no Kurzgesagt thumbnail in " + data));
    assertThat(first.get("channelData").get("title").asString()).isNotEmpty();
    assertThat(first.get("channelData").get("subscriberCount").asLong()).isPositive();
    JsonNode calc = first.get("calculatedData");
    assertThat(calc.get("averageViewsPerVideo").asDouble()).isPositive();
    assertThat(calc.get("outlierScore").asDouble())
        .isCloseTo(
            first.get("metadata").get("videoViews").asDouble()
                / calc.get("averageViewsPerVideo").asDouble(),
            org.assertj.core.data.Offset.offset(1e-6));
    assertThat(calc.get("isOutlier").asBoolean())
        .isEqualTo(calc.get("outlierScore").asDouble() >= 2);
  }

  @Test
  void theCrawlHonoursMaxVideosReportsThisRunAndPrintsPlainLinesWithoutATerminal() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int code =
        ThumbnailCrawl.run(
            context,
            List.of(KURZGESAGT, "@no-such-handle-anywhere"),
            5,
            new PrintStream(out, true),
            new PrintStream(err, true),
            false);

    String printed = out.toString(StandardCharsets.UTF_8);
    String progress = err.toString(StandardCharsets.UTF_8);
    assertThat(printed).contains("This run: 5 videos queued");
    assertThat(progress)
        .doesNotContain("\r")
        .contains("listing " + KURZGESAGT + ": 5 videos, done")
        .contains("@no-such-handle-anywhere: ")
        .contains("5/5 thumbnails indexed");
    assertThat(code).as("one channel could not be read").isEqualTo(1);
  }

  @Test
  void theTotalsSayWhyAVideoFailed() {
    ThumbnailCrawl.Totals totals =
        ThumbnailCrawl.Totals.of(
            java.util.Map.of(
                "aaaaaaaaaaa", new ThumbnailStore.QueueState(CorpusVideo.DONE, 0, null),
                "bbbbbbbbbbb",
                    new ThumbnailStore.QueueState(
                        CorpusVideo.FAILED, 5, "image: the image server answered HTTP 404"),
                "ccccccccccc",
                    new ThumbnailStore.QueueState(CorpusVideo.QUEUED, 2, "image: timed out")),
            4);

    assertThat(totals.indexed()).isEqualTo(1);
    assertThat(totals.failed()).isEqualTo(1);
    assertThat(totals.retrying()).isEqualTo(1);
    assertThat(totals.untried()).isZero();
    assertThat(totals.reasons())
        .containsExactlyInAnyOrder(
            "bbbbbbbbbbb failed: image: the image server answered HTTP 404",
            "ccccccccccc will be retried: image: timed out");
  }
}
