package io.vidlens.catalog.internal;

import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.TrackedChannels;
import io.vidlens.model.ChannelId;
import io.vidlens.model.CountReading;
import io.vidlens.work.UpstreamWork;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * What the read layer hands to the history: the counts of the answers it read, dated by when the
 * platform gave each answer (an answer it does not hold any more is not recorded), and the channels
 * clients asked about. Never throws: the history is not the client's answer.
 */
@Component
public class ReadingsRecorder {

  /** Work that is not a client asking about a channel: its reads do not keep a channel tracked. */
  private static final Set<String> NOT_ASKED =
      Set.of(UpstreamWork.HISTORY_REFRESH, UpstreamWork.DOCTOR);

  /** Records nothing (tests and tools that build the read layer by hand). */
  public static final ReadingsRecorder NONE = new ReadingsRecorder(null, null);

  private final CountHistory history;
  private final TrackedChannels tracked;

  @Autowired
  public ReadingsRecorder(CountHistory history, TrackedChannels tracked) {
    this.history = history;
    this.tracked = tracked;
  }

  /** Records the readings {@code readings} makes at the answer's time, when the time is known. */
  private void record(
      Optional<Instant> answeredAt,
      java.util.function.Function<Instant, List<CountReading>> readings) {
    if (history == null || answeredAt.isEmpty()) {
      return;
    }
    try {
      history.record(readings.apply(answeredAt.get()));
    } catch (RuntimeException e) {
      org.slf4j.LoggerFactory.getLogger(ReadingsRecorder.class)
          .warn("Could not take the counts of an answer: {}", e.toString());
    }
  }

  /** Shorthand for a time looked up lazily. */
  public void record(
      Supplier<Optional<Instant>> answeredAt,
      java.util.function.Function<Instant, List<CountReading>> readings) {
    if (history != null) {
      record(answeredAt.get(), readings);
    }
  }

  /** A client asked about the channel (not the scheduler's own refresh, not the doctor). */
  public void asked(ChannelId channel) {
    String work = UpstreamWork.name().orElse(null);
    if (tracked == null || (work != null && NOT_ASKED.contains(work))) {
      return;
    }
    try {
      tracked.noteAsked(channel);
    } catch (RuntimeException e) {
      org.slf4j.LoggerFactory.getLogger(ReadingsRecorder.class)
          .warn("Could not note a tracked channel: {}", e.toString());
    }
  }
}
