package io.vidlens.analysis.corpus;

import java.util.Locale;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Episode markers in titles ("#06", "Ep. 3", "Episode 12", "Part 2", "pt. 7", "S2E4", "Folge 5"):
 * the number of an instalment, not a statistic, a list or a year. Read from titles to group a
 * series and order its episodes; stripped before a title's format or hook is read, so a numbered
 * series is not a "List / Number" title with a "Shocking statistic" hook.
 */
public final class EpisodeMarkers {

  /**
   * The marker; group 1..3 and 6 the number (group 4 the season, 5 the episode of "S2E4"). A number
   * after a name without a marker ("Crash 4", "<Game> 2") is a game's or a sequel's, not an
   * episode's: it stays in the series' name.
   */
  static final Pattern MARKER =
      Pattern.compile(
          "(?<![\\p{L}\\p{N}])(?:#\\s?(\\d{1,4})"
              + "|(?:ep|eps|episode|episodio|épisode|folge|part|pt|partie|teil|parte|vol|volume|chapter|day)\\.?\\s?(\\d{1,4})"
              + "|no\\.\\s?(\\d{1,4})"
              + "|s(\\d{1,2})\\s?e(\\d{1,3})"
              // "E12", "E01": two digits or more, so the E3 expo is no episode
              + "|e(\\d{2,3}))(?![\\p{L}\\p{N}])",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  private EpisodeMarkers() {}

  /** The episode number a title carries (season × 1000 + episode for "S2E4"). */
  public static OptionalInt number(String title) {
    Matcher m = MARKER.matcher(title == null ? "" : title);
    if (!m.find()) {
      return OptionalInt.empty();
    }
    for (int g : new int[] {1, 2, 3, 6}) {
      if (m.group(g) != null) {
        return OptionalInt.of(Integer.parseInt(m.group(g)));
      }
    }
    return OptionalInt.of(Integer.parseInt(m.group(4)) * 1000 + Integer.parseInt(m.group(5)));
  }

  public static boolean has(String title) {
    return title != null && MARKER.matcher(title).find();
  }

  /**
   * The words before a title's first episode marker ("<Game> 2" of "<Game> 2 #16 <subtitle>"): what
   * names the series when no separator sets the episode's subtitle apart; empty when the marker
   * opens the text.
   */
  public static String before(String text) {
    Matcher m = MARKER.matcher(text == null ? "" : text);
    return m.find() ? text.substring(0, m.start()).strip() : "";
  }

  /**
   * The title up to its first episode marker with the number set to one, zero-padded as the marker
   * is ("Hollow Depths | #07 The Gate" gives "Hollow Depths | #01", "#12" gives "#1"): how the
   * channel would open a series. Null without a marker.
   */
  public static String firstEpisode(String title) {
    Matcher m = MARKER.matcher(title == null ? "" : title);
    if (!m.find()) {
      return null;
    }
    String marker = m.group();
    Matcher digits = Pattern.compile("\\d+").matcher(marker);
    if (!digits.find()) {
      return null;
    }
    // zero-padded where the channel pads ("#07"), not where the number is merely large ("#12")
    String one =
        digits.group().startsWith("0") ? "0".repeat(digits.group().length() - 1) + "1" : "1";
    return title.substring(0, m.start()) + marker.substring(0, digits.start()) + one;
  }

  /** The text without its episode markers (and the space they leave). */
  public static String strip(String text) {
    if (text == null) {
      return "";
    }
    return MARKER.matcher(text).replaceAll(" ").replaceAll("\\s{2,}", " ").strip();
  }

  /** The text with each marker's number written as N: "Collect-A-Thon Ep. N". */
  static String generic(String text) {
    Matcher m = MARKER.matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String marker = m.group();
      m.appendReplacement(out, Matcher.quoteReplacement(marker.replaceAll("\\d+", "N")));
    }
    m.appendTail(out);
    return out.toString();
  }

  /** Lower case, for comparisons. */
  static String key(String text) {
    return strip(text).toLowerCase(Locale.ROOT);
  }
}
