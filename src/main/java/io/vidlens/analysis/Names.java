package io.vidlens.analysis;

import java.util.List;
import java.util.Locale;

/**
 * Whether a phrase can name a group as its creator would: used by at least {@link #SUPPORT} of the
 * group's titles (checked by the caller), not a month or a date ("Jan", "Morning" of a dated show
 * is a series marker instead), and not a first name: a single capitalised word that every title
 * using it follows with another capitalised word is part of a longer name ("Todd" of "Todd
 * Blanche"), whose full form is the candidate.
 */
final class Names {

  static final int SUPPORT = 2;

  private Names() {}

  static boolean acceptable(PhraseStats.Stat stat, List<String> titles) {
    if (ChannelSeries.empty(stat.key())) {
      return false;
    }
    if (stat.words() == 1 && ChannelSeries.isMonth(stat.display())) {
      return false;
    }
    return stat.words() != 1 || !partOfLongerName(stat.display(), stat, titles);
  }

  private static boolean partOfLongerName(String word, PhraseStats.Stat stat, List<String> titles) {
    if (word.isEmpty() || !Character.isUpperCase(word.charAt(0)) || stat.titles().isEmpty()) {
      return false;
    }
    for (int i : stat.titles()) {
      List<String> words = ChannelSeries.words(titles.get(i));
      boolean followed = false;
      boolean seen = false;
      for (int w = 0; w < words.size(); w++) {
        String plain = words.get(w).replaceAll("['’]s$", "");
        if (plain.equalsIgnoreCase(word)) {
          seen = true;
          if (w + 1 < words.size()
              && Character.isUpperCase(words.get(w + 1).charAt(0))
              && !words.get(w).endsWith("'s")
              && isName(words.get(w + 1))) {
            followed = true;
          }
        }
      }
      if (seen && !followed) {
        return false;
      }
    }
    return true;
  }

  /** A capitalised word that is not shouted (a name, not an all-caps title). */
  private static boolean isName(String w) {
    return w.length() > 1 && !w.equals(w.toUpperCase(Locale.ROOT));
  }
}
