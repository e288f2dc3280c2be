package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.text.PhraseStats;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Whether a phrase can name a group as its creator would: used by at least {@link #SUPPORT} of the
 * group's titles, a single word by at least {@link #SINGLE_WORD_SUPPORT} (two videos sharing one
 * word, "Trees" or "History", is a coincidence of wording, not a theme), never one of the {@link
 * #GENERIC} words that fit any subject, not a month or a date ("Jan", "Morning" of a dated show is
 * a series marker instead), and not a first name: a single capitalised word that every title using
 * it follows with the same capitalised word is part of a longer name ("Todd" of "Todd Blanche"),
 * whose full form is the candidate.
 */
public final class Names {

  static final int SUPPORT = 2;

  static final int SINGLE_WORD_SUPPORT = 3;

  /** Nouns that fit any subject, so they name none ("Time", "World", "News"). */
  static final Set<String> GENERIC =
      Set.of(
          "time",
          "times",
          "day",
          "days",
          "year",
          "years",
          "world",
          "life",
          "people",
          "man",
          "men",
          "woman",
          "women",
          "thing",
          "things",
          "way",
          "ways",
          "story",
          "stories",
          "news",
          "question",
          "questions",
          "problem",
          "problems",
          "fact",
          "facts",
          "end",
          "secret",
          "secrets",
          "update",
          "updates",
          "morning",
          "night",
          "week",
          "weekend",
          "today",
          "tonight",
          "month",
          "headline",
          "headlines");

  private Names() {}

  /** Whether the phrase can name a group: {@link #acceptable} with enough titles behind it. */
  static boolean canName(PhraseStats.Stat stat, List<String> titles) {
    int uses = stat.titles().size();
    if (uses < SUPPORT || (stat.words() == 1 && uses < SINGLE_WORD_SUPPORT)) {
      return false;
    }
    if (stat.words() == 1 && GENERIC.contains(stat.key())) {
      return false;
    }
    return acceptable(stat, titles);
  }

  /**
   * How strongly the titles support the name: the titles using it, a longer phrase counting half as
   * much again per word ("Winter Storm" in five titles over "Winter" in six).
   */
  static double support(PhraseStats.Stat stat) {
    return stat.titles().size() * (1 + 0.5 * (stat.words() - 1));
  }

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
    // Every title that uses the word follows it with the same name ("Todd Blanche"); in titles
    // written in title case any word is followed by a capital, so the follower must be one word.
    String follower = null;
    for (int i : stat.titles()) {
      List<String> words = ChannelSeries.words(titles.get(i));
      boolean seen = false;
      for (int w = 0; w < words.size(); w++) {
        String plain = words.get(w).replaceAll("['’]s$", "");
        if (plain.equalsIgnoreCase(word)) {
          seen = true;
          String next = w + 1 < words.size() ? words.get(w + 1) : null;
          if (next == null
              || !Character.isUpperCase(next.charAt(0))
              || words.get(w).endsWith("'s")
              || !isName(next)
              || (follower != null && !follower.equalsIgnoreCase(next))) {
            return false;
          }
          follower = next;
        }
      }
      if (!seen) {
        return false;
      }
    }
    return follower != null;
  }

  /** A capitalised word that is not shouted (a name, not an all-caps title). */
  private static boolean isName(String w) {
    return w.length() > 1 && !w.equals(w.toUpperCase(Locale.ROOT));
  }
}
