package io.vidlens.platform.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.platform.TestClock;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.request.UpstreamEndpoints;
import io.vidlens.platform.resilience.EgressRouter;
import io.vidlens.platform.resilience.OutboundRateLimit;
import io.vidlens.platform.resilience.Pacing;
import io.vidlens.platform.resilience.UpstreamBreakers;
import io.vidlens.platform.transport.ProxyPool;
import io.vidlens.platform.transport.UpstreamResponse;
import io.vidlens.testing.FakeTimeMeter;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.Status;

/** What operators see at /actuator/health/platform. */
class PlatformHealthIndicatorTest {

  private final TestClock clock = new TestClock();
  private final FakeTimeMeter time = new FakeTimeMeter();
  private final Pacing pacing = new Pacing(60, 2, Duration.ZERO, Duration.ZERO);
  private final ProxyPool proxies =
      new ProxyPool(
          List.of("http://user:secret@10.0.0.1:3128", "http://10.0.0.2:3128"),
          Duration.ofMinutes(15),
          clock);
  private final EgressRouter router =
      TestPlatform.router(
          request -> new UpstreamResponse(200, "application/json", "{}"),
          clock,
          proxies,
          egress -> new OutboundRateLimit(pacing, time, nanos -> {}, new Random(1)));
  private final UpstreamBreakers breakers =
      new UpstreamBreakers(TestPlatform.fastSettings(), clock);
  private final StaticListableBeanFactory beans = new StaticListableBeanFactory();

  private Health health() {
    return new PlatformHealthIndicator(
            breakers,
            router,
            TestPlatform.requests(UpstreamEndpoints.PLATFORM),
            pacing,
            beans.getBeanProvider(PlatformHealthContributor.class))
        .health();
  }

  @Test
  void upWithBreakersIdentitiesBudgetLastBlockAndClientVersions() {
    beans.addBean(
        "tokenProvider",
        new PlatformHealthContributor() {
          @Override
          public String name() {
            return "tokenProvider";
          }

          @Override
          public Map<String, Object> details() {
            return Map.of("reachable", true);
          }
        });

    Health health = health();

    assertThat(health.getStatus()).isEqualTo(Status.UP);
    assertThat(health.getDetails())
        .containsOnlyKeys(
            "breakers", "identities", "budget", "lastBlock", "clients", "tokenProvider");
    @SuppressWarnings("unchecked")
    Map<String, Map<String, Object>> states =
        (Map<String, Map<String, Object>>) health.getDetails().get("breakers");
    assertThat(states)
        .containsKeys(
            "player.android", "player.visionos", "player.web", "next", "browse", "timedtext");
    assertThat(states.get("browse")).containsEntry("state", "CLOSED");
    assertThat(health.getDetails().get("identities").toString())
        .contains("10.0.0.1:3128", "10.0.0.2:3128", "budgetLeft=2")
        .doesNotContain("secret", "user");
    assertThat(health.getDetails().get("lastBlock")).isEqualTo("none");
    assertThat(health.getDetails().get("budget").toString()).contains("perHour=60");
    assertThat(health.getDetails().get("clients").toString())
        .contains("WEB=", "ANDROID=", "VISIONOS=");
    assertThat(health.getDetails().get("tokenProvider")).isEqualTo(Map.of("reachable", true));
  }

  @Test
  void anOpenBreakerOrABlockedProxyIsDegradedNotDown() {
    breakers.registry().circuitBreaker("player.android").transitionToOpenState();

    assertThat(health().getStatus()).isEqualTo(PlatformHealthIndicator.DEGRADED);

    breakers.registry().circuitBreaker("player.android").reset();
    proxies.setAside("10.0.0.1:3128");
    assertThat(health().getStatus()).isEqualTo(PlatformHealthIndicator.DEGRADED);
  }

  @Test
  void outOfServiceOnlyWhenNoIdentityCanSend() {
    proxies.setAside("10.0.0.1:3128");
    router.identities().get(1).budget().tryTake();
    router.identities().get(1).budget().tryTake();

    Health health = health();

    assertThat(health.getStatus()).isEqualTo(Status.OUT_OF_SERVICE);
    assertThat(health.getDetails().get("identities").toString())
        .contains("setAside=true", "exhausted=true");
  }
}
