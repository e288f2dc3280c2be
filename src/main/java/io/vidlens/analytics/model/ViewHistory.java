package io.vidlens.analytics.model;

import java.time.Duration;
import java.time.Instant;

/**
 * What the stored history of counts says of a channel's growth: two readings of its total views at
 * least {@link #MIN_SPAN} apart, the subscriber counts near them, and how the views gained by its
 * listed videos split between Shorts and long-form videos.
 *
 * @param from the earlier reading's time
 * @param to the later reading's time
 * @param viewsFrom total views at {@code from}
 * @param viewsTo total views at {@code to}
 * @param subscribersFrom subscribers at or before {@code from}'s reading set, null when not read
 * @param subscribersTo subscribers at {@code to}, null when not read
 * @param shortShare the Shorts' share of the views the listed videos gained between their own
 *     readings, null when the readings do not tell (then the sample's like-for-like split stands)
 * @param longVideosCompared long-form videos with two readings far enough apart
 * @param shortsCompared Shorts with two readings far enough apart
 */
public record ViewHistory(
    Instant from,
    Instant to,
    long viewsFrom,
    long viewsTo,
    Long subscribersFrom,
    Long subscribersTo,
    Double shortShare,
    int longVideosCompared,
    int shortsCompared) {

  /** Two readings this far apart make a delta (issue 17: a week). */
  public static final Duration MIN_SPAN = Duration.ofDays(7);

  public ViewHistory {
    if (Duration.between(from, to).compareTo(MIN_SPAN) < 0) {
      throw new IllegalArgumentException("readings less than a week apart: " + from + ", " + to);
    }
    if (shortShare != null && (shortShare < 0 || shortShare > 1)) {
      throw new IllegalArgumentException("a share is between 0 and 1: " + shortShare);
    }
  }

  /** Days between the two readings (fractional). */
  public double days() {
    return Duration.between(from, to).toMillis() / 86_400_000.0;
  }

  /** Views a 30-day month at the rate between the readings (never negative: counts get revised). */
  public double monthlyViews() {
    return Math.max(0, viewsTo - viewsFrom) / days() * MonthlyViews.WINDOW_DAYS;
  }

  /** Subscribers gained (or lost) between the readings, null when not both read. */
  public Long subscriberChange() {
    return subscribersFrom == null || subscribersTo == null
        ? null
        : subscribersTo - subscribersFrom;
  }
}
