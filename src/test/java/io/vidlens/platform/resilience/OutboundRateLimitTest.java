package io.vidlens.platform.resilience;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.testing.FakeTimeMeter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class OutboundRateLimitTest {

  private final FakeTimeMeter time = new FakeTimeMeter();
  private final List<Long> parked = new ArrayList<>();

  private OutboundRateLimit budget(Pacing pacing) {
    return new OutboundRateLimit(
        pacing,
        time,
        nanos -> {
          parked.add(nanos);
          time.advance(Duration.ofNanos(nanos));
        },
        new Random(7));
  }

  @Test
  void beyondTheBudgetACallerIsRefusedAtOnceWithTheWaitItWouldNeed() {
    // 120 an hour is one every 30 s; a burst of 2; no waiting allowed.
    OutboundRateLimit limit = budget(new Pacing(120, 2, Duration.ZERO, Duration.ZERO));

    assertThat(limit.take()).isTrue();
    assertThat(limit.take()).isTrue();
    assertThat(limit.take()).isFalse();

    assertThat(parked).as("refused without waiting").isEmpty();
    assertThat(limit.isExhausted()).isTrue();
    UpstreamFailure refusal = limit.refusal();
    assertThat(refusal.fault()).isEqualTo(UpstreamFault.RATE_LIMITED);
    assertThat(refusal.retryAfter()).isEqualTo(Duration.ofSeconds(30));

    time.advance(Duration.ofSeconds(30));
    assertThat(limit.take()).isTrue();
  }

  @Test
  void aCallerWaitsForItsTurnWithinTheBoundButNeverLonger() {
    // 3,600 an hour is one a second; after the burst of 5 the next waits a second.
    OutboundRateLimit limit = budget(new Pacing(3600, 5, Duration.ofMillis(1500), Duration.ZERO));
    for (int i = 0; i < 5; i++) {
      assertThat(limit.tryTake()).isTrue();
    }
    assertThat(limit.tryTake()).as("the burst is spent").isFalse();

    assertThat(limit.take()).isTrue();

    assertThat(parked).containsExactly(Duration.ofSeconds(1).toNanos());
  }

  @Test
  void backgroundWorkLeavesTheReserveToApiRequestsAndWaitsForItsTurn() {
    // One a second, a burst of 4 of which background work leaves 2; API callers may not wait.
    OutboundRateLimit limit =
        budget(new Pacing(3600, 4, Duration.ZERO, Duration.ZERO, 2, Duration.ofMinutes(1)));

    assertThat(limit.takeInBackground()).isTrue();
    assertThat(limit.takeInBackground()).isTrue();
    assertThat(parked).as("above the reserve: no wait").isEmpty();

    // Two tokens left, both the API's: background work waits until a third has refilled.
    assertThat(limit.takeInBackground()).isTrue();
    assertThat(parked.stream().mapToLong(Long::longValue).sum())
        .isEqualTo(Duration.ofSeconds(1).toNanos());
    assertThat(limit.available()).isEqualTo(2);
    assertThat(limit.tryTake()).as("an API request still goes at once").isTrue();
    assertThat(limit.tryTake()).isTrue();
  }

  @Test
  void backgroundWorkIsRefusedOnlyAfterItsLongerWait() {
    OutboundRateLimit limit =
        budget(new Pacing(60, 2, Duration.ZERO, Duration.ZERO, 1, Duration.ofSeconds(30)));
    assertThat(limit.takeInBackground()).isTrue();
    // One a minute: the next token above the reserve is a minute away, beyond the 30 s wait.
    assertThat(limit.takeInBackground()).isFalse();
    assertThat(parked).as("refused without sleeping through the wait").isEmpty();
  }

  @Test
  void eachRequestIsPrecededByARandomPauseBelowTheJitter() {
    OutboundRateLimit limit = budget(new Pacing(1000, 10, Duration.ZERO, Duration.ofMillis(200)));

    for (int i = 0; i < 10; i++) {
      assertThat(limit.tryTake()).isTrue();
    }

    assertThat(parked).hasSize(10).allMatch(n -> n >= 0 && n < Duration.ofMillis(200).toNanos());
    assertThat(parked.stream().distinct().count()).as("the pauses differ").isGreaterThan(1);
  }

  @Test
  void unpacedNeverWaitsNorRefuses() {
    OutboundRateLimit limit = budget(Pacing.unpaced());
    for (int i = 0; i < 10_000; i++) {
      assertThat(limit.take()).as("request %d", i).isTrue();
    }
    assertThat(parked).as("no caller ever waits").isEmpty();
    assertThat(limit.isExhausted()).isFalse();
  }
}
