package io.vidlens.access;

import java.time.Duration;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Configuration of the gate: {@code vidlens.plans.NAME.monthly-units} and {@code
 * .requests-per-second}, per-operation unit overrides ({@code vidlens.units.<operationId>}),
 * per-key hourly limits ({@code vidlens.hourly-limits.<operationId>}), the bootstrap key, and
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
      @DefaultValue("100000") long monthlyUnits, @DefaultValue("20") int requestsPerSecond) {}

  public AccessProperties {
    plans = plans == null ? Map.of() : Map.copyOf(plans);
    units = units == null ? Map.of() : Map.copyOf(units);
    hourlyLimits =
        hourlyLimits == null
            ? Map.of(
                Operation.CREATE_ANALYSIS_JOB.id(), 100, Operation.GET_ANALYSIS_RESULT.id(), 500)
            : Map.copyOf(hourlyLimits);
  }
}
