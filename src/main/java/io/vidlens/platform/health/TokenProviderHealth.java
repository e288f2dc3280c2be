package io.vidlens.platform.health;

import io.vidlens.platform.client.PotProvider;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code tokenProvider} section of the platform health component: whether a proof-of-origin
 * token provider is configured and answers its ping. The ping is the operator's own service, not
 * the platform, but health is asked often: its answer is kept for {@link #KEPT}.
 */
public final class TokenProviderHealth implements PlatformHealthContributor {

  static final Duration KEPT = Duration.ofSeconds(30);

  private record Seen(PotProvider.Status status, Instant at) {}

  private final PotProvider provider;
  private final Clock clock;
  private volatile Seen seen;

  public TokenProviderHealth(PotProvider provider, Clock clock) {
    this.provider = provider;
    this.clock = clock;
  }

  @Override
  public String name() {
    return "tokenProvider";
  }

  @Override
  public Map<String, Object> details() {
    Seen last = seen;
    Instant now = clock.instant();
    if (last == null || !now.isBefore(last.at().plus(KEPT))) {
      last = new Seen(provider.status(), now);
      seen = last;
    }
    Map<String, Object> details = new LinkedHashMap<>();
    details.put("configured", last.status().configured());
    details.put("reachable", last.status().reachable());
    details.put("detail", last.status().detail());
    details.put("checkedAt", last.at().toString());
    return details;
  }
}
