package io.vidlens.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.TrackedChannels;
import io.vidlens.model.ChannelId;
import io.vidlens.model.CountReading;
import io.vidlens.model.CountReading.Metric;
import io.vidlens.model.CountReading.Subject;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.EventsDelivered;
import io.vidlens.testing.ReplayServerTest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.bean.override.convention.TestBean;
import tools.jackson.databind.JsonNode;

/**
 * The history of counts as a client meets it, over the recordings: asking about a channel stores
 * its counts and tracks it; asking again (the answers cached) adds no reading; once a reading a
 * week older exists, Get Geography Demographics Revenue measures its monthly views from the two and
 * says so in its basis. The clock is fixed, so every fresh answer is dated 2026-06-10T12:00Z.
 */
class HistoryReplayTest extends ReplayServerTest {

  static final Instant NOW = Instant.parse("2026-06-10T12:00:00Z");
  static final ChannelId KURZGESAGT = new ChannelId(AnalyticsReplayTest.KURZGESAGT);
  static final ChannelId RANDOM = new ChannelId(AnalyticsReplayTest.RANDOM);
  static final String GEOGRAPHY = AnalyticsReplayTest.GEOGRAPHY;

  @TestBean Clock clock;

  static Clock clock() {
    return Clock.fixed(NOW, ZoneOffset.UTC);
  }

  @Autowired CountHistory history;
  @Autowired TrackedChannels tracked;
  @Autowired org.springframework.context.ApplicationContext context;

  Answer analytics(ChannelId channel) {
    return api().post(AnalyticsReplayTest.ANALYTICS, "{\"channelId\":\"" + channel.value() + "\"}");
  }

  Answer geography(ChannelId channel) {
    return api().post(GEOGRAPHY, "{\"channelId\":\"" + channel.value() + "\"}");
  }

  @Test
  void askingAboutAChannelStoresItsCountsOnceAndTracksIt() {
    assertThat(analytics(KURZGESAGT).status()).isEqualTo(200);
    EventsDelivered.await(context);
    List<CountReading> first = history.readings(KURZGESAGT);
    assertThat(first)
        .anyMatch(r -> r.subject() == Subject.CHANNEL && r.metric() == Metric.VIEWS)
        .anyMatch(r -> r.subject() == Subject.CHANNEL && r.metric() == Metric.SUBSCRIBERS)
        .anyMatch(r -> r.subject() == Subject.LONG && r.metric() == Metric.VIEWS)
        .allMatch(r -> r.readAt().equals(NOW));
    assertThat(tracked.lastAsked(KURZGESAGT)).contains(NOW);

    assertThat(analytics(KURZGESAGT).status()).isEqualTo(200);
    EventsDelivered.await(context);
    assertThat(history.readings(KURZGESAGT))
        .as("cached answers are no new readings")
        .hasSize(first.size());
  }

  @Test
  void monthlyViewsComeFromTwoStoredReadingsAWeekApartAndTheBasisSaysSo() {
    JsonNode sampled = geography(RANDOM).json().get(0).get("estimate").get("basis");
    assertThat(sampled.get("inputs").get("monthlyViews").get("source").asString())
        .contains("no two stored readings a week apart yet");
    assertThat(sampled.get("samples").has("longFormInWindow")).isTrue();

    // Two readings ten days apart, as the scheduler's refreshes would have stored them.
    history.store(
        List.of(
            reading(500_000_000L, NOW.minus(Duration.ofDays(12))),
            reading(510_000_000L, NOW.minus(Duration.ofDays(2)))));
    JsonNode measured = geography(RANDOM).json().get(0);
    JsonNode basis = measured.get("estimate").get("basis");
    assertThat(basis.get("inputs").get("monthlyViews").get("source").asString())
        .contains("stored history")
        .contains("10 days apart");
    assertThat(basis.get("inputs").get("monthlyViews").get("value").asLong())
        .isBetween(29_999_999L, 30_000_001L);
    assertThat(basis.get("samples").get("historyDays").asInt()).isEqualTo(10);
    JsonNode revenue = measured.get("revenue");
    assertThat(revenue.get("short_view_count").asLong() + revenue.get("long_view_count").asLong())
        .isBetween(29_999_998L, 30_000_002L);
  }

  static CountReading reading(long views, Instant at) {
    return new CountReading(
        Subject.CHANNEL, RANDOM.value(), RANDOM.value(), Metric.VIEWS, views, at);
  }
}
