package io.vidlens.platform.client;

import io.vidlens.platform.parse.AnswerTime;
import java.time.Clock;
import java.time.Instant;
import tools.jackson.databind.JsonNode;

/**
 * What an answer's relative times ("3 months ago") count back from. Live, now: the platform wrote
 * them just now (or, from the cache, at most its TTL ago, which only sub-day texts could notice).
 * In replay, when the exchange was recorded, as the answer itself says ({@link AnswerTime}), so a
 * replayed comment date or analysis means what it meant when recorded; now when it says nothing.
 */
public final class AnswerClock {

  private final Clock clock;
  private final boolean recorded;

  private AnswerClock(Clock clock, boolean recorded) {
    this.clock = clock;
    this.recorded = recorded;
  }

  /** Live: now is now. */
  public static AnswerClock live(Clock clock) {
    return new AnswerClock(clock, false);
  }

  /** Replay: the recording's time. */
  public static AnswerClock recorded(Clock clock) {
    return new AnswerClock(clock, true);
  }

  Instant readAt(JsonNode answer) {
    return recorded ? AnswerTime.of(answer).orElseGet(clock::instant) : clock.instant();
  }
}
