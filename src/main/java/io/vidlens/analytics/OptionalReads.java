package io.vidlens.analytics;

import io.vidlens.api.ApiException;
import io.vidlens.platform.UpstreamUnavailableException;
import io.vidlens.platform.resilience.UpstreamFault;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;

/**
 * Reads that only enrich an answer (the feed, one video's details, comments): when the platform has
 * nothing for them (404), answered something unreadable, or in replay mode was not recorded, the
 * answer is given without them. Throttling, timeouts and an open breaker still fail the whole
 * answer (503): a retry later gets all of it, as with Get About's panel.
 */
final class OptionalReads {

  private static final Logger log = LoggerFactory.getLogger(OptionalReads.class);

  static final Set<UpstreamFault> MISSING =
      Set.of(UpstreamFault.NO_RECORDING, UpstreamFault.UNEXPECTED_ANSWER);

  private OptionalReads() {}

  static <T> Optional<T> read(String what, Supplier<T> read) {
    try {
      return Optional.ofNullable(read.get());
    } catch (UpstreamUnavailableException e) {
      if (!MISSING.contains(e.fault())) {
        throw e;
      }
      log.info("{} not available ({}); answering without it", what, e.fault());
      return Optional.empty();
    } catch (ApiException e) {
      if (e.status() != HttpStatus.NOT_FOUND) {
        throw e;
      }
      log.info("{} not found; answering without it", what);
      return Optional.empty();
    }
  }
}
