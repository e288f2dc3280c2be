package io.vidlens.analysis.ideas;

import io.vidlens.text.PhraseStats;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Themes the clustering missed: a phrase that {@link #PHRASE_THEME} or more standalone titles share
 * ("Alex Pretti" in five headlines, "Tasting Notes") names a theme of those videos when they hold
 * together ({@link ContentBuckets#STRONG_COHESION}).
 */
final class PhraseThemes {

  /** A phrase shared by this many standalone titles may name a theme of them. */
  static final int PHRASE_THEME = 3;

  private PhraseThemes() {}

  /**
   * The best supported phrase's theme first, repeated while one is found. Removes the videos it
   * takes from {@code standalone}; each theme's name joins {@code taken}.
   */
  static List<ThemeDraft> of(List<Integer> standalone, EmbeddedVideos space, List<String> taken) {
    return repeat(standalone, taken, PHRASE_THEME, pool -> next(pool, space, taken));
  }

  /**
   * The themes {@code next} finds in the pool, best first, while it holds {@code min} videos and
   * one is found; their videos leave {@code standalone}, their names join {@code taken}.
   */
  static List<ThemeDraft> repeat(
      List<Integer> standalone,
      List<String> taken,
      int min,
      Function<List<Integer>, ThemeDraft> next) {
    List<ThemeDraft> found = new ArrayList<>();
    while (standalone.size() >= min) {
      ThemeDraft best = next.apply(List.copyOf(standalone));
      if (best == null) {
        break;
      }
      taken.add(best.name().display());
      standalone.removeAll(best.members());
      found.add(best);
    }
    return found;
  }

  /** The theme of the best supported phrase of the pool that can name one, or null. */
  private static ThemeDraft next(List<Integer> pool, EmbeddedVideos space, List<String> taken) {
    Map<String, PhraseStats.Stat> stats =
        PhraseStats.of(List.of(pool), space.titles(), space.bodies(), space.stop(), space.banned())
            .getFirst();
    List<PhraseStats.Stat> candidates =
        stats.values().stream()
            .filter(st -> st.titles().size() >= PHRASE_THEME)
            .sorted(
                Comparator.comparingDouble((PhraseStats.Stat st) -> -Names.support(st))
                    .thenComparing(PhraseStats.Stat::key))
            .toList();
    for (PhraseStats.Stat st : candidates) {
      if (ThemeNames.nameOf(List.of(st), space.titles(), taken, List.of()) == null) {
        continue;
      }
      List<Integer> members = st.titles().stream().sorted().toList();
      double confidence = space.confidence(members);
      if (confidence >= ContentBuckets.STRONG_COHESION) {
        return new ThemeDraft(new ArrayList<>(members), st, List.of(st), confidence);
      }
    }
    return null;
  }
}
