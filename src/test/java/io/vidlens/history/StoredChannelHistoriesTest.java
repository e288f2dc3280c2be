package io.vidlens.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.history.api.ChannelGrowth;
import io.vidlens.history.api.ChannelGrowth.Metric;
import io.vidlens.history.api.ChannelGrowth.Point;
import io.vidlens.history.api.ChannelGrowth.Series;
import io.vidlens.model.ChannelId;
import io.vidlens.model.CountReading;
import io.vidlens.model.CountReading.Subject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A channel's stored readings as the series other features read (history.api). */
class StoredChannelHistoriesTest {

  static final ChannelId CHANNEL = new ChannelId("UC" + "h".repeat(22));
  static final Instant DAY1 = Instant.parse("2026-03-01T08:00:00Z");
  static final Instant DAY2 = Instant.parse("2026-03-02T08:00:00Z");

  static CountReading channel(CountReading.Metric metric, long value, Instant at) {
    return new CountReading(Subject.CHANNEL, CHANNEL.value(), CHANNEL.value(), metric, value, at);
  }

  static CountReading video(Subject how, String id, long views, Instant at) {
    return new CountReading(how, id, CHANNEL.value(), CountReading.Metric.VIEWS, views, at);
  }

  @Test
  void theChannelsCountsAreASeriesPerMetricInMetricOrderOldestFirst() {
    ChannelGrowth growth =
        StoredChannelHistories.of(
            CHANNEL,
            List.of(
                channel(CountReading.Metric.VIEWS, 5_000, DAY1),
                channel(CountReading.Metric.SUBSCRIBERS, 100, DAY1),
                channel(CountReading.Metric.SUBSCRIBERS, 120, DAY2),
                channel(CountReading.Metric.VIEWS, 5_600, DAY2)),
            5);
    assertThat(growth.channel())
        .extracting(Series::metric)
        .containsExactly(Metric.SUBSCRIBERS, Metric.VIEWS);
    assertThat(growth.channel().getFirst().points())
        .containsExactly(new Point(DAY1, 100), new Point(DAY2, 120));
    assertThat(growth.channel())
        .allSatisfy(s -> assertThat(s.subjectId()).isEqualTo(CHANNEL.value()));
    assertThat(growth.videos()).isEmpty();
    assertThat(growth.isEmpty()).isFalse();
  }

  @Test
  void theMostViewedVideosByTheirLatestReadingEachOneSeriesHoweverItWasListed() {
    List<CountReading> readings = new ArrayList<>();
    // "aaa" led on the first day; "bbb" overtook it by the second.
    readings.add(video(Subject.LONG, "aaa", 900, DAY1));
    readings.add(video(Subject.SHORT, "bbb", 100, DAY1));
    readings.add(video(Subject.LONG, "ccc", 10, DAY1));
    readings.add(video(Subject.VIDEO, "aaa", 950, DAY2));
    readings.add(video(Subject.SHORT, "bbb", 2_000, DAY2));
    ChannelGrowth growth = StoredChannelHistories.of(CHANNEL, readings, 2);
    assertThat(growth.videos()).extracting(Series::subjectId).containsExactly("bbb", "aaa");
    assertThat(growth.videos().get(1).points())
        .containsExactly(new Point(DAY1, 900), new Point(DAY2, 950));
    assertThat(growth.videos()).allSatisfy(s -> assertThat(s.metric()).isEqualTo(Metric.VIEWS));
  }

  @Test
  void aChannelWithoutReadingsHasNoSeries() {
    assertThat(StoredChannelHistories.of(CHANNEL, List.of(), 5).isEmpty()).isTrue();
  }

  @Test
  void readingsFromBeforeTheAccountFirstAskedAreNotShown() {
    Instant asked = DAY2.minusSeconds(60);
    ChannelGrowth growth =
        StoredChannelHistories.of(
            CHANNEL,
            List.of(
                channel(CountReading.Metric.SUBSCRIBERS, 100, DAY1),
                video(Subject.VIDEO, "v1", 10, DAY1),
                channel(CountReading.Metric.SUBSCRIBERS, 120, DAY2),
                video(Subject.VIDEO, "v2", 20, DAY2)),
            5,
            asked);
    assertThat(growth.channel()).hasSize(1);
    assertThat(growth.channel().getFirst().points()).containsExactly(new Point(DAY2, 120));
    assertThat(growth.videos()).extracting(Series::subjectId).containsExactly("v2");
  }
}
