package io.vidlens.analytics;

import io.vidlens.analytics.model.ViewHistory;
import io.vidlens.model.CountReading;
import io.vidlens.model.CountReading.Metric;
import io.vidlens.model.CountReading.Subject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The growth a channel's stored readings show, for the estimates (pure). The channel's latest total
 * views and the latest earlier reading at least {@link ViewHistory#MIN_SPAN} before it make the
 * month; the subscriber readings nearest those two times the growth; each listed video's first and
 * last views a week or more apart its gain per day, summed by kind (Videos tab, Shorts tab) for the
 * split. Empty without two such readings of total views.
 */
final class HistoryDeltas {

  private HistoryDeltas() {}

  static Optional<ViewHistory> of(List<CountReading> readings) {
    List<CountReading> views = channel(readings, Metric.VIEWS);
    if (views.size() < 2) {
      return Optional.empty();
    }
    CountReading to = views.getLast();
    CountReading from = null;
    for (CountReading r : views) {
      if (!Duration.between(r.readAt(), to.readAt()).minus(ViewHistory.MIN_SPAN).isNegative()) {
        from = r; // the latest one far enough back (readings are oldest first)
      }
    }
    if (from == null) {
      return Optional.empty();
    }
    List<CountReading> subscribers = channel(readings, Metric.SUBSCRIBERS);
    Long subscribersFrom = nearest(subscribers, from).map(CountReading::value).orElse(null);
    Long subscribersTo = nearest(subscribers, to).map(CountReading::value).orElse(null);

    Map<String, List<CountReading>> byVideo = new LinkedHashMap<>();
    for (CountReading r : readings) {
      if (r.metric() == Metric.VIEWS
          && (r.subject() == Subject.LONG || r.subject() == Subject.SHORT)) {
        byVideo.computeIfAbsent(r.subject() + ":" + r.subjectId(), k -> new ArrayList<>()).add(r);
      }
    }
    double longRate = 0;
    double shortRate = 0;
    int longCompared = 0;
    int shortsCompared = 0;
    boolean longsRead = false;
    boolean shortsRead = false;
    for (List<CountReading> video : byVideo.values()) {
      boolean isShort = video.getFirst().subject() == Subject.SHORT;
      longsRead |= !isShort;
      shortsRead |= isShort;
      CountReading first = video.getFirst();
      CountReading last = video.getLast();
      Duration span = Duration.between(first.readAt(), last.readAt());
      if (span.compareTo(ViewHistory.MIN_SPAN) < 0) {
        continue;
      }
      double perDay = Math.max(0, last.value() - first.value()) / (span.toMillis() / 86_400_000.0);
      if (isShort) {
        shortRate += perDay;
        shortsCompared++;
      } else {
        longRate += perDay;
        longCompared++;
      }
    }
    // The split is told only when every kind that was listed has videos compared and they gained.
    boolean tells =
        (!longsRead || longCompared > 0)
            && (!shortsRead || shortsCompared > 0)
            && longRate + shortRate > 0;
    return Optional.of(
        new ViewHistory(
            from.readAt(),
            to.readAt(),
            from.value(),
            to.value(),
            subscribersFrom,
            subscribersTo,
            tells ? shortRate / (longRate + shortRate) : null,
            longCompared,
            shortsCompared));
  }

  private static List<CountReading> channel(List<CountReading> readings, Metric metric) {
    return readings.stream()
        .filter(r -> r.subject() == Subject.CHANNEL && r.metric() == metric)
        .toList();
  }

  /** The reading closest in time to {@code at}, within a day of it. */
  private static Optional<CountReading> nearest(List<CountReading> readings, CountReading at) {
    CountReading best = null;
    long bestGap = Duration.ofDays(1).toMillis();
    for (CountReading r : readings) {
      long gap = Math.abs(r.readAt().toEpochMilli() - at.readAt().toEpochMilli());
      if (gap <= bestGap) {
        best = r;
        bestGap = gap;
      }
    }
    return Optional.ofNullable(best);
  }
}
