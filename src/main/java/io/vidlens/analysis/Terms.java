package io.vidlens.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Words of a text for term statistics: lower case, letters and digits, stop words and short words
 * out.
 */
final class Terms {

  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}'’]*");

  /**
   * English function words and the platform's boilerplate (links, calls to subscribe, sponsors).
   */
  static final Set<String> STOP_WORDS =
      Set.of(
          "a",
          "about",
          "above",
          "after",
          "again",
          "against",
          "all",
          "also",
          "am",
          "an",
          "and",
          "any",
          "are",
          "aren't",
          "as",
          "at",
          "be",
          "because",
          "been",
          "before",
          "being",
          "below",
          "between",
          "both",
          "but",
          "by",
          "can",
          "could",
          "did",
          "do",
          "does",
          "doing",
          "don't",
          "down",
          "during",
          "each",
          "even",
          "ever",
          "every",
          "few",
          "for",
          "from",
          "further",
          "get",
          "gets",
          "got",
          "had",
          "has",
          "have",
          "having",
          "he",
          "her",
          "here",
          "hers",
          "him",
          "his",
          "how",
          "i",
          "i'm",
          "if",
          "in",
          "into",
          "is",
          "isn't",
          "it",
          "it's",
          "its",
          "just",
          "let's",
          "like",
          "made",
          "make",
          "many",
          "may",
          "me",
          "might",
          "more",
          "most",
          "much",
          "must",
          "my",
          "new",
          "no",
          "nor",
          "not",
          "now",
          "of",
          "off",
          "on",
          "once",
          "one",
          "only",
          "or",
          "other",
          "our",
          "out",
          "over",
          "own",
          "really",
          "same",
          "she",
          "should",
          "so",
          "some",
          "still",
          "such",
          "than",
          "that",
          "that's",
          "the",
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
          "to",
          "too",
          "under",
          "until",
          "up",
          "us",
          "very",
          "was",
          "we",
          "were",
          "what",
          "when",
          "where",
          "which",
          "while",
          "who",
          "whom",
          "why",
          "will",
          "with",
          "would",
          "you",
          "you're",
          "your",
          "yours",
          "yourself",
          "ve",
          "ll",
          "re",
          "don",
          "didn",
          "doesn",
          "won",
          "can't",
          "there's",
          "what's",
          "way",
          "well",
          "yes",
          "yeah",
          "oh",
          "ok",
          "okay",
          "gonna",
          "want",
          "going",
          "know",
          "think",
          "see",
          "say",
          "said",
          "go",
          "use",
          "used",
          "need",
          // platform boilerplate of descriptions and transcripts
          "video",
          "videos",
          "channel",
          "subscribe",
          "subscribed",
          "http",
          "https",
          "www",
          "com",
          "youtube",
          "link",
          "links",
          "watch",
          "follow",
          "instagram",
          "twitter",
          "tiktok",
          "facebook",
          "patreon",
          "merch",
          "shop",
          "sponsor",
          "sponsored",
          "music",
          "episode",
          "full",
          "official",
          "today",
          "bit",
          "ly",
          "amp",
          "de");

  private Terms() {}

  /** The content words of {@code text}, in order (repeats kept). */
  static List<String> words(String text) {
    List<String> words = new ArrayList<>();
    if (text == null) {
      return words;
    }
    Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
    while (m.find()) {
      String w = m.group().replace('’', '\'');
      if (w.endsWith("'s")) {
        w = w.substring(0, w.length() - 2);
      }
      if (w.length() >= 3 && !STOP_WORDS.contains(w) && !w.chars().allMatch(Character::isDigit)) {
        words.add(w);
      }
    }
    return words;
  }

  /** Every word of {@code text} in lower case, stop words kept (for rules that read phrases). */
  static List<String> tokens(String text) {
    List<String> words = new ArrayList<>();
    if (text == null) {
      return words;
    }
    Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT).replace('’', '\''));
    while (m.find()) {
      words.add(m.group());
    }
    return words;
  }

  static String titleCase(String word) {
    return word.isEmpty() ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1);
  }
}
