package io.vidlens.catalog;

import io.vidlens.model.RelativeTime;
import java.util.Optional;

/**
 * The age curve of {@link EqualAgeViews} (Get Outliers and the analysis job): a video is compared
 * with the channel's videos of its age group. The groups grow roughly logarithmically (a video
 * gathers most of its views early, so an hour's difference matters at three hours, a week's at two
 * weeks and neither at two years) and their edges fall on the platform's own units ("2 hours", "23
 * hours", "1 day", "6 days", "4 weeks", "2 months", "11 months", "2 years"), so a relative date,
 * which names only its unit and amount, never straddles two groups. Ages are the listing's relative
 * dates at their precision, counted at their lower bound as the platform floors them ("1 year ago"
 * is 365 days).
 *
 * <p>The groups under 48 hours ({@link #young()}) hold videos whose views still climb fast: they
 * are compared only among themselves, where a channel posts enough of them (a news channel's day),
 * never with older videos nor they with them (see {@link EqualAgeViews}).
 */
public enum AgeGroup {
  HOURS_1("1–2 hours", 1, 3),
  HOURS_3("3–5 hours", 3, 6),
  HOURS_6("6–11 hours", 6, 12),
  HOURS_12("12–23 hours", 12, 24),
  DAY("1 day", 24, 48),
  DAYS("2–6 days", 2 * 24, 7 * 24),
  WEEKS("1–4 weeks", 7 * 24, 30 * 24),
  MONTHS("1–2 months", 30 * 24, 90 * 24),
  SEASONS("3–11 months", 90 * 24, 365 * 24),
  YEARS("1–2 years", 365 * 24, 1095 * 24),
  OLDER("3 years or more", 1095 * 24, Long.MAX_VALUE);

  /**
   * Videos younger than this ("35 minutes ago") are neither scored nor part of any baseline: their
   * first hour says nothing yet.
   */
  public static final long MIN_AGE_HOURS = 1;

  /** Under this age a video is {@link #young()}: compared only with videos of its own group. */
  public static final long YOUNG_UNTIL_HOURS = 48;

  public final String label;
  public final long fromHours;
  public final long untilHours;

  /** The group's first whole day (0 for the groups under a day). */
  public final long fromDays;

  /** The day the group ends before ({@link Long#MAX_VALUE} for the last). */
  public final long untilDays;

  AgeGroup(String label, long fromHours, long untilHours) {
    this.label = label;
    this.fromHours = fromHours;
    this.untilHours = untilHours;
    this.fromDays = fromHours / 24;
    this.untilDays = untilHours == Long.MAX_VALUE ? Long.MAX_VALUE : (untilHours + 23) / 24;
  }

  /** Under 48 hours: views still climbing, compared only within the group. */
  public boolean young() {
    return untilHours <= YOUNG_UNTIL_HOURS;
  }

  /** The age a relative date states, in whole hours at its lower bound (under an hour is 0). */
  public static long hours(RelativeTime age) {
    return switch (age.unit()) {
      case HOURS -> age.amount();
      case SECONDS, MINUTES -> 0;
      default -> age.days() * 24;
    };
  }

  /**
   * The group of a video published {@code age} ago; empty when it is younger than an hour ("35
   * minutes ago").
   */
  public static Optional<AgeGroup> of(RelativeTime age) {
    return ofHours(hours(age));
  }

  /**
   * The group of a video {@code hours} old (whole hours at the lower bound of what is known); empty
   * when it is younger than an hour. A relative date's hours ({@link #hours}) fall in the same
   * group as its days.
   */
  public static Optional<AgeGroup> ofHours(long hours) {
    if (hours < MIN_AGE_HOURS) {
      return Optional.empty();
    }
    for (AgeGroup g : values()) {
      if (hours < g.untilHours) {
        return Optional.of(g);
      }
    }
    return Optional.of(OLDER);
  }
}
