package io.vidlens.model;

import java.time.Instant;
import java.util.Locale;

/**
 * One count as the platform showed it at one time: a channel's subscribers, total views or video
 * count, or a video's views. {@code readAt} is when the platform gave the answer (a cached answer
 * keeps its time), so two readings of one answer are one reading.
 *
 * @param subject what was counted: a channel, or a video and how it was listed
 * @param subjectId the channel's or video's ID
 * @param channelId the channel (for a video: its channel; "" when not known)
 * @param metric which count
 * @param value the count (as shown: rounded where the platform rounds)
 * @param readAt when the platform answered
 */
public record CountReading(
    Subject subject,
    String subjectId,
    String channelId,
    Metric metric,
    long value,
    Instant readAt) {

  public CountReading {
    if (value < 0) {
      throw new IllegalArgumentException("a count is never negative: " + value);
    }
    channelId = channelId == null ? "" : channelId;
  }

  /** What a reading counts. */
  public enum Subject {
    CHANNEL,
    /** A video listed on the channel's Videos tab. */
    LONG,
    /** A video listed on the channel's Shorts tab. */
    SHORT,
    /** A video read alone (its details), its form not told. */
    VIDEO;

    public String wire() {
      return name().toLowerCase(Locale.ROOT);
    }

    public static Subject ofWire(String wire) {
      return valueOf(wire.toUpperCase(Locale.ROOT));
    }
  }

  /** Which count. */
  public enum Metric {
    SUBSCRIBERS,
    VIEWS,
    VIDEOS;

    public String wire() {
      return name().toLowerCase(Locale.ROOT);
    }

    public static Metric ofWire(String wire) {
      return valueOf(wire.toUpperCase(Locale.ROOT));
    }
  }
}
