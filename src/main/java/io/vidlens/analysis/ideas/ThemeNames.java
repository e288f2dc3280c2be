package io.vidlens.analysis.ideas;

import io.vidlens.text.PhraseStats;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** How a theme is named: by a phrase its titles use, and never by one a bucket already has. */
final class ThemeNames {

  private ThemeNames() {}

  /**
   * The name of a group: a phrase enough of its titles use ({@link Names#canName}), the best
   * supported first ({@link Names#support}), then the better ranked; none that overlaps a name
   * already taken.
   */
  static PhraseStats.Stat nameOf(
      Collection<PhraseStats.Stat> stats,
      List<String> titles,
      List<String> taken,
      List<String> rankedKeys) {
    return stats.stream()
        .filter(st -> Names.canName(st, titles))
        .filter(st -> taken.stream().noneMatch(t -> overlaps(t.toLowerCase(Locale.ROOT), st.key())))
        .min(
            Comparator.comparingDouble((PhraseStats.Stat st) -> -Names.support(st))
                .thenComparingInt(st -> -st.words())
                .thenComparingInt(
                    st ->
                        rankedKeys.contains(st.key())
                            ? rankedKeys.indexOf(st.key())
                            : Integer.MAX_VALUE)
                .thenComparing(PhraseStats.Stat::key))
        .orElse(null);
  }

  /** Whether one key is the other or holds it as whole words. */
  static boolean overlaps(String a, String b) {
    return contains(a, b) || contains(b, a);
  }

  static boolean contains(String outer, String inner) {
    return (" " + outer + " ").contains(" " + inner + " ");
  }
}
