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
  public enum Subject implements Wire {
    CHANNEL,
    /** A video listed on the channel's Videos tab. */
    LONG,
    /** A video listed on the channel's Shorts tab. */
    SHORT,
    /** A video read alone (its details), its form not told. */
    VIDEO;

    public static Subject ofWire(String wire) {
      return Wire.of(Subject.class, wire);
    }
  }

  /** Which count. */
  public enum Metric implements Wire {
    SUBSCRIBERS,
    VIEWS,
    VIDEOS;

    public static Metric ofWire(String wire) {
      return Wire.of(Metric.class, wire);
    }
  }

  /** How {@link Subject} and {@link Metric} are stored and answered: the name in lower case. */
  public interface Wire {

    String name();

    default String wire() {
      return name().toLowerCase(Locale.ROOT);
    }

    /** The constant of {@code type} that {@code wire} names. */
    static <E extends Enum<E> & Wire> E of(Class<E> type, String wire) {
      return Enum.valueOf(type, wire.toUpperCase(Locale.ROOT));
    }
  }
}
