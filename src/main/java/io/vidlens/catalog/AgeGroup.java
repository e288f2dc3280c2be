package io.vidlens.catalog;

import io.vidlens.catalog.model.RelativeTime;
import java.util.Optional;

/**
 * The age curve of {@link EqualAgeViews} (Get Outliers and the analysis job): a video is compared
 * with the channel's videos of its age group. The groups grow roughly logarithmically (a video
 * gathers most of its views early, so a week's difference matters at two weeks and not at two
 * years) and their edges fall on the platform's own units ("6 days", "4 weeks", "2 months", "11
 * months", "2 years"), so a relative date, which names only its unit and amount, never straddles
 * two groups. Ages are the listing's relative dates at their precision, counted at their lower
 * bound as the platform floors them ("1 year ago" is 365 days).
 */
public enum AgeGroup {
  DAYS("2–6 days", 2, 7),
  WEEKS("1–4 weeks", 7, 30),
  MONTHS("1–2 months", 30, 90),
  SEASONS("3–11 months", 90, 365),
  YEARS("1–2 years", 365, 1095),
  OLDER("3 years or more", 1095, Long.MAX_VALUE);

  /**
   * Videos younger than this are neither scored nor part of any baseline: their views still grow.
   */
  public static final long MIN_AGE_HOURS = 48;

  public final String label;
  public final long fromDays;
  public final long untilDays;

  AgeGroup(String label, long fromDays, long untilDays) {
    this.label = label;
    this.fromDays = fromDays;
    this.untilDays = untilDays;
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
   * The group of a video published {@code age} ago; empty when it is younger than 48 hours ("1 day
   * ago" may be 47 hours, so only "2 days ago" and older count).
   */
  public static Optional<AgeGroup> of(RelativeTime age) {
    return ofHours(hours(age));
  }

  /**
   * The group of a video {@code hours} old (whole hours at the lower bound of what is known); empty
   * when it is younger than 48 hours. A relative date's hours ({@link #hours}) fall in the same
   * group as its days.
   */
  public static Optional<AgeGroup> ofHours(long hours) {
    if (hours < MIN_AGE_HOURS) {
      return Optional.empty();
    }
    long days = hours / 24;
    for (AgeGroup g : values()) {
      if (days < g.untilDays) {
        return Optional.of(g);
      }
    }
    return Optional.of(OLDER);
  }
}
