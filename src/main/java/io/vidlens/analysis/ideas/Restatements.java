package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Whether a filled title restates an existing one: the same words, one cut short, a relabel. */
final class Restatements {

  private Restatements() {}

  static final double RESTATED = 0.75;

  /** The platform takes titles of at most this many characters. */
  static final int MAX_LENGTH = 100;

  /**
   * At least three words, no more characters than the platform takes, and no restatement of an
   * existing title.
   */
  static boolean readsAsTitle(String title, Set<String> titles, List<Set<String>> existing) {
    List<String> words = ChannelSeries.words(title.toLowerCase(Locale.ROOT));
    if (words.size() < 3
        || title.codePointCount(0, title.length()) > MAX_LENGTH
        || titles.contains(ChannelSeries.normal(title))) {
      return false;
    }
    Set<String> mine = Set.copyOf(words);
    for (Set<String> other : existing) {
      Set<String> both = new HashSet<>(mine);
      both.retainAll(other);
      Set<String> any = new HashSet<>(mine);
      any.addAll(other);
      // the same words, or an existing title cut short ("CC Certificate Webinar: Open Licensing
      // Models" of "… Open Licensing Models in the Cultural Heritage Sector")
      if (!any.isEmpty() && (double) both.size() / any.size() >= RESTATED
          || both.size() == mine.size()) {
        return false;
      }
    }
    return true;
  }

  /**
   * A series' or brand's label put on an existing title whole ("The Debunkathon | Quick D" of "THE
   * DEBUNKATHON"): the label adds no angle, so the video exists already. A title's frame does add
   * one ("The Future Of Mind Reading" after "Mind Reading"), so this holds for labels only.
   */
  static boolean relabelled(String title, List<Set<String>> existing) {
    Set<String> mine = Set.copyOf(ChannelSeries.words(title.toLowerCase(Locale.ROOT)));
    return existing.stream().anyMatch(other -> !other.isEmpty() && mine.containsAll(other));
  }
}
