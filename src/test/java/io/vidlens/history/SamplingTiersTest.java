package io.vidlens.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The tiered plan: which sample is due at which age of a video. */
class SamplingTiersTest {

  static final Instant PUBLISHED = Instant.parse("2026-06-01T00:00:00Z");

  static boolean dueAt(Duration age, Duration sinceLastSample) {
    Instant now = PUBLISHED.plus(age);
    return SamplingTiers.due(PUBLISHED, now.minus(sinceLastSample), now);
  }

  @Test
  void aVideoIsSampledEveryTwoHoursInItsFirst48Hours() {
    assertThat(dueAt(Duration.ofHours(5), Duration.ofHours(1))).isFalse();
    assertThat(dueAt(Duration.ofHours(5), Duration.ofHours(2))).isTrue();
    assertThat(dueAt(Duration.ofHours(47), Duration.ofMinutes(110))).isTrue(); // 90 % of 2 h
  }

  @Test
  void dailyToDay30ThenWeeklyToAYearThenMonthly() {
    assertThat(dueAt(Duration.ofDays(3), Duration.ofHours(3))).isFalse();
    assertThat(dueAt(Duration.ofDays(3), Duration.ofHours(22))).isTrue();
    assertThat(dueAt(Duration.ofDays(40), Duration.ofDays(2))).isFalse();
    assertThat(dueAt(Duration.ofDays(40), Duration.ofDays(7))).isTrue();
    assertThat(dueAt(Duration.ofDays(400), Duration.ofDays(7))).isFalse();
    assertThat(dueAt(Duration.ofDays(400), Duration.ofDays(30))).isTrue();
  }

  @Test
  void aYoungVideoAsksForItsChannelsReadWhenDueAnOlderOneOnlyADiscoveryWaitLater() {
    Duration slack = Duration.ofMinutes(324); // 90 % of the 6-hour discovery interval
    Instant hour5 = PUBLISHED.plus(Duration.ofHours(5));
    assertThat(SamplingTiers.asksForRead(PUBLISHED, hour5.minus(Duration.ofHours(2)), hour5, slack))
        .isTrue();
    Instant day3 = PUBLISHED.plus(Duration.ofDays(3));
    Instant dayAgo = day3.minus(Duration.ofHours(22));
    assertThat(SamplingTiers.due(PUBLISHED, dayAgo, day3)).isTrue(); // sampled on any read
    assertThat(SamplingTiers.asksForRead(PUBLISHED, dayAgo, day3, slack)).isFalse();
    assertThat(SamplingTiers.asksForRead(PUBLISHED, day3.minus(Duration.ofHours(27)), day3, slack))
        .isTrue(); // 21.6 h + 5.4 h: the discovery read did not come
    assertThat(SamplingTiers.asksForRead(PUBLISHED, null, day3, slack)).isTrue();
  }

  @Test
  void aVideoNeverSampledIsDueAtAnyAge() {
    assertThat(SamplingTiers.due(PUBLISHED, null, PUBLISHED.plus(Duration.ofDays(900)))).isTrue();
  }
}
