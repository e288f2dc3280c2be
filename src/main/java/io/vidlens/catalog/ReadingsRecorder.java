package io.vidlens.catalog;

import io.vidlens.model.ChannelId;
import io.vidlens.model.CountReading;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * What the read layer tells about its reads, as events: the counts of the answers it read ({@link
 * CountsRead}, dated by when the platform gave each answer; an answer it does not hold any more
 * tells nothing) and the channels read ({@link ChannelAsked}). Who stores or tracks what is the
 * listeners' business. Never throws: the client's answer does not wait on, or fail with, them.
 */
@Component
public record ReadingsRecorder(ReadEvents events, Clock clock) {

  private static final Logger log = LoggerFactory.getLogger(ReadingsRecorder.class);

  /** Tells nothing (tests and tools that build the read layer by hand). */
  public static final ReadingsRecorder NONE = new ReadingsRecorder(null, Clock.systemUTC());

  /** Publishes the readings {@code readings} makes at the answer's time, when it is known. */
  void record(
      Supplier<Optional<Instant>> answeredAt, Function<Instant, List<CountReading>> readings) {
    if (events == null) {
      return;
    }
    try {
      Optional<Instant> at = answeredAt.get();
      if (at.isPresent()) {
        List<CountReading> read = readings.apply(at.get());
        if (!read.isEmpty()) {
          events.publish(new CountsRead(read));
        }
      }
    } catch (RuntimeException e) {
      log.warn("Could not tell the counts of an answer: {}", e.toString());
    }
  }

  /** The channel was read for someone now. */
  void asked(ChannelId channel) {
    if (events == null) {
      return;
    }
    try {
      events.publish(new ChannelAsked(channel.value(), clock.instant()));
    } catch (RuntimeException e) {
      log.warn("Could not tell that a channel was read: {}", e.toString());
    }
  }
}
