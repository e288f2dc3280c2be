package io.vidlens.analytics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import io.vidlens.analytics.model.ViewHistory;
import io.vidlens.model.CountReading;
import io.vidlens.model.CountReading.Metric;
import io.vidlens.model.CountReading.Subject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What stored readings say of a channel's growth: a delta only from readings a week apart. */
class HistoryDeltasTest {

  static final String CHANNEL = "UC0123456789012345678901";
  static final Instant T0 = Instant.parse("2026-06-01T10:00:00Z");

  static CountReading channel(Metric metric, long value, Duration after) {
    return new CountReading(Subject.CHANNEL, CHANNEL, CHANNEL, metric, value, T0.plus(after));
  }

  static CountReading video(Subject kind, String id, long views, Duration after) {
    return new CountReading(kind, id, CHANNEL, Metric.VIEWS, views, T0.plus(after));
  }

  @Test
  void readingsLessThanAWeekApartMakeNoDelta() {
    List<CountReading> readings =
        List.of(
            channel(Metric.VIEWS, 1_000, Duration.ZERO),
            channel(Metric.VIEWS, 2_000, Duration.ofDays(6).plusHours(23)));
    assertThat(HistoryDeltas.of(readings)).isEmpty();
    assertThat(HistoryDeltas.of(List.of(channel(Metric.VIEWS, 1_000, Duration.ZERO)))).isEmpty();
  }

  @Test
  void theLatestReadingAndTheLatestOneAWeekBeforeItMakeTheMonth() {
    List<CountReading> readings = new ArrayList<>();
    readings.add(channel(Metric.VIEWS, 1_000_000, Duration.ZERO));
    readings.add(channel(Metric.SUBSCRIBERS, 50_000, Duration.ZERO));
    readings.add(channel(Metric.VIEWS, 1_100_000, Duration.ofDays(3)));
    readings.add(channel(Metric.VIEWS, 1_400_000, Duration.ofDays(13)));
    readings.add(channel(Metric.SUBSCRIBERS, 51_000, Duration.ofDays(13)));
    ViewHistory h = HistoryDeltas.of(readings).orElseThrow();
    assertThat(h.from()).isEqualTo(T0.plus(Duration.ofDays(3)));
    assertThat(h.viewsFrom()).isEqualTo(1_100_000);
    assertThat(h.viewsTo()).isEqualTo(1_400_000);
    assertThat(h.monthlyViews()).isCloseTo(300_000.0 / 10 * 30, offset(1e-6));
    // the subscriber reading of day 0 is not within a day of day 3
    assertThat(h.subscribersFrom()).isNull();
    assertThat(h.subscribersTo()).isEqualTo(51_000);
  }

  @Test
  void theSplitIsTheShortsShareOfWhatTheListedVideosGained() {
    List<CountReading> readings = new ArrayList<>();
    readings.add(channel(Metric.VIEWS, 1_000_000, Duration.ZERO));
    readings.add(channel(Metric.VIEWS, 2_000_000, Duration.ofDays(10)));
    readings.add(video(Subject.LONG, "aaaaaaaaaaa", 1_000, Duration.ZERO));
    readings.add(video(Subject.LONG, "aaaaaaaaaaa", 31_000, Duration.ofDays(10))); // 3,000/day
    readings.add(video(Subject.SHORT, "bbbbbbbbbbb", 5_000, Duration.ofDays(1)));
    readings.add(video(Subject.SHORT, "bbbbbbbbbbb", 12_000, Duration.ofDays(8))); // 1,000/day
    readings.add(video(Subject.SHORT, "ccccccccccc", 9_000, Duration.ofDays(9))); // one reading
    ViewHistory h = HistoryDeltas.of(readings).orElseThrow();
    assertThat(h.shortShare()).isCloseTo(0.25, offset(1e-9));
    assertThat(h.longVideosCompared()).isEqualTo(1);
    assertThat(h.shortsCompared()).isEqualTo(1);
  }

  @Test
  void aKindListedButNeverComparedLeavesTheSplitUntold() {
    List<CountReading> readings = new ArrayList<>();
    readings.add(channel(Metric.VIEWS, 1_000_000, Duration.ZERO));
    readings.add(channel(Metric.VIEWS, 2_000_000, Duration.ofDays(10)));
    readings.add(video(Subject.LONG, "aaaaaaaaaaa", 1_000, Duration.ZERO));
    readings.add(video(Subject.LONG, "aaaaaaaaaaa", 31_000, Duration.ofDays(10)));
    readings.add(video(Subject.SHORT, "bbbbbbbbbbb", 5_000, Duration.ofDays(9)));
    assertThat(HistoryDeltas.of(readings).orElseThrow().shortShare()).isNull();
  }
}
