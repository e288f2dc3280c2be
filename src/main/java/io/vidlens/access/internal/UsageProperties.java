package io.vidlens.access.internal;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The usage record the dashboard shows: how often the gate's in-memory buffer is written to the
 * database, and how many recent requests are kept per account.
 */
@ConfigurationProperties("vidlens.usage")
public record UsageProperties(
    @DefaultValue("5s") Duration flushInterval, @DefaultValue("50") int recentRequests) {

  public UsageProperties {
    if (flushInterval.isNegative() || flushInterval.isZero()) {
      throw new IllegalArgumentException("vidlens.usage.flush-interval must be positive");
    }
    if (recentRequests < 1) {
      throw new IllegalArgumentException("vidlens.usage.recent-requests must be >= 1");
    }
  }
}
