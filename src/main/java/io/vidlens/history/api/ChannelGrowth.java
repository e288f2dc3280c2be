package io.vidlens.history.api;

import java.time.Instant;
import java.util.List;

/**
 * A channel's stored counts over time.
 *
 * @param channelId the channel
 * @param channel its own counts: a series per metric with readings, in {@link Metric} order
 * @param videos the views of its most-viewed videos, most viewed first
 */
public record ChannelGrowth(String channelId, List<Series> channel, List<Series> videos) {

  public ChannelGrowth {
    channel = List.copyOf(channel);
    videos = List.copyOf(videos);
  }

  /** No readings at all: nobody asked about the channel yet (or its readings expired). */
  public boolean isEmpty() {
    return channel.isEmpty() && videos.isEmpty();
  }

  /** Which count a series follows. */
  public enum Metric {
    SUBSCRIBERS,
    VIEWS,
    VIDEOS
  }

  /**
   * One count over time.
   *
   * @param subjectId the channel's ID, or the video's
   * @param metric which count (a video's series are its views)
   * @param points the readings, oldest first, never empty
   */
  public record Series(String subjectId, Metric metric, List<Point> points) {

    public Series {
      points = List.copyOf(points);
      if (points.isEmpty()) {
        throw new IllegalArgumentException("a series has at least one reading");
      }
    }

    public Point latest() {
      return points.getLast();
    }
  }

  /** One reading: the count as the platform showed it at {@code at}. */
  public record Point(Instant at, long value) {}
}
