package io.vidlens.analysis.niche;

import io.vidlens.text.StopWords;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The channel's main subjects as the platform's search is asked for them: the word pairs, then the
 * words, that recur in at least two of its titles, most titles first (ties: first seen). Words of
 * fewer than four letters and the English stop words ({@link StopWords}) are not subjects.
 */
final class NicheSubjects {

  private static final Pattern SPLIT = Pattern.compile("[^\\p{L}\\p{N}']+");
  private static final StopWords ENGLISH = StopWords.of("en");

  /** Beyond the English stop words: words too vague to search a niche by. */
  private static final Set<String> VAGUE = Set.of("never", "time", "without");

  private NicheSubjects() {}

  static List<String> of(List<String> titles, int max) {
    Map<String, Integer> pairs = new LinkedHashMap<>();
    Map<String, Integer> words = new LinkedHashMap<>();
    for (String title : titles) {
      List<String> content = new ArrayList<>();
      for (String word : SPLIT.split(title.toLowerCase(Locale.ROOT))) {
        content.add(
            word.length() >= 4 && !ENGLISH.contains(word) && !VAGUE.contains(word) ? word : null);
      }
      Set<String> seenPairs = new HashSet<>();
      Set<String> seenWords = new HashSet<>();
      for (int i = 0; i < content.size(); i++) {
        String word = content.get(i);
        if (word != null && seenWords.add(word)) {
          words.merge(word, 1, Integer::sum);
        }
        if (word != null && i + 1 < content.size() && content.get(i + 1) != null) {
          String pair = word + " " + content.get(i + 1);
          if (seenPairs.add(pair)) {
            pairs.merge(pair, 1, Integer::sum);
          }
        }
      }
    }
    List<String> subjects = new ArrayList<>();
    Set<String> covered = new HashSet<>();
    for (String pair : recurring(pairs)) {
      if (subjects.size() < max) {
        subjects.add(pair);
        covered.addAll(List.of(pair.split(" ")));
      }
    }
    for (String word : recurring(words)) {
      if (subjects.size() < max && !covered.contains(word)) {
        subjects.add(word);
      }
    }
    return subjects;
  }

  private static List<String> recurring(Map<String, Integer> counts) {
    return counts.entrySet().stream()
        .filter(e -> e.getValue() >= 2)
        .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
        .map(Map.Entry::getKey)
        .toList();
  }
}
