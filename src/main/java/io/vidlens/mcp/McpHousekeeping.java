package io.vidlens.mcp;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One timer thread for the MCP edge: pings and ends event streams every keep-alive interval, and
 * closes idle sessions. Its own small class (not a ScheduledExecutorService bean, which Spring's
 * scheduling would take as the application's scheduler).
 */
final class McpHousekeeping implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(McpHousekeeping.class);

  private final ScheduledExecutorService timer =
      Executors.newSingleThreadScheduledExecutor(
          Thread.ofPlatform().name("mcp-housekeeping").daemon().factory());

  McpHousekeeping(McpLimits limits, McpSessions sessions, EventStreams streams) {
    every(limits.keepAlive(), streams::tick);
    // Idle sessions are closed within a quarter of the idle timeout (at most a minute) of it.
    Duration sweep = limits.idleTimeout().dividedBy(4);
    sweep = sweep.compareTo(Duration.ofMinutes(1)) > 0 ? Duration.ofMinutes(1) : sweep;
    every(
        sweep.compareTo(Duration.ofSeconds(1)) < 0 ? Duration.ofSeconds(1) : sweep,
        sessions::expireIdle);
  }

  private void every(Duration interval, Runnable task) {
    long millis = interval.toMillis();
    timer.scheduleWithFixedDelay(
        () -> {
          try {
            task.run();
          } catch (RuntimeException e) {
            // a failed round must not cancel the next ones
            log.warn("MCP housekeeping failed: {}", e.getClass().getName());
          }
        },
        millis,
        millis,
        TimeUnit.MILLISECONDS);
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
