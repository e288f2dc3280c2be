package io.vidlens.catalog;

import io.vidlens.platform.PlatformException;
import io.vidlens.platform.UnreadableAnswer;
import io.vidlens.platform.UpstreamProperties;
import io.vidlens.platform.faults.UpstreamFault;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * How every platform read is judged, in one place. A parser that cannot read an answer (the
 * platform changed a page) is upstream trouble: 503 with a retry-after, never a 500 and never "not
 * found". A read that only enriches an answer is optional: when the platform has nothing for it,
 * answered something unreadable, or (replay mode) it was not recorded, the answer goes on without
 * it; throttling, timeouts and an open breaker still fail the whole answer, so a retry later gets
 * all of it. Caching is the platform client's, per kind of answer (see {@code CacheKind}).
 */
@Component
public class ReadPolicy {

  private static final Logger log = LoggerFactory.getLogger(ReadPolicy.class);

  /** Failures after which an optional read is left out rather than failing the answer. */
  private static final Set<UpstreamFault> MISSING =
      Set.of(UpstreamFault.NO_RECORDING, UpstreamFault.UNEXPECTED_ANSWER);

  private final long retryAfterSeconds;

  @Autowired
  public ReadPolicy(UpstreamProperties properties) {
    this(properties.retryAfter().other().toSeconds());
  }

  public ReadPolicy(long retryAfterSeconds) {
    this.retryAfterSeconds = Math.max(1, retryAfterSeconds);
  }

  /**
   * Runs a read of the platform's records; an answer its parser could not read (the platform's
   * {@link UnreadableAnswer}, a changed answer) becomes a 503 that names {@code what}.
   */
  public <T> T read(String what, Supplier<T> parser) {
    try {
      return parser.get();
    } catch (PlatformException e) {
      throw e;
    } catch (RuntimeException e) {
      log.warn("Could not read {} from the platform's answer", what, e);
      throw unreadable(what);
    }
  }

  /** An answer that holds no {@code what}: upstream trouble (503). */
  public PlatformException.Unavailable unreadable(String what) {
    return unexpected("(" + what + ")");
  }

  /** Upstream trouble described by a sentence of ours. */
  public PlatformException.Unavailable unexpected(String details) {
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        UpstreamFault.UNEXPECTED_ANSWER.details() + " " + details,
        retryAfterSeconds);
  }

  /**
   * An answer that came incomplete even when asked again: the platform's passing trouble (503),
   * described by a sentence of ours.
   */
  public PlatformException.Unavailable incomplete(String details) {
    return new PlatformException.Unavailable(
        UpstreamFault.SERVER_ERROR, details, retryAfterSeconds);
  }

  /**
   * A read that only enriches an answer: empty when the platform has nothing for it (404, or a
   * video it does not play here), answered something unreadable, or was not recorded; other
   * failures are the caller's.
   */
  public <T> Optional<T> optional(String what, Supplier<T> read) {
    try {
      return Optional.ofNullable(read.get());
    } catch (PlatformException.Unavailable e) {
      if (!MISSING.contains(e.fault())) {
        throw e;
      }
      log.info("{} not available ({}); answering without it", what, e.fault());
      return Optional.empty();
    } catch (PlatformException.NotFound e) {
      log.info("{} not found; answering without it", what);
      return Optional.empty();
    } catch (PlatformException.Unplayable e) {
      log.info("{} not played to this server; answering without it", what);
      return Optional.empty();
    }
  }

  /** As {@link #optional}, and a token the platform refuses also leaves the read out. */
  <T> Optional<T> optionalPanel(String what, Supplier<T> read) {
    try {
      return optional(what, read);
    } catch (PlatformException.InvalidContinuation e) {
      log.info("The platform refused the token of {}; answering without it", what);
      return Optional.empty();
    }
  }
}
