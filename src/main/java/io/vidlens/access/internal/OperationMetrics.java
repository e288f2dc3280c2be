package io.vidlens.access.internal;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.vidlens.access.Operation;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;

/**
 * Per-operation metrics: {@code vidlens_operation_requests_seconds} (count and latency by operation
 * and status) and {@code vidlens_quota_units_charged_total} (by operation). The meters are looked
 * up once per operation and status, not built on every request.
 */
@Component
public class OperationMetrics {

  private record TimerKey(Operation operation, int status) {}

  private final MeterRegistry registry;
  private final Map<TimerKey, Timer> timers = new ConcurrentHashMap<>();
  private final Map<Operation, Counter> charged = new ConcurrentHashMap<>();

  public OperationMetrics(MeterRegistry registry) {
    this.registry = registry;
  }

  public void record(Operation operation, int status, int unitsCharged, Duration elapsed) {
    timers.computeIfAbsent(new TimerKey(operation, status), this::timer).record(elapsed);
    if (unitsCharged > 0) {
      charged.computeIfAbsent(operation, this::counter).increment(unitsCharged);
    }
  }

  private Timer timer(TimerKey key) {
    return Timer.builder("vidlens.operation.requests")
        .description("Requests per operation, by status")
        .tag("operation", key.operation().id())
        .tag("status", Integer.toString(key.status()))
        .publishPercentileHistogram()
        .register(registry);
  }

  private Counter counter(Operation operation) {
    return Counter.builder("vidlens.quota.units.charged")
        .description("Quota units charged, by operation")
        .tag("operation", operation.id())
        .register(registry);
  }
}
