package io.vidlens.platform.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.faults.UpstreamFault;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FaultInjectingTransportTest {

  private static final UpstreamResponse OK =
      new UpstreamResponse(200, "application/json", "{}", null);
  private static final PlatformTransport PLATFORM = request -> OK;

  private static UpstreamRequest request() {
    return new UpstreamRequest(
        "POST", URI.create("https://www.youtube.com/youtubei/v1/next"), Map.of(), null);
  }

  @Test
  void eachKindFailsLikeThePlatform() {
    assertThat(
            new FaultInjectingTransport(PLATFORM, 1, List.of("throttle"), Duration.ZERO, 1)
                .send(request())
                .status())
        .isEqualTo(429);
    assertThat(
            new FaultInjectingTransport(PLATFORM, 1, List.of("server-error"), Duration.ZERO, 1)
                .send(request())
                .status())
        .isEqualTo(503);
    assertThatThrownBy(
            () ->
                new FaultInjectingTransport(PLATFORM, 1, List.of("reset"), Duration.ZERO, 1)
                    .send(request()))
        .isInstanceOfSatisfying(
            UpstreamFailure.class, f -> assertThat(f.fault()).isEqualTo(UpstreamFault.CONNECTION));
    assertThatThrownBy(
            () ->
                new FaultInjectingTransport(PLATFORM, 1, List.of("hang"), Duration.ofMillis(1), 1)
                    .send(request()))
        .isInstanceOfSatisfying(
            UpstreamFailure.class, f -> assertThat(f.fault()).isEqualTo(UpstreamFault.TIMEOUT));
  }

  @Test
  void theRateIsKeptAndASeedRepeatsARun() {
    List<Integer> first =
        statuses(
            new FaultInjectingTransport(PLATFORM, 0.3, List.of("throttle"), Duration.ZERO, 42));
    List<Integer> second =
        statuses(
            new FaultInjectingTransport(PLATFORM, 0.3, List.of("throttle"), Duration.ZERO, 42));
    assertThat(first).isEqualTo(second);
    long faults = first.stream().filter(s -> s == 429).count();
    assertThat(faults).isBetween(240L, 360L); // 30% of 1,000, give or take
    assertThat(
            statuses(
                new FaultInjectingTransport(PLATFORM, 0, List.of("throttle"), Duration.ZERO, 7)))
        .containsOnly(200);
  }

  private static List<Integer> statuses(FaultInjectingTransport transport) {
    List<Integer> statuses = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      statuses.add(transport.send(request()).status());
    }
    return statuses;
  }
}
