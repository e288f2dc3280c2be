package io.vidlens.analysis.niche;

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
 * fewer than four letters and common English function words are not subjects.
 */
final class NicheSubjects {

  private static final Pattern SPLIT = Pattern.compile("[^\\p{L}\\p{N}']+");
  private static final Set<String> COMMON =
      Set.of(
          "about",
          "after",
          "again",
          "also",
          "been",
          "before",
          "being",
          "could",
          "does",
          "doing",
          "down",
          "each",
          "even",
          "every",
          "from",
          "have",
          "here",
          "into",
          "just",
          "like",
          "made",
          "make",
          "more",
          "most",
          "much",
          "never",
          "only",
          "other",
          "over",
          "part",
          "really",
          "should",
          "some",
          "than",
          "that",
          "their",
          "them",
          "then",
          "there",
          "these",
          "they",
          "thing",
          "things",
          "this",
          "those",
          "through",
          "time",
          "very",
          "video",
          "want",
          "were",
          "what",
          "when",
          "where",
          "which",
          "while",
          "will",
          "with",
          "without",
          "would",
          "your",
          "you're",
          "it's",
          "don't",
          "can't",
          "episode",
          "official",
          "full",
          "ever",
          "explained");

  private NicheSubjects() {}

  static List<String> of(List<String> titles, int max) {
    Map<String, Integer> pairs = new LinkedHashMap<>();
    Map<String, Integer> words = new LinkedHashMap<>();
    for (String title : titles) {
      List<String> content = new ArrayList<>();
      for (String word : SPLIT.split(title.toLowerCase(Locale.ROOT))) {
        content.add(word.length() >= 4 && !COMMON.contains(word) ? word : null);
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
