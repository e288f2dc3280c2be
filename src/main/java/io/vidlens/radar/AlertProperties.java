package io.vidlens.radar;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code vidlens.radar.alerts.*} (docs/radar.md, "Alerts").
 *
 * @param allowPrivateHosts let webhooks reach private, loopback and link-local addresses (tests, a
 *     receiver on the operator's own network); off, only public addresses
 * @param httpHosts hosts a webhook may reach over plain http (the operator's); any other needs
 *     https
 * @param retryDelays the waits before each retry of a failed delivery; when they are spent, the
 *     delivery has failed
 * @param timeout one webhook request's deadline (connect and answer)
 */
@ConfigurationProperties("vidlens.radar.alerts")
record AlertProperties(
    @DefaultValue("false") boolean allowPrivateHosts,
    @DefaultValue List<String> httpHosts,
    @DefaultValue({"1m", "5m", "30m", "2h", "12h"}) List<Duration> retryDelays,
    @DefaultValue("10s") Duration timeout) {

  AlertProperties {
    httpHosts = httpHosts.stream().map(h -> h.toLowerCase(Locale.ROOT)).toList();
    retryDelays = List.copyOf(retryDelays);
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("vidlens.radar.alerts.timeout must be positive");
    }
  }

  /** The wait before the next attempt after {@code attempts} failed ones; null: no more. */
  Duration retryAfter(int attempts) {
    return attempts <= retryDelays.size() ? retryDelays.get(attempts - 1) : null;
  }
}
