package io.vidlens.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.WordlistLoader;
import org.apache.lucene.analysis.da.DanishAnalyzer;
import org.apache.lucene.analysis.de.GermanAnalyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.es.SpanishAnalyzer;
import org.apache.lucene.analysis.fi.FinnishAnalyzer;
import org.apache.lucene.analysis.fr.FrenchAnalyzer;
import org.apache.lucene.analysis.id.IndonesianAnalyzer;
import org.apache.lucene.analysis.it.ItalianAnalyzer;
import org.apache.lucene.analysis.nl.DutchAnalyzer;
import org.apache.lucene.analysis.no.NorwegianAnalyzer;
import org.apache.lucene.analysis.pt.PortugueseAnalyzer;
import org.apache.lucene.analysis.ru.RussianAnalyzer;
import org.apache.lucene.analysis.sv.SwedishAnalyzer;
import org.apache.lucene.analysis.tr.TurkishAnalyzer;

/**
 * The stop words of a channel's language, from Lucene's analyzers (English: the Snowball list plus
 * Lucene's classic set), plus the platform's boilerplate and, for English, Vidlens's own filler
 * words. The language is the one whose Lucene stop list covers most of the channel's words:
 * function words are the most frequent words of any text, so this is a dependable guess over a few
 * dozen titles and cannot be flipped by one foreign title.
 */
public record StopWords(String language, Set<String> words) {

  /** Words every platform text repeats, whatever its language. */
  public static final Set<String> BOILERPLATE =
      Set.of(
          "video",
          "videos",
          "channel",
          "subscribe",
          "shorts",
          "short",
          "http",
          "https",
          "www",
          "com",
          "youtube",
          "link",
          "links",
          "instagram",
          "twitter",
          "tiktok",
          "facebook",
          "patreon",
          "merch",
          "shop",
          "sponsor",
          "sponsored",
          "official",
          "bit",
          "ly",
          "amp",
          "episode",
          "part",
          "ft",
          "feat",
          "vs",
          "pt");

  /**
   * Vidlens's own English stop words beyond Lucene's lists and the boilerplate: function words and
   * title filler.
   */
  private static final Set<String> ENGLISH =
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
          "insane",
          "weird",
          "crazy",
          "amazing",
          "incredible",
          "incredibly",
          "actually",
          "real",
          "actual",
          "entire",
          "whole",
          "single",
          "shocking",
          "massive",
          "huge",
          "honest",
          "truth",
          "reason",
          "reasons",
          "happens",
          "happened",
          "happen",
          "explained",
          "everything",
          "nothing",
          "something",
          "anything",
          "everyone",
          "someone",
          "nobody",
          "stuff",
          "best",
          "worst",
          "top",
          "january",
          "february",
          "march",
          "april",
          "june",
          "july",
          "august",
          "september",
          "october",
          "november",
          "december",
          "monday",
          "tuesday",
          "wednesday",
          "thursday",
          "friday",
          "saturday",
          "sunday",
          "subscribed",
          "watch",
          "follow",
          "music",
          "full",
          "today",
          "de");

  private static final Map<String, CharArraySet> LUCENE = luceneSets();

  public StopWords {
    words = Set.copyOf(words);
  }

  public boolean contains(String lowerCaseWord) {
    return words.contains(lowerCaseWord);
  }

  /** The stop words of {@code language} (an ISO 639-1 code; English when Lucene has none). */
  public static StopWords of(String language) {
    String lang = LUCENE.containsKey(language) ? language : "en";
    Set<String> words = new HashSet<>(BOILERPLATE);
    for (Object w : LUCENE.get(lang)) {
      words.add(new String((char[]) w));
    }
    if (lang.equals("en")) {
      words.addAll(ENGLISH);
    }
    return new StopWords(lang, words);
  }

  /** The stop words of the language most of {@code texts}' words are function words of. */
  public static StopWords detect(List<String> texts) {
    Map<String, Integer> hits = new LinkedHashMap<>();
    for (String text : texts) {
      for (String token : Terms.tokens(text)) {
        LUCENE.forEach(
            (lang, set) -> {
              if (set.contains(token)) {
                hits.merge(lang, 1, Integer::sum);
              }
            });
      }
    }
    // English first in the map, so it wins ties (and texts without any function word).
    String best = "en";
    for (Map.Entry<String, Integer> e : hits.entrySet()) {
      if (e.getValue() > hits.getOrDefault(best, 0)) {
        best = e.getKey();
      }
    }
    return of(best);
  }

  private static Map<String, CharArraySet> luceneSets() {
    Map<String, CharArraySet> sets = new LinkedHashMap<>();
    CharArraySet english = new CharArraySet(snowball("english_stop.txt"), false);
    english.addAll(EnglishAnalyzer.ENGLISH_STOP_WORDS_SET);
    sets.put("en", CharArraySet.unmodifiableSet(english));
    sets.put("de", GermanAnalyzer.getDefaultStopSet());
    sets.put("fr", FrenchAnalyzer.getDefaultStopSet());
    sets.put("es", SpanishAnalyzer.getDefaultStopSet());
    sets.put("it", ItalianAnalyzer.getDefaultStopSet());
    sets.put("pt", PortugueseAnalyzer.getDefaultStopSet());
    sets.put("nl", DutchAnalyzer.getDefaultStopSet());
    sets.put("sv", SwedishAnalyzer.getDefaultStopSet());
    sets.put("da", DanishAnalyzer.getDefaultStopSet());
    sets.put("no", NorwegianAnalyzer.getDefaultStopSet());
    sets.put("fi", FinnishAnalyzer.getDefaultStopSet());
    sets.put("ru", RussianAnalyzer.getDefaultStopSet());
    sets.put("tr", TurkishAnalyzer.getDefaultStopSet());
    sets.put("id", IndonesianAnalyzer.getDefaultStopSet());
    return sets;
  }

  private static CharArraySet snowball(String file) {
    String path = "/org/apache/lucene/analysis/snowball/" + file;
    try (InputStream in = StopWords.class.getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalStateException("missing Lucene resource " + path);
      }
      try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
        return WordlistLoader.getSnowballWordSet(reader);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public String toString() {
    return "StopWords[" + language.toUpperCase(Locale.ROOT) + ", " + words.size() + " words]";
  }
}
