package io.vidlens.access;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import org.springframework.stereotype.Component;

/**
 * Per-operation metrics: {@code vidlens_operation_requests_seconds} (count and latency by
 * operation and status) and {@code vidlens_quota_units_charged_total} (by operation).
 */
@Component
class OperationMetrics {

  private final MeterRegistry registry;

  OperationMetrics(MeterRegistry registry) {
    this.registry = registry;
  }

  void record(Operation operation, int status, int unitsCharged, Duration elapsed) {
    Timer.builder("vidlens.operation.requests")
        .description("Requests per operation, by status")
        .tag("operation", operation.id())
        .tag("status", Integer.toString(status))
        .publishPercentileHistogram()
        .register(registry)
        .record(elapsed);
    if (unitsCharged > 0) {
      Counter.builder("vidlens.quota.units.charged")
          .description("Quota units charged, by operation")
          .tag("operation", operation.id())
          .register(registry)
          .increment(unitsCharged);
    }
  }
}
