package io.vidlens.analysis;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Issue 37's read of an idea as its creator would: an idea that only restates one of the channel's
 * titles, or splices them (every word of it already in the channel's titles: "What South Korea
 * Might Look Like" after "SOUTH KOREA IS OVER" and "What Actual Aliens Might Look Like"), brings
 * nothing. Allowed: an idea resting on evidence from outside (a peer's outlier it cites), and the
 * next episode of a series (a title of the channel's with another number).
 */
public final class IdeaSplices {

  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

  private IdeaSplices() {}

  /** Why the idea restates or splices the channel's titles; null when it does neither. */
  public static String fault(String idea, boolean citesOutside, List<String> channelTitles) {
    String plain = idea.toLowerCase(Locale.ROOT).strip();
    for (String t : channelTitles) {
      if (t.toLowerCase(Locale.ROOT).strip().equals(plain)) {
        return "restates \"" + t + "\"";
      }
    }
    if (citesOutside) {
      return null;
    }
    String numbered = numberless(idea);
    if (channelTitles.stream().anyMatch(t -> numberless(t).equals(numbered))) {
      return null;
    }
    Set<String> theirs = new HashSet<>();
    channelTitles.forEach(t -> theirs.addAll(words(t)));
    List<String> mine = words(idea);
    return !mine.isEmpty() && theirs.containsAll(mine)
        ? "splices the channel's titles: every word of it is in them"
        : null;
  }

  /** The faults of every idea, "idea: fault". */
  public static List<String> faults(
      List<String> ideas, List<Boolean> citesOutside, List<String> channelTitles) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < ideas.size(); i++) {
      String f = fault(ideas.get(i), citesOutside.get(i), channelTitles);
      if (f != null) {
        out.add(ideas.get(i) + ": " + f);
      }
    }
    return out;
  }

  /** Words in lower case, a plural "s" off, so "Aliens" and "Alien" are one. */
  static List<String> words(String text) {
    List<String> out = new ArrayList<>();
    Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
    while (m.find()) {
      String w = m.group();
      out.add(
          w.length() > 3 && w.endsWith("s") && !w.endsWith("ss")
              ? w.substring(0, w.length() - 1)
              : w);
    }
    return out;
  }

  private static String numberless(String title) {
    return String.join(" ", words(title)).replaceAll("\\d+", "N");
  }
}
