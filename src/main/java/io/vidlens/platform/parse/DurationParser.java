package io.vidlens.platform.parse;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Duration texts to seconds: the clock form of thumbnails ("12:34", "1:02:03", "0:43") and the
 * spoken form of accessibility labels ("1 hour, 7 minutes, 34 seconds"). Badges that are not a
 * duration ("LIVE", "SHORTS", "Upcoming") give an empty result.
 */
public final class DurationParser {

  private static final Pattern CLOCK = Pattern.compile("^(?:(\\d+):)?(\\d{1,2}):(\\d{2})$");
  private static final Pattern SPOKEN =
      Pattern.compile("(\\d+)\\s*(hours?|minutes?|seconds?)", Pattern.CASE_INSENSITIVE);

  private DurationParser() {}

  public static Optional<Long> seconds(String text) {
    if (text == null || text.isBlank()) {
      return Optional.empty();
    }
    String trimmed = text.trim();
    Matcher clock = CLOCK.matcher(trimmed);
    if (clock.matches()) {
      long hours = clock.group(1) == null ? 0 : Long.parseLong(clock.group(1));
      long minutes = Long.parseLong(clock.group(2));
      long seconds = Long.parseLong(clock.group(3));
      if (seconds > 59 || (clock.group(1) != null && minutes > 59)) {
        return Optional.empty();
      }
      return Optional.of(hours * 3600 + minutes * 60 + seconds);
    }
    Matcher spoken = SPOKEN.matcher(trimmed);
    long total = 0;
    boolean found = false;
    while (spoken.find()) {
      found = true;
      long value = Long.parseLong(spoken.group(1));
      char unit = Character.toLowerCase(spoken.group(2).charAt(0));
      total +=
          switch (unit) {
            case 'h' -> value * 3600;
            case 'm' -> value * 60;
            default -> value;
          };
    }
    return found ? Optional.of(total) : Optional.empty();
  }

  /** {@link #seconds} as a nullable Long, for record fields. */
  static Long secondsOrNull(String text) {
    return seconds(text).orElse(null);
  }
}
