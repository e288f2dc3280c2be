package io.vidlens.video;

import io.vidlens.api.ApiException;
import io.vidlens.platform.UpstreamUnavailableException;
import io.vidlens.platform.parse.PlayerParser;
import io.vidlens.platform.parse.PlayerResponse;
import io.vidlens.platform.resilience.UpstreamFault;
import java.time.Duration;
import java.util.function.Supplier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * How the video services judge what the platform answered: an answer that a parser cannot read, a
 * player answer that refuses the requester rather than describing the video, and a caption file
 * that needs a proof-of-origin token are all upstream trouble (503 with retry-after, never
 * charged), never a 500 and never "not found".
 */
@Component
class UpstreamAnswers {

  private final long retryAfterSeconds;

  UpstreamAnswers(@Value("${vidlens.upstream.retry-after.other:10s}") Duration retryAfter) {
    this.retryAfterSeconds = Math.max(1, retryAfter.toSeconds());
  }

  /** Runs a parser; a parser that throws on a changed answer becomes a 503. */
  <T> T read(String what, Supplier<T> parser) {
    try {
      return parser.get();
    } catch (ApiException e) {
      throw e;
    } catch (RuntimeException e) {
      throw unexpected("The platform's " + what + " could not be read.");
    }
  }

  /**
   * A mobile player answer. The bot wall is already a 503 in the transport; guest throttling ("This
   * content isn't available, try again later") arrives as a playability status and is turned into
   * one here.
   */
  PlayerResponse player(JsonNode answer) {
    PlayerResponse player = read("player answer", () -> PlayerParser.parse(answer));
    if (player.playability().requesterBlocked()) {
      throw new UpstreamUnavailableException(
          UpstreamFault.THROTTLED, UpstreamFault.THROTTLED.details(), retryAfterSeconds);
    }
    return player;
  }

  UpstreamUnavailableException unexpected(String details) {
    return new UpstreamUnavailableException(
        UpstreamFault.UNEXPECTED_ANSWER,
        UpstreamFault.UNEXPECTED_ANSWER.details() + " " + details,
        retryAfterSeconds);
  }

  /** An empty caption file for a track that exists: the platform wants a proof-of-origin token. */
  UpstreamUnavailableException captionsNeedToken() {
    return new UpstreamUnavailableException(
        UpstreamFault.UNEXPECTED_ANSWER,
        "The video platform answered the caption file empty: it now demands a proof-of-origin token for this"
            + " video's captions. Try again later.",
        retryAfterSeconds);
  }
}
