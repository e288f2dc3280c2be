package io.vidlens.access.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.Operation;
import io.vidlens.access.Plan;
import io.vidlens.testing.FakeTimeMeter;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/** Rate-limit windows on a clock the test moves. */
class RateLimitsTest {

  /** Half past ten: the hour's window opens again at 11:00. */
  private final FakeTimeMeter time = FakeTimeMeter.wallClock(Instant.parse("2026-11-14T10:30:00Z"));

  private final RateLimits limits =
      RateLimits.local(
          new AccessProperties(
              Map.of(),
              Map.of(),
              null,
              null,
              "default",
              Duration.ofSeconds(5),
              Duration.ofSeconds(1)),
          time);

  private static ApiPrincipal caller(String key, int rps) {
    return new ApiPrincipal(key, "vl_abc", "account-" + key, new Plan("p", 1000, rps));
  }

  @Test
  void requestsPerSecondRefillOverTheSecond() {
    ApiPrincipal p = caller("k1", 2);
    assertThat(limits.tryAcquire(p, Operation.GET_RPM).allowed()).isTrue();
    assertThat(limits.tryAcquire(p, Operation.GET_RPM).allowed()).isTrue();
    RateLimits.Decision third = limits.tryAcquire(p, Operation.GET_RPM);
    assertThat(third.allowed()).isFalse();
    assertThat(third.retryAfterSeconds()).isEqualTo(1);

    time.advance(Duration.ofMillis(499));
    assertThat(limits.tryAcquire(p, Operation.GET_RPM).allowed()).isFalse();
    time.advance(Duration.ofMillis(2));
    assertThat(limits.tryAcquire(p, Operation.GET_RPM).allowed()).isTrue();
  }

  @Test
  void keysHaveTheirOwnBuckets() {
    ApiPrincipal a = caller("ka", 1);
    ApiPrincipal b = caller("kb", 1);
    assertThat(limits.tryAcquire(a, Operation.GET_RPM).allowed()).isTrue();
    assertThat(limits.tryAcquire(a, Operation.GET_RPM).allowed()).isFalse();
    assertThat(limits.tryAcquire(b, Operation.GET_RPM).allowed()).isTrue();
  }

  @Test
  void createJobIsLimitedTo100InEachClockHourAndResultTo500() {
    ApiPrincipal p = caller("k2", 100_000);
    for (int i = 0; i < 100; i++) {
      assertThat(limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).allowed()).isTrue();
    }
    RateLimits.Decision over = limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB);
    assertThat(over.allowed()).isFalse();
    assertThat(over.retryAfterSeconds()).as("until 11:00").isEqualTo(1800);
    assertThat(over.details())
        .contains("100 requests per hour")
        .contains("the next hour starts at 2026-11-14T11:00:00Z");

    for (int i = 0; i < 500; i++) {
      assertThat(limits.tryAcquire(p, Operation.GET_ANALYSIS_RESULT).allowed()).isTrue();
    }
    assertThat(limits.tryAcquire(p, Operation.GET_ANALYSIS_RESULT).allowed()).isFalse();
    assertThat(limits.tryAcquire(p, Operation.GET_VIDEO_DETAILS).allowed()).isTrue();

    // No token trickles back during the hour (a greedy refill would give one every 36 s).
    time.advance(Duration.ofMinutes(29).plusSeconds(59));
    RateLimits.Decision late = limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB);
    assertThat(late.allowed()).isFalse();
    assertThat(late.retryAfterSeconds()).isEqualTo(1);

    time.advance(Duration.ofSeconds(1));
    int passed = 0;
    for (int i = 0; i < 150; i++) {
      if (limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).allowed()) {
        passed++;
      }
    }
    assertThat(passed).as("the 11:00 hour").isEqualTo(100);
    assertThat(limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).retryAfterSeconds())
        .isEqualTo(3600);
  }

  @Test
  void aGivenBackTokenCanBeUsedAgainWithinItsHour() {
    ApiPrincipal p = caller("k3", 100_000);
    RateLimits.Decision first = null;
    for (int i = 0; i < 100; i++) {
      RateLimits.Decision d = limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB);
      first = first == null ? d : first;
    }
    assertThat(first.hourlyTokenTaken()).isTrue();
    assertThat(limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).allowed()).isFalse();
    limits.giveBack(p, Operation.CREATE_ANALYSIS_JOB, first);
    assertThat(limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).allowed()).isTrue();
  }

  @Test
  void aTokenOfAnEndedHourIsNotGivenToTheNext() {
    ApiPrincipal p = caller("k5", 100_000);
    time.advance(Duration.ofMinutes(29).plusSeconds(59)); // 10:59:59
    RateLimits.Decision taken = limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB);
    assertThat(taken.allowed()).isTrue();
    time.advance(Duration.ofSeconds(2)); // 11:00:01: the answer is done, and cached
    for (int i = 0; i < 100; i++) {
      assertThat(limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).allowed()).isTrue();
    }
    limits.giveBack(p, Operation.CREATE_ANALYSIS_JOB, taken);
    assertThat(limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).allowed())
        .as("the 11:00 hour keeps its 100")
        .isFalse();
  }

  @Test
  void theHourlyLimitNeedsAWallClock() {
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> RateLimits.local(bound(Map.of()), new FakeTimeMeter()))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /** As README documents {@code vidlens.hourly-limits.OPERATION_ID}: any setting replaces all. */
  @Test
  void configuredHourlyLimitsReplaceTheDefaultsTheOperationsDeclare() {
    assertThat(bound(Map.of()).hourlyLimits())
        .isEqualTo(Map.of("createChannelAnalysisJob", 100, "getChannelAnalysisResult", 500));

    AccessProperties configured =
        bound(Map.of("vidlens.hourly-limits.createChannelAnalysisJob", "2"));
    assertThat(configured.hourlyLimits()).isEqualTo(Map.of("createChannelAnalysisJob", 2));
    RateLimits configuredLimits = RateLimits.local(configured, time);
    ApiPrincipal p = caller("k4", 100_000);
    assertThat(configuredLimits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).allowed()).isTrue();
    assertThat(configuredLimits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).allowed()).isTrue();
    assertThat(configuredLimits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).details())
        .startsWith("createChannelAnalysisJob is limited to 2 requests per hour per key");
    assertThat(configuredLimits.hasHourlyLimit(Operation.GET_ANALYSIS_RESULT)).isFalse();
  }

  private static AccessProperties bound(Map<String, String> properties) {
    return new Binder(new MapConfigurationPropertySource(properties))
        .bindOrCreate("vidlens", AccessProperties.class);
  }
}
