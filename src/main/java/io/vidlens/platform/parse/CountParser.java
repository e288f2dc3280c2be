package io.vidlens.platform.parse;

import io.vidlens.model.Count;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the platform's count texts into integers: "1,234 views", "1.2M", "25m subscribers", "No
 * views", "1 view", "12 videos", "3.4B", "1 234" or "1.234" (localized thousands separators). Text
 * it cannot read unambiguously gives an empty result, never a guess.
 */
public final class CountParser {

  // A number (digits with separators) optionally followed by a magnitude word or letter.
  private static final Pattern NUMBER =
      Pattern.compile(
          "(\\d+(?:[.,' \\u00a0\\u202f]\\d+)*)\\s*(thousand|million|billion|bn|mn|k|m|b)?(?![\\p{L}])",
          Pattern.UNICODE_CHARACTER_CLASS);
  // The same number when the letter is followed by a word ("25m subscribers" has a space).
  private static final Pattern ZERO =
      Pattern.compile("^\\s*(no|zero)\\b", Pattern.CASE_INSENSITIVE);

  // The figure a count text starts with, and its magnitude letter: "5,145" of "5,145 Comments".
  private static final Pattern FIGURE =
      Pattern.compile("^\\s*(\\d[\\d.,\\u00a0\\u202f ]*\\d|\\d)(\\s*[KkMmBb])?\\b");

  private CountParser() {}

  /**
   * The count as the platform formats it, for answers that echo it: the figure the text starts with
   * ("5,145" of "5,145 Comments", "1.2K" of "1.2K Comments"); for a text without one, the exact
   * count it states ("0" for "No comments"), else the whole text; null when the text is blank.
   */
  public static String figure(String text) {
    if (text == null || text.isBlank()) {
      return null;
    }
    Matcher m = FIGURE.matcher(text);
    if (m.find()) {
      return m.group(1) + (m.group(2) == null ? "" : m.group(2).trim());
    }
    return read(text)
        .filter(Count::exact)
        .map(count -> Long.toString(count.value()))
        .orElse(text.trim());
  }

  /** The count in {@code text}, exact or rounded. */
  public static Optional<Count> read(String text) {
    if (text == null || text.isBlank()) {
      return Optional.empty();
    }
    String normalized = text.toLowerCase(Locale.ROOT).replace('\u2009', ' ').trim();
    // "No views", "No comments", "No subscribers": the platform says zero in words.
    if (ZERO.matcher(normalized).find()) {
      return Optional.of(new Count(0, true));
    }
    Matcher matcher = NUMBER.matcher(normalized);
    if (!matcher.find()) {
      return Optional.empty();
    }
    String digits = matcher.group(1).trim();
    String magnitude = matcher.group(2);
    if (magnitude == null) {
      return integer(digits).map(value -> new Count(value, true));
    }
    return scaled(digits, multiplier(magnitude)).map(value -> new Count(value, false));
  }

  /** The count in {@code text} as a number, rounded or not. */
  public static OptionalLong parse(String text) {
    return read(text).map(count -> OptionalLong.of(count.value())).orElse(OptionalLong.empty());
  }

  /**
   * The best count among several texts of the same quantity: the first exact one ("1,545,374
   * views") wins over rounded ones ("1.5m views"); a rounded one is used only when no text is
   * exact.
   */
  public static Optional<Count> preferExact(String... texts) {
    Optional<Count> rounded = Optional.empty();
    for (String text : texts) {
      Optional<Count> count = read(text);
      if (count.isPresent() && count.get().exact()) {
        return count;
      }
      if (rounded.isEmpty()) {
        rounded = count;
      }
    }
    return rounded;
  }

  /** {@link #preferExact} as a nullable count, for record fields (null: no text held one). */
  static Count best(String... texts) {
    return preferExact(texts).orElse(null);
  }

  // Without a magnitude the number is an integer; separators must group thousands ("1,234",
  // "1.234", "1 234"), otherwise ("1.5") the text is not a count we can trust.
  private static Optional<Long> integer(String digits) {
    String[] groups = digits.split("[.,' \\u00a0\\u202f]");
    for (int i = 1; i < groups.length; i++) {
      if (groups[i].length() != 3) {
        return Optional.empty();
      }
    }
    String joined = String.join("", groups);
    if (joined.length() > 18) {
      return Optional.empty();
    }
    return Optional.of(Long.parseLong(joined));
  }

  // With a magnitude a single "." or "," followed by 1-2 digits is a decimal mark ("1.2m", "1,5
  // Mio").
  private static Optional<Long> scaled(String digits, long multiplier) {
    String compact = digits.replaceAll("[' \\u00a0\\u202f]", "");
    Matcher decimal = Pattern.compile("^(\\d+)[.,](\\d{1,2})$").matcher(compact);
    BigDecimal number;
    if (decimal.matches()) {
      number = new BigDecimal(decimal.group(1) + "." + decimal.group(2));
    } else {
      Optional<Long> whole = integer(digits);
      if (whole.isEmpty()) {
        return Optional.empty();
      }
      number = BigDecimal.valueOf(whole.get());
    }
    return Optional.of(number.multiply(BigDecimal.valueOf(multiplier)).longValue());
  }

  private static long multiplier(String magnitude) {
    return switch (magnitude) {
      case "k", "thousand" -> 1_000L;
      case "m", "mn", "million" -> 1_000_000L;
      default -> 1_000_000_000L; // b, bn, billion
    };
  }
}
