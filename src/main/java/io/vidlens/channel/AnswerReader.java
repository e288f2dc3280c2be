package io.vidlens.channel;

import io.vidlens.platform.UpstreamProperties;
import io.vidlens.platform.UpstreamUnavailableException;
import io.vidlens.platform.resilience.UpstreamFault;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Runs a parser over a platform answer. The parsers are tolerant, but an answer they cannot read at
 * all (the platform changed a page) becomes a 503 with a retry-after, never a 500.
 */
@Component
class AnswerReader {

  private static final Logger log = LoggerFactory.getLogger(AnswerReader.class);

  private final long retryAfterSeconds;

  @Autowired
  AnswerReader(UpstreamProperties properties) {
    this(properties.retryAfter().other().toSeconds());
  }

  AnswerReader(long retryAfterSeconds) {
    this.retryAfterSeconds = retryAfterSeconds;
  }

  <T> T read(String what, Supplier<T> parser) {
    try {
      return parser.get();
    } catch (RuntimeException e) {
      log.warn("Could not read {} from the platform's answer", what, e);
      throw unreadable(what);
    }
  }

  UpstreamUnavailableException unreadable(String what) {
    return new UpstreamUnavailableException(
        UpstreamFault.UNEXPECTED_ANSWER,
        UpstreamFault.UNEXPECTED_ANSWER.details() + " (" + what + ")",
        retryAfterSeconds);
  }
}
