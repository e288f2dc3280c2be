package io.vidlens.access;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.FakeTimeMeter;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/** Rate-limit windows on a clock the test moves. */
class RateLimitsTest {

  private final FakeTimeMeter time = new FakeTimeMeter();
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
  void createJobIsLimitedTo100AnHourAndResultTo500() {
    ApiPrincipal p = caller("k2", 100_000);
    for (int i = 0; i < 100; i++) {
      assertThat(limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).allowed()).isTrue();
    }
    RateLimits.Decision over = limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB);
    assertThat(over.allowed()).isFalse();
    assertThat(over.retryAfterSeconds()).isEqualTo(36); // one token every 3600 s / 100
    assertThat(over.details()).contains("100 requests per hour");

    for (int i = 0; i < 500; i++) {
      assertThat(limits.tryAcquire(p, Operation.GET_ANALYSIS_RESULT).allowed()).isTrue();
    }
    assertThat(limits.tryAcquire(p, Operation.GET_ANALYSIS_RESULT).allowed()).isFalse();
    assertThat(limits.tryAcquire(p, Operation.GET_VIDEO_DETAILS).allowed()).isTrue();

    time.advance(Duration.ofSeconds(36));
    assertThat(limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).allowed()).isTrue();
    assertThat(limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).allowed()).isFalse();
  }

  @Test
  void aGivenBackTokenCanBeUsedAgain() {
    ApiPrincipal p = caller("k3", 100_000);
    for (int i = 0; i < 100; i++) {
      limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB);
    }
    assertThat(limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).allowed()).isFalse();
    limits.giveBack(p, Operation.CREATE_ANALYSIS_JOB);
    assertThat(limits.tryAcquire(p, Operation.CREATE_ANALYSIS_JOB).allowed()).isTrue();
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
        .isEqualTo("createChannelAnalysisJob is limited to 2 requests per hour per key.");
    assertThat(configuredLimits.hasHourlyLimit(Operation.GET_ANALYSIS_RESULT)).isFalse();
  }

  private static AccessProperties bound(Map<String, String> properties) {
    return new Binder(new MapConfigurationPropertySource(properties))
        .bindOrCreate("vidlens", AccessProperties.class);
  }
}
