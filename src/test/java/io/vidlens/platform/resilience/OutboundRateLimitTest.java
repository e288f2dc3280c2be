package io.vidlens.platform.resilience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.testing.FakeTimeMeter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class OutboundRateLimitTest {

  private final FakeTimeMeter time = new FakeTimeMeter();

  @Test
  void beyondTheBudgetACallerFailsWithTheWaitItWouldNeed() {
    OutboundRateLimit limit = new OutboundRateLimit(2, Duration.ZERO, time, nanos -> {});

    limit.acquire();
    limit.acquire();

    assertThatThrownBy(limit::acquire)
        .isInstanceOfSatisfying(
            UpstreamFailure.class,
            f -> {
              assertThat(f.fault()).isEqualTo(UpstreamFault.RATE_LIMITED);
              assertThat(f.retryAfter()).isEqualTo(Duration.ofSeconds(30));
            });

    time.advance(Duration.ofSeconds(30));
    limit.acquire();
  }

  @Test
  void aCallerWaitsForATokenWithinTheBound() {
    List<Long> parked = new ArrayList<>();
    OutboundRateLimit limit =
        new OutboundRateLimit(
            60,
            Duration.ofSeconds(5),
            time,
            nanos -> {
              parked.add(nanos);
              time.advance(Duration.ofNanos(nanos));
            });
    for (int i = 0; i < 60; i++) {
      limit.acquire();
    }

    limit.acquire();

    assertThat(parked).hasSize(1);
    assertThat(Duration.ofNanos(parked.getFirst())).isEqualTo(Duration.ofSeconds(1));
  }

  @Test
  void zeroMeansUnlimited() {
    List<Long> parked = new ArrayList<>();
    OutboundRateLimit limit = new OutboundRateLimit(0, Duration.ZERO, time, parked::add);
    for (int i = 0; i < 10_000; i++) {
      assertThatCode(limit::acquire).as("request %d", i).doesNotThrowAnyException();
    }
    assertThat(parked).as("no caller ever waits").isEmpty();
  }
}
