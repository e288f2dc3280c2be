package io.vidlens.history;

import io.vidlens.catalog.CountHistory;
import io.vidlens.history.api.ChannelGrowth;
import io.vidlens.history.api.ChannelGrowth.Metric;
import io.vidlens.history.api.ChannelGrowth.Point;
import io.vidlens.history.api.ChannelGrowth.Series;
import io.vidlens.history.api.ChannelHistories;
import io.vidlens.model.ChannelId;
import io.vidlens.model.CountReading;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/** {@link ChannelHistories} over the catalog's stored readings. */
@Component
record StoredChannelHistories(CountHistory history) implements ChannelHistories {

  @Override
  public ChannelGrowth growth(String channelId, int topVideos, Instant since) {
    ChannelId channel = new ChannelId(channelId);
    return of(channel, history.readings(channel), topVideos, since);
  }

  /** The readings taken at or after {@code since} as series. */
  static ChannelGrowth of(
      ChannelId channel, List<CountReading> readings, int topVideos, Instant since) {
    return of(
        channel, readings.stream().filter(r -> !r.readAt().isBefore(since)).toList(), topVideos);
  }

  /** The readings (oldest first, as the store answers them) as series. */
  static ChannelGrowth of(ChannelId channel, List<CountReading> readings, int topVideos) {
    Map<Metric, List<Point>> own = new EnumMap<>(Metric.class);
    Map<String, List<Point>> videoViews = new LinkedHashMap<>();
    for (CountReading r : readings) {
      Point point = new Point(r.readAt(), r.value());
      if (r.subject() == CountReading.Subject.CHANNEL) {
        if (r.subjectId().equals(channel.value())) {
          own.computeIfAbsent(metric(r.metric()), m -> new ArrayList<>()).add(point);
        }
      } else if (r.metric() == CountReading.Metric.VIEWS) {
        // One video listed on a tab and read alone is one subject, whichever way it was read.
        videoViews.computeIfAbsent(r.subjectId(), v -> new ArrayList<>()).add(point);
      }
    }
    List<Series> channelSeries =
        own.entrySet().stream()
            .map(e -> new Series(channel.value(), e.getKey(), e.getValue()))
            .toList();
    List<Series> videos =
        videoViews.entrySet().stream()
            .map(e -> new Series(e.getKey(), Metric.VIEWS, e.getValue()))
            .sorted(
                Comparator.comparingLong((Series s) -> s.latest().value())
                    .reversed()
                    .thenComparing(Series::subjectId))
            .limit(Math.max(0, topVideos))
            .toList();
    return new ChannelGrowth(channel.value(), channelSeries, videos);
  }

  private static Metric metric(CountReading.Metric metric) {
    return switch (metric) {
      case SUBSCRIBERS -> Metric.SUBSCRIBERS;
      case VIEWS -> Metric.VIEWS;
      case VIDEOS -> Metric.VIDEOS;
    };
  }
}
