package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.turbo.TurboFilter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * A stream of the same failure logs one stack trace per window and then a count; another cause is
 * logged on its own; plain warnings without an exception pass untouched.
 */
@ExtendWith(OutputCaptureExtension.class)
class ErrorLogLimiterTest {

  private static final Logger log = LoggerFactory.getLogger("io.vidlens.test.Flood");

  private final FakeClock clock = new FakeClock();
  private final ErrorLogLimiter limiter = new ErrorLogLimiter(clock, Duration.ofMinutes(1));

  /** Limiters of application contexts still open in this JVM, set aside while this test runs. */
  private final List<TurboFilter> others = new ArrayList<>();

  @BeforeEach
  void aloneInTheLoggerContext() {
    // Logback stops at the first filter that denies: another context's limiter would count the
    // flood before this one sees it.
    LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
    for (TurboFilter f : List.copyOf(context.getTurboFilterList())) {
      if (f instanceof ErrorLogLimiter && f != limiter) {
        others.add(f);
        context.getTurboFilterList().remove(f);
      }
    }
  }

  @AfterEach
  void uninstall() {
    limiter.uninstall();
    LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
    others.forEach(context::addTurboFilter);
  }

  @Test
  void oneTracePerCausePerWindowThenACount(CapturedOutput output) {
    for (int i = 0; i < 500; i++) {
      log.error("Unexpected failure", failure("same cause " + i));
    }
    assertThat(count(output.getAll(), "java.lang.IllegalStateException: same cause")).isEqualTo(1);
    assertThat(count(output.getAll(), "Unexpected failure")).isEqualTo(1);

    log.error("Unexpected failure", new IllegalArgumentException("another cause"));
    assertThat(output.getAll()).contains("IllegalArgumentException: another cause");
    log.warn("a warning without an exception");
    log.warn("a warning without an exception");
    assertThat(count(output.getAll(), "a warning without an exception")).isEqualTo(2);

    clock.advance(Duration.ofSeconds(61));
    log.error("Unexpected failure", failure("same cause again"));
    assertThat(output.getAll())
        .contains("499 more failure(s) of the same cause in the last 60 s were not logged")
        .contains("same cause again");

    clock.advance(Duration.ofSeconds(10));
    log.error("Unexpected failure", failure("within the new window"));
    clock.advance(Duration.ofSeconds(61));
    limiter.reportEndedWindows();
    assertThat(output.getAll())
        .doesNotContain("within the new window")
        .contains("1 more failure(s) of the same cause");
  }

  /** A clock that moves only when told to. */
  private static final class FakeClock extends Clock {
    private Instant now = Instant.parse("2026-01-01T00:00:00Z");

    void advance(Duration by) {
      now = now.plus(by);
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }

  private static IllegalStateException failure(String message) {
    return new IllegalStateException(message);
  }

  private static int count(String text, String needle) {
    int n = 0;
    for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
      n++;
    }
    return n;
  }
}
