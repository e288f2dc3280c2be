package io.vidlens.history;

import java.time.Duration;
import java.time.Instant;

/**
 * How often a video is sampled at its age (docs/history.md, "The plan"): every 2 hours in its first
 * 48 hours, daily to day 30, weekly to its first year, monthly after. A sample is due once 90 % of
 * its tier's interval has passed, so a plan run a little early does not push it back a whole run.
 */
final class SamplingTiers {

  static final Duration YOUNG = Duration.ofHours(48);
  static final Duration MONTH = Duration.ofDays(30);
  static final Duration YEAR = Duration.ofDays(365);

  static final Duration EVERY_YOUNG = Duration.ofHours(2);
  static final Duration EVERY_MONTH = Duration.ofDays(1);
  static final Duration EVERY_YEAR = Duration.ofDays(7);
  static final Duration EVERY_LATER = Duration.ofDays(30);

  private SamplingTiers() {}

  /** The interval between samples of a video of this age. */
  static Duration interval(Duration age) {
    if (age.compareTo(YOUNG) < 0) {
      return EVERY_YOUNG;
    }
    if (age.compareTo(MONTH) < 0) {
      return EVERY_MONTH;
    }
    return age.compareTo(YEAR) < 0 ? EVERY_YEAR : EVERY_LATER;
  }

  /** The wait before a sample is due again: 90 % of the interval. */
  static Duration wait(Duration interval) {
    return interval.multipliedBy(9).dividedBy(10);
  }

  /**
   * Whether this video asks for a read of its channel by itself: in its first 48 hours, or never
   * sampled, as soon as it is due; an older one only once it is {@code slack} past due. The channel
   * is read at least every discovery interval anyway and that read samples every video due on the
   * pages it reads, so with the discovery wait as the slack the daily, weekly and monthly samples
   * ride on those reads (at most that late) instead of each video's own moment costing a read:
   * their moments drift apart as videos leave their first 48 hours, and a channel was read for each
   * of them.
   */
  static boolean asksForRead(Instant published, Instant lastSampled, Instant now, Duration slack) {
    if (lastSampled == null) {
      return true;
    }
    Duration interval = interval(Duration.between(published, now));
    Duration late = interval.equals(EVERY_YOUNG) ? Duration.ZERO : slack;
    return !lastSampled.isAfter(now.minus(wait(interval)).minus(late));
  }

  /** Whether a video published at {@code published}, last sampled then (or never), is due now. */
  static boolean due(Instant published, Instant lastSampled, Instant now) {
    if (lastSampled == null) {
      return true;
    }
    Duration age = Duration.between(published, now);
    return !lastSampled.isAfter(now.minus(wait(interval(age))));
  }
}
