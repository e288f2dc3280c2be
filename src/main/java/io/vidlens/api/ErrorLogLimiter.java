package io.vidlens.api;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.annotation.PreDestroy;
import java.time.Clock;
import java.time.Duration;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Rate-limits logged failures per cause, so that no stream of requests can flood the log: the first
 * WARN or ERROR with an exception of one cause in a window ({@code vidlens.logging.error-window},
 * one minute) is logged with its stack trace; the others of that window are counted, not logged,
 * and the count is logged (one line, no trace) when the window ends. A cause is the logger, the
 * root exception's class and the line that threw it, so different failures never hide each other.
 * Installed as a Logback turbo filter, it covers every logger, the servlet container's included.
 */
@Component
class ErrorLogLimiter extends TurboFilter {

  static final String SUMMARY_LOGGER = "io.vidlens.api.ErrorLogLimiter";

  private final Clock clock;
  private final long windowMillis;
  private final Cache<String, Window> windows = Caffeine.newBuilder().maximumSize(10_000).build();
  private final org.slf4j.Logger summary = LoggerFactory.getLogger(SUMMARY_LOGGER);

  ErrorLogLimiter(Clock clock, @Value("${vidlens.logging.error-window:1m}") Duration window) {
    this.clock = clock;
    this.windowMillis = window.toMillis();
    setName("vidlens-error-log-limiter");
    if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context) {
      start();
      context.addTurboFilter(this);
    }
  }

  @PreDestroy
  void uninstall() {
    if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context) {
      context.getTurboFilterList().remove(this);
    }
    stop();
  }

  @Override
  public FilterReply decide(
      Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
    if (level == null || !level.isGreaterOrEqual(Level.WARN)) {
      return FilterReply.NEUTRAL;
    }
    Throwable thrown = t;
    if (thrown == null && params != null && params.length > 0) {
      thrown = params[params.length - 1] instanceof Throwable last ? last : null;
    }
    if (thrown == null || logger == null || !logger.isEnabledFor(level)) {
      return FilterReply.NEUTRAL;
    }
    String cause = causeOf(logger.getName(), thrown);
    Window window = windows.get(cause, c -> new Window());
    long now = clock.millis();
    long suppressed = window.endedWith(now, windowMillis);
    if (suppressed > 0) {
      report(cause, suppressed);
    }
    return window.admit(now) ? FilterReply.NEUTRAL : FilterReply.DENY;
  }

  /** Logs the counts of windows that ended with failures left unlogged. */
  @Scheduled(fixedDelayString = "${vidlens.logging.error-window:1m}")
  void reportEndedWindows() {
    long now = clock.millis();
    windows
        .asMap()
        .forEach(
            (cause, window) -> {
              long suppressed = window.endedWith(now, windowMillis);
              if (suppressed > 0) {
                report(cause, suppressed);
              }
            });
  }

  private void report(String cause, long suppressed) {
    summary.warn(
        "{} more failure(s) of the same cause in the last {} s were not logged: {}",
        suppressed,
        windowMillis / 1000,
        cause);
  }

  static String causeOf(String logger, Throwable thrown) {
    Throwable root = thrown;
    for (int depth = 0; root.getCause() != null && root.getCause() != root && depth < 20; depth++) {
      root = root.getCause();
    }
    StackTraceElement[] trace = root.getStackTrace();
    return logger + " " + root.getClass().getName() + (trace.length == 0 ? "" : " at " + trace[0]);
  }

  /** One cause's current window: when it began, and how many failures it left unlogged. */
  private static final class Window {
    private long start = Long.MIN_VALUE;
    private long suppressed;

    /** Ends the window if its time is up; the failures it left unlogged, or 0. */
    synchronized long endedWith(long now, long length) {
      if (start == Long.MIN_VALUE || now - start < length) {
        return 0;
      }
      long ended = suppressed;
      start = Long.MIN_VALUE;
      suppressed = 0;
      return ended;
    }

    /** True for the first failure of a window (logged); false for the rest (counted). */
    synchronized boolean admit(long now) {
      if (start == Long.MIN_VALUE) {
        start = now;
        return true;
      }
      suppressed++;
      return false;
    }
  }
}
