package io.vidlens.access.internal;

import io.vidlens.access.Operation;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Configuration of the gate: {@code vidlens.plans.NAME.monthly-units} and {@code
 * .requests-per-second}, per-operation unit overrides ({@code vidlens.units.<operationId>}),
 * per-key hourly limits ({@code vidlens.hourly-limits.<operationId>}: the operation's rate-limit
 * group; any setting replaces all the defaults {@link Operation} declares), the bootstrap key, and
 * {@code vidlens.slow-request}: a successful answer slower than this is logged at INFO.
 */
@ConfigurationProperties("vidlens")
public record AccessProperties(
    Map<String, PlanSettings> plans,
    Map<String, Integer> units,
    Map<String, Integer> hourlyLimits,
    String bootstrapApiKey,
    @DefaultValue("default") String bootstrapPlan,
    @DefaultValue("5s") Duration keyCacheTtl,
    @DefaultValue("1s") Duration slowRequest) {

  public record PlanSettings(
      @DefaultValue("100000") long monthlyUnits,
      @DefaultValue("20") int requestsPerSecond,
      @DefaultValue("10") int watchlists,
      @DefaultValue("50") int channelsPerWatchlist) {}

  public AccessProperties {
    plans = plans == null ? Map.of() : Map.copyOf(plans);
    units = units == null ? Map.of() : Map.copyOf(units);
    hourlyLimits = hourlyLimits == null ? defaultHourlyLimits() : Map.copyOf(hourlyLimits);
  }

  /** The hourly limits {@link Operation} declares, by rate-limit group. */
  public static Map<String, Integer> defaultHourlyLimits() {
    Map<String, Integer> limits = new HashMap<>();
    for (Operation op : Operation.values()) {
      op.defaultHourlyLimit()
          .ifPresent(
              limit -> {
                Integer other = limits.put(op.rateLimitGroup(), limit);
                if (other != null && other != limit) {
                  throw new IllegalStateException(
                      "Two default hourly limits for group " + op.rateLimitGroup());
                }
              });
    }
    return Map.copyOf(limits);
  }
}
