package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.text.PhraseStats;
import io.vidlens.text.Terms;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A news channel's stories, in place of the phrase themes of three titles ({@link PhraseThemes}): a
 * report and its update share a name ("Dock Street", "Housing protest", "Ferry"), and a newsroom
 * files them by that story. Among the videos no series nor theme holds, two or more titles that
 * share a phrase, or a word that is not generic ({@link Names#GENERIC}), name a story of them when
 * they hold together ({@link ContentBuckets#STRONG_COHESION}: "Millbrook" of a crash and of a
 * missing teenager does not). The best supported name first ({@link Names#support}), then the group
 * whose titles share the most words, then a word written as a name ("Westfield" over "homes"), then
 * the tighter group.
 */
final class NewsStories {

  static final int MIN_TITLES = 2;

  private static final Pattern NUMBER = Pattern.compile("\\d+");

  private NewsStories() {}

  /** The stories of {@code standalone}, whose videos leave it; each name joins {@code taken}. */
  static List<ThemeDraft> of(List<Integer> standalone, EmbeddedVideos space, List<String> taken) {
    return PhraseThemes.repeat(standalone, taken, MIN_TITLES, pool -> next(pool, space, taken));
  }

  private record Candidate(ThemeDraft draft, int shared, boolean named) {}

  private static ThemeDraft next(List<Integer> pool, EmbeddedVideos space, List<String> taken) {
    List<PhraseStats.Stat> names = new ArrayList<>(words(pool, space));
    PhraseStats.of(List.of(pool), space.titles(), space.bodies(), space.stop(), space.banned())
        .getFirst()
        .values()
        .stream()
        .filter(st -> st.words() > 1)
        .forEach(names::add);
    List<Candidate> candidates = new ArrayList<>();
    for (PhraseStats.Stat st : names) {
      if (st.titles().size() < MIN_TITLES
          || !Names.acceptable(st, space.titles())
          || taken.stream()
              .anyMatch(t -> ThemeNames.overlaps(t.toLowerCase(Locale.ROOT), st.key()))) {
        continue;
      }
      List<Integer> members = st.titles().stream().sorted().toList();
      double confidence = space.confidence(members);
      if (confidence >= ContentBuckets.STRONG_COHESION) {
        candidates.add(
            new Candidate(
                new ThemeDraft(new ArrayList<>(members), st, List.of(st), confidence),
                (int)
                    names.stream()
                        .filter(s -> s.words() == 1 && s.titles().containsAll(members))
                        .count(),
                st.words() == 1 && written(st.display(), members, space.titles())));
      }
    }
    return candidates.stream()
        .min(
            Comparator.comparingDouble((Candidate c) -> -Names.support(c.draft().name()))
                .thenComparingInt(c -> -c.shared())
                .thenComparing(c -> !c.named())
                .thenComparingDouble(c -> -c.draft().confidence())
                .thenComparing(c -> c.draft().name().key()))
        .map(c -> numbered(c.draft(), space.titles()))
        .orElse(null);
  }

  /**
   * The single words two or more of the pool's titles use, whatever their part of speech ("Ferry"
   * of "Ferry workers walk out"): no stop word, none the channel's name, branding or forms hold,
   * none generic, no number. A word of fewer titles than a theme's ({@link
   * Names#SINGLE_WORD_SUPPORT}) names a story only when no other title of the channel uses it (a
   * channel's country or beat, "Pakistan" on a Pakistani channel, is no story) and one of them
   * writes it as a name or opens a clause with it ("Ferry workers …"), not as a verb ("Cold
   * Intensifies").
   */
  private static List<PhraseStats.Stat> words(List<Integer> pool, EmbeddedVideos space) {
    Map<String, Set<Integer>> titles = new LinkedHashMap<>();
    Map<String, String> display = new LinkedHashMap<>();
    for (int i = 0; i < space.titles().size(); i++) {
      for (String w : ChannelSeries.words(space.titles().get(i))) {
        String key = Terms.tokens(w).stream().findFirst().orElse("");
        if (key.length() >= 3
            && key.chars().anyMatch(Character::isLetter)
            && !space.stop().contains(key)
            && !space.banned().contains(key)
            && !Names.GENERIC.contains(key)) {
          titles.computeIfAbsent(key, k -> new LinkedHashSet<>()).add(i);
          display.putIfAbsent(key, Terms.titleCase(w));
        }
      }
    }
    List<PhraseStats.Stat> out = new ArrayList<>();
    titles.forEach(
        (key, all) -> {
          Set<Integer> in = new LinkedHashSet<>(all);
          in.retainAll(pool);
          boolean few = in.size() < Names.SINGLE_WORD_SUPPORT;
          String shown = display.get(key);
          if (in.size() >= MIN_TITLES
              && (!few
                  || (in.size() == all.size()
                      && in.stream()
                          .anyMatch(
                              i ->
                                  leads(shown, space.titles().get(i))
                                      || written(shown, List.of(i), space.titles()))))) {
            out.add(new PhraseStats.Stat(key, shown, 1, in.size(), in, in, 1));
          }
        });
    return out;
  }

  /** Whether the title opens itself or a clause with the word ("UPDATE: Ferry service …"). */
  private static boolean leads(String word, String title) {
    return Pattern.compile("(?:^|[:|!?.–—-]\\s*)" + Pattern.quote(word) + "\\b")
        .matcher(title.strip())
        .find();
  }

  /**
   * Whether a title writes the word as a name: capitalised after a word in lower case or a number
   * ("… homes in Westfield"), not at the opening of a clause ("UPDATE: Power restored").
   */
  private static boolean written(String word, List<Integer> members, List<String> titles) {
    Pattern name =
        Pattern.compile(
            "(?:^|\\s)[\\p{Ll}\\p{N}][\\p{L}\\p{N}',]*\\s+" + Pattern.quote(word) + "\\b");
    return members.stream().anyMatch(i -> name.matcher(titles.get(i)).find());
  }

  /** A word every member follows with the same number is named with it ("Route 9"). */
  private static ThemeDraft numbered(ThemeDraft d, List<String> titles) {
    if (d.name().words() != 1) {
      return d;
    }
    String number = null;
    for (int i : d.members()) {
      List<String> ws = ChannelSeries.words(titles.get(i));
      String next = null;
      for (int w = 0; w + 1 < ws.size() && next == null; w++) {
        if (ws.get(w).equalsIgnoreCase(d.name().display())) {
          next = ws.get(w + 1);
        }
      }
      if (next == null
          || !NUMBER.matcher(next).matches()
          || (number != null && !number.equals(next))) {
        return d;
      }
      number = next;
    }
    PhraseStats.Stat n = d.name();
    PhraseStats.Stat with =
        new PhraseStats.Stat(
            n.key() + " " + number,
            n.display() + " " + number,
            2,
            n.count(),
            n.videos(),
            n.titles(),
            n.share());
    return new ThemeDraft(d.members(), with, List.of(with), d.confidence());
  }
}
