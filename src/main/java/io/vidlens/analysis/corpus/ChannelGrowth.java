package io.vidlens.analysis.corpus;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.vidlens.model.CountReading;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * {@code strategic_insights.growth} (Vidlens addition): the channel's subscriber and total-view
 * growth over the counts Vidlens stored of it (catalog {@code CountHistory}, docs/history.md) up to
 * the counts the job has just read, from the earliest to the latest reading of each at least {@link
 * #MIN_SPAN} apart. {@code status} "measured" when either could be measured, else "no history yet"
 * (no reading, or none a day apart); {@code summary} says it in a sentence.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ChannelGrowth(String status, String summary, Change subscribers, Change views) {

  /** Two readings this far apart make a change. */
  static final Duration MIN_SPAN = Duration.ofDays(1);

  public static final String MEASURED = "measured";
  static final String NONE_YET = "no history yet";

  static final ChannelGrowth NONE =
      new ChannelGrowth(
          NONE_YET,
          "Vidlens holds no stored counts of this channel yet: growth is measured from the counts"
              + " it reads on later days (docs/history.md).",
          null,
          null);

  /**
   * One count's change: {@code per30Days} the change at its average rate over 30 days; {@code
   * percent} the change over the first value (null when that is 0).
   */
  @JsonInclude(JsonInclude.Include.ALWAYS)
  public record Change(
      String from,
      String to,
      double days,
      long fromValue,
      long toValue,
      long change,
      double per30Days,
      Double percent,
      int readings) {}

  static ChannelGrowth of(List<CountReading> readings, String channelId) {
    List<CountReading> own = own(readings, channelId);
    return of(own, own.size());
  }

  /**
   * Growth from the stored counts to this read's own (the subscribers and total views just read, at
   * {@code readAt}): a channel Vidlens read a month ago has grown since, whether or not this read's
   * counts are stored yet (they are stored off the job's thread). A channel never read before has
   * no history, whatever this read shows.
   */
  static ChannelGrowth of(List<CountReading> stored, ChannelFacts facts, Instant readAt) {
    String id = facts.channelId();
    List<CountReading> own = new ArrayList<>(own(stored, id));
    int storedCount = own.size();
    if (storedCount == 0) {
      return NONE;
    }
    if (readAt != null) {
      current(own, id, CountReading.Metric.SUBSCRIBERS, facts.subscriberCount(), readAt);
      current(own, id, CountReading.Metric.VIEWS, facts.viewCount(), readAt);
    }
    own.sort(Comparator.comparing(CountReading::readAt));
    return of(own, storedCount);
  }

  /** This read's count, unless unknown or already stored from the same hour's answer. */
  private static void current(
      List<CountReading> own, String id, CountReading.Metric metric, Long value, Instant at) {
    boolean stored =
        own.stream()
            .anyMatch(
                r ->
                    r.metric() == metric
                        && Duration.between(r.readAt(), at).abs().compareTo(Duration.ofHours(1))
                            < 0);
    if (value != null && !stored) {
      own.add(new CountReading(CountReading.Subject.CHANNEL, id, id, metric, value, at));
    }
  }

  private static List<CountReading> own(List<CountReading> readings, String channelId) {
    return readings.stream()
        .filter(r -> r.subject() == CountReading.Subject.CHANNEL && r.subjectId().equals(channelId))
        .sorted(Comparator.comparing(CountReading::readAt))
        .toList();
  }

  private static ChannelGrowth of(List<CountReading> own, int storedCount) {
    Change subscribers = change(own, CountReading.Metric.SUBSCRIBERS);
    Change views = change(own, CountReading.Metric.VIEWS);
    if (subscribers == null && views == null) {
      if (own.isEmpty()) {
        return NONE;
      }
      Instant first = own.getFirst().readAt();
      return new ChannelGrowth(
          NONE_YET,
          String.format(
              Locale.ROOT,
              "Vidlens holds %d stored count(s) of this channel since %s, less than a day apart:"
                  + " growth is measured once counts a day or more apart are stored.",
              storedCount,
              RelativeDates.wire(first)),
          null,
          null);
    }
    StringBuilder s = new StringBuilder("Over the counts Vidlens read of this channel: ");
    if (subscribers != null) {
      s.append(sentence("subscribers", subscribers));
    }
    if (views != null) {
      s.append(subscribers != null ? "; " : "").append(sentence("total views", views));
    }
    s.append('.');
    return new ChannelGrowth(MEASURED, s.toString(), subscribers, views);
  }

  private static String sentence(String what, Change c) {
    return String.format(
        Locale.ROOT,
        "%s %s → %s in %.1f days (%+d, %+.0f per 30 days%s)",
        what,
        Stats.count(c.fromValue()),
        Stats.count(c.toValue()),
        c.days(),
        c.change(),
        c.per30Days(),
        c.percent() == null ? "" : String.format(Locale.ROOT, ", %+.2f%%", c.percent()));
  }

  private static Change change(List<CountReading> own, CountReading.Metric metric) {
    List<CountReading> of = own.stream().filter(r -> r.metric() == metric).toList();
    if (of.size() < 2) {
      return null;
    }
    CountReading first = of.getFirst();
    CountReading last = of.getLast();
    Duration span = Duration.between(first.readAt(), last.readAt());
    if (span.compareTo(MIN_SPAN) < 0) {
      return null;
    }
    double days = span.toMillis() / 86_400_000.0;
    long change = last.value() - first.value();
    return new Change(
        RelativeDates.wire(first.readAt()),
        RelativeDates.wire(last.readAt()),
        Stats.round(days, 2),
        first.value(),
        last.value(),
        change,
        Stats.round(change / days * 30, 1),
        first.value() == 0 ? null : Stats.round(100.0 * change / first.value(), 3),
        of.size());
  }
}
