package io.vidlens.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ReplayServerTest;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * A channel with more pages than {@code vidlens.analytics.max-tab-pages}: the totals of the pages
 * read, flagged.
 */
@TestPropertySource(properties = "vidlens.analytics.max-tab-pages=1")
class ShortVsLongCeilingReplayTest extends ReplayServerTest {

  @Test
  void beyondTheCeilingTheTotalsOfThePagesReadAreAnsweredAndFlagged() {
    Answer answer =
        api()
            .get(
                "/api/external/analytics/channel-analytics/"
                    + AnalyticsReplayTest.LAPHROAIG
                    + "/short-vs-long-views");
    assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    assertThat(answer.header(AnalyticsController.COMPLETE)).contains("false");
    assertThat(answer.header(AnalyticsController.PAGES_READ)).contains("videos=1, shorts=1");
    // Partial totals are low confidence, and the basis says which pages they cover.
    JsonNode estimate = answer.json().get(0).get("estimate");
    assertThat(estimate.get("confidence").asString()).isEqualTo("low");
    assertThat(estimate.get("basis").get("inputs").get("longViews").get("source").asString())
        .startsWith("the first 1 page(s)");
    assertThat(estimate.get("basis").get("samples").get("videoPages").asInt()).isEqualTo(1);
    JsonNode first =
        api()
            .get("/api/external/channels/videos?channelId=" + AnalyticsReplayTest.LAPHROAIG)
            .json();
    assertThat(first.get("continuation").asString()).isNotEmpty();
    long firstPage = 0;
    for (JsonNode v : first.get("data")) {
      firstPage += v.get("viewCount").isNull() ? 0 : v.get("viewCount").asLong();
    }
    assertThat(answer.json().get(0).get("longViews").asLong()).isEqualTo(firstPage);
  }
}
