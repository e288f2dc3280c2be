package io.vidlens.platform.health;

import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.vidlens.platform.request.InnerTubeClients;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.resilience.EgressRouter;
import io.vidlens.platform.resilience.Pacing;
import io.vidlens.platform.resilience.UpstreamBreakers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;

/**
 * The {@code platform} health component ({@code /actuator/health/platform}): each breaker's state,
 * each egress identity's budget, the last bot wall or block, the client versions in use, and what
 * {@link PlatformHealthContributor} beans add.
 *
 * <p>Status: UP while every breaker is closed and every identity can send; {@link #DEGRADED} (HTTP
 * 200) while some breaker is open or half open or some identity is set aside or out of budget, as
 * the rest still serves; OUT_OF_SERVICE only when no identity can send at all. It reads state only:
 * it never calls the platform. It is not part of the liveness or readiness groups, so a blocked
 * platform never gets a node restarted.
 */
public record PlatformHealthIndicator(
    UpstreamBreakers breakers,
    EgressRouter router,
    InnerTubeRequests requests,
    Pacing pacing,
    ObjectProvider<PlatformHealthContributor> contributors)
    implements HealthIndicator {

  /** Some of the platform is paused, the rest answers. */
  public static final Status DEGRADED = new Status("DEGRADED");

  @Override
  public Health health() {
    Map<String, Object> states = new LinkedHashMap<>();
    boolean allClosed = true;
    List<CircuitBreaker> sorted =
        breakers.registry().getAllCircuitBreakers().stream()
            .sorted(Comparator.comparing(CircuitBreaker::getName))
            .toList();
    for (CircuitBreaker breaker : sorted) {
      CircuitBreaker.Metrics m = breaker.getMetrics();
      Map<String, Object> b = new LinkedHashMap<>();
      b.put("state", breaker.getState().name());
      b.put("failureRate", m.getFailureRate());
      b.put("bufferedCalls", m.getNumberOfBufferedCalls());
      b.put("failedCalls", m.getNumberOfFailedCalls());
      b.put("notPermittedCalls", m.getNumberOfNotPermittedCalls());
      states.put(breaker.getName(), b);
      allClosed &= breaker.getState() == CircuitBreaker.State.CLOSED;
    }

    boolean allSending = true;
    List<Map<String, Object>> identities = new ArrayList<>();
    for (EgressRouter.IdentityState state : router.states()) {
      Map<String, Object> i = new LinkedHashMap<>();
      i.put("id", state.id());
      i.put("setAside", state.setAside());
      if (pacing.isPaced()) {
        i.put("budgetLeft", state.budgetLeft());
        i.put("exhausted", state.exhausted());
        i.put("nextRequestInMs", state.untilNextRequest().toMillis());
      }
      i.put("visitorDataFor", state.visitorClients());
      identities.add(i);
      allSending &= !state.setAside() && !state.exhausted();
    }

    Health.Builder health;
    if (router.noneUsable()) {
      health = Health.outOfService();
    } else if (!allClosed || !allSending) {
      health = Health.status(DEGRADED);
    } else {
      health = Health.up();
    }
    health.withDetail("breakers", states);
    health.withDetail("identities", identities);
    health.withDetail("budget", budget());
    health.withDetail(
        "lastBlock",
        router
            .lastBlock()
            .<Object>map(
                b ->
                    Map.of(
                        "at", b.at().toString(),
                        "endpoint", b.endpoint(),
                        "fault", b.fault().name(),
                        "identity", b.identity()))
            .orElse("none"));
    InnerTubeClients clients = requests.clients();
    Map<String, Object> versions = new LinkedHashMap<>();
    versions.put(clients.web().name(), clients.web().version());
    versions.put(clients.android().name(), clients.android().version());
    versions.put(clients.visionos().name(), clients.visionos().version());
    health.withDetail("clients", versions);
    contributors.orderedStream().forEach(c -> health.withDetail(c.name(), c.details()));
    return health.build();
  }

  private Object budget() {
    if (!pacing.isPaced()) {
      return "unpaced";
    }
    Map<String, Object> b = new LinkedHashMap<>();
    b.put("perHour", pacing.perHour());
    b.put("burst", pacing.burst());
    b.put("maxWaitMs", pacing.maxWait().toMillis());
    b.put("jitterMs", pacing.jitter().toMillis());
    return b;
  }
}
