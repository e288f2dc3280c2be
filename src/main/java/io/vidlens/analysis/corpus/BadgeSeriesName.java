package io.vidlens.analysis.corpus;

import io.vidlens.text.StopWords;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The name of a series the listing's paid-original badge defines, read from the channel's own words
 * where no playlist names it (issue 37): a capitalised name of one to four words that half the
 * badged videos' titles or descriptions use, else one the channel's titles and descriptions call a
 * series two or more times: "Episodes of Mind Field", "Mind Field S2", "Mind Field Season 2".
 * Vsauce names its paid originals only so: "I Watch 3 Episodes of Mind Field With Our Experts" and
 * "Uncut False Confession - Mind Field S2", neither badged.
 */
final class BadgeSeriesName {

  private static final String NAME =
      "((?:\\p{Lu}[\\p{L}\\p{N}'’]*\\s+){0,3}\\p{Lu}[\\p{L}\\p{N}'’]*)";

  /** "Episodes of <Name>", "Season 2 of <Name>". */
  private static final Pattern AFTER =
      Pattern.compile("(?i:episodes?|season\\s+\\d+|series)\\s+of\\s+" + NAME);

  /** "<Name> S2", "<Name> Season 2", "<Name> Ep. 3", "<Name> Episode 3". */
  private static final Pattern BEFORE =
      Pattern.compile(
          NAME + "\\s+(?i:s\\d{1,2}\\b|season\\s+\\d+|ep\\.?\\s?\\d+|episode\\s+\\d+|series\\b)");

  /** Badged videos sharing a name: at least two, and half of them. */
  static final int MIN_SHARING = 2;

  private BadgeSeriesName() {}

  static Optional<String> of(List<VideoSample> videos, List<Integer> badged, StopWords stop) {
    Map<String, Set<Integer>> shared = new LinkedHashMap<>();
    Map<String, String> shown = new LinkedHashMap<>();
    for (Integer i : badged) {
      for (String name : capitalised(text(videos.get(i)), stop)) {
        shared.computeIfAbsent(key(name), k -> new HashSet<>()).add(i);
        shown.putIfAbsent(key(name), name);
      }
    }
    Optional<String> common = best(shared, shown, Math.max(MIN_SHARING, (badged.size() + 1) / 2));
    if (common.isPresent()) {
      return common;
    }
    Map<String, Set<Integer>> called = new LinkedHashMap<>();
    for (int i = 0; i < videos.size(); i++) {
      for (Pattern p : List.of(AFTER, BEFORE)) {
        Matcher m = p.matcher(text(videos.get(i)));
        while (m.find()) {
          String name = trimmed(m.group(1), stop);
          if (name != null) {
            called.computeIfAbsent(key(name), k -> new HashSet<>()).add(i);
            shown.putIfAbsent(key(name), name);
          }
        }
      }
    }
    return best(called, shown, 1);
  }

  private static Optional<String> best(
      Map<String, Set<Integer>> using, Map<String, String> shown, int least) {
    return using.entrySet().stream()
        .filter(e -> e.getValue().size() >= least)
        .filter(e -> !ChannelSeries.empty(e.getKey()))
        .sorted(
            Comparator.comparingInt((Map.Entry<String, Set<Integer>> e) -> -e.getValue().size())
                .thenComparingInt(e -> -e.getKey().length()))
        .map(e -> shown.get(e.getKey()))
        .findFirst();
  }

  /** The runs of two or more capitalised words, function words cut from either end. */
  private static List<String> capitalised(String text, StopWords stop) {
    List<String> out = new ArrayList<>();
    Matcher m = Pattern.compile(NAME).matcher(text);
    while (m.find()) {
      String name = trimmed(m.group(1), stop);
      if (name != null && name.contains(" ")) {
        out.add(name);
      }
    }
    return out;
  }

  /** The name without function words at its ends ("With", "The"); null when nothing is left. */
  private static String trimmed(String name, StopWords stop) {
    List<String> words = new ArrayList<>(List.of(name.strip().split("\\s+")));
    // a name stops at its first function word: "Mind Field With Our Experts" is "Mind Field"
    for (int k = 0; k < words.size(); k++) {
      if (stop.contains(words.get(k).toLowerCase(Locale.ROOT))) {
        words = k == 0 ? words.subList(1, words.size()) : words.subList(0, k);
        k = -1;
        if (words.isEmpty()) {
          return null;
        }
      }
    }
    return String.join(" ", words);
  }

  private static String text(VideoSample v) {
    return v.title() + " \n " + (v.description() == null ? "" : v.description());
  }

  private static String key(String name) {
    return ChannelSeries.normal(name);
  }
}
