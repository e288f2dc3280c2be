package io.vidlens.platform.transport;

import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.faults.UpstreamFault;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.random.RandomGenerator;

/**
 * Makes a share of upstream calls fail the way the real platform fails: the throttling page with
 * HTTP 429, a 5xx, a reset connection, or a hang until the request timeout. It sits where the
 * network would be, so retries, the breaker and the API's 503 are exercised as in service.
 */
public final class FaultInjectingTransport implements PlatformTransport {

  /** The kinds of fault, by their configuration names. */
  public enum Kind {
    THROTTLE,
    SERVER_ERROR,
    RESET,
    HANG;

    static Kind named(String name) {
      return valueOf(name.trim().toUpperCase(Locale.ROOT).replace('-', '_'));
    }
  }

  private static final String THROTTLING_PAGE =
      "<html><body><div id=\"captcha-page\">Our systems have detected unusual traffic from your"
          + " computer network.</div></body></html>";

  private final PlatformTransport delegate;
  private final double rate;
  private final List<Kind> kinds;
  private final Duration hang;
  private final RandomGenerator random;

  public FaultInjectingTransport(
      PlatformTransport delegate, double rate, List<String> kinds, Duration hang, long seed) {
    if (kinds.isEmpty()) {
      throw new IllegalArgumentException("vidlens.upstream.faults.kinds names no fault");
    }
    this.delegate = delegate;
    this.rate = rate;
    this.kinds = kinds.stream().map(Kind::named).toList();
    this.hang = hang;
    this.random = seed == 0 ? new Random() : new Random(seed);
  }

  @Override
  public UpstreamResponse send(UpstreamRequest request) {
    Kind fault;
    synchronized (random) {
      if (random.nextDouble() >= rate) {
        fault = null;
      } else {
        fault = kinds.get(random.nextInt(kinds.size()));
      }
    }
    if (fault == null) {
      return delegate.send(request);
    }
    return switch (fault) {
      case THROTTLE -> new UpstreamResponse(429, "text/html; charset=utf-8", THROTTLING_PAGE, null);
      case SERVER_ERROR ->
          new UpstreamResponse(
              503, "text/html; charset=utf-8", "<html>Service Unavailable</html>", null);
      case RESET ->
          throw new UpstreamFailure(
              UpstreamFault.CONNECTION, "Injected connection reset on " + request.endpoint());
      case HANG -> {
        sleep(hang);
        throw new UpstreamFailure(
            UpstreamFault.TIMEOUT, "Injected hang: no answer in time from " + request.endpoint());
      }
    };
  }

  private static void sleep(Duration duration) {
    try {
      Thread.sleep(duration);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
