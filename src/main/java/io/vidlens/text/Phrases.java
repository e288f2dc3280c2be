package io.vidlens.text;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.core.WhitespaceTokenizer;
import org.apache.lucene.analysis.de.GermanMinimalStemFilter;
import org.apache.lucene.analysis.en.EnglishMinimalStemFilter;
import org.apache.lucene.analysis.es.SpanishMinimalStemFilter;
import org.apache.lucene.analysis.fr.FrenchMinimalStemFilter;
import org.apache.lucene.analysis.pt.PortugueseMinimalStemFilter;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/**
 * Candidate key phrases of a text: runs of one to three words inside one clause (punctuation and
 * dashes end a phrase) that neither start nor end with a stop word, have no stop word inside but a
 * short connector ("speed of light"), and no number at either end; in English also a noun phrase by
 * {@link PartsOfSpeech} (nouns, adjectives and numbers ending in a noun). A phrase's {@code key} is
 * its words lower-cased and reduced by Lucene's minimal (plural) stemmer of the language, so "Black
 * Hole" and "black holes" count as one phrase; {@code display} is the words as a title shows them.
 */
public final class Phrases {

  static final int MAX_WORDS = 3;

  public record Phrase(String key, String display, int words) {}

  private static final Pattern CLAUSE_BREAK =
      Pattern.compile("[^\\p{L}\\p{N}\\p{M}\\s'’-]+|\\s[-–—]+\\s|[–—]|\\s-|-\\s");
  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M}'’-]*");

  /** Short words that may join the words of a phrase: "speed of light", "Rock and Roll". */
  static final Set<String> CONNECTORS =
      Set.of(
          "of", "and", "de", "des", "du", "la", "le", "del", "di", "da", "von", "der", "van", "y",
          "et", "und", "e", "och", "og");

  private static final Map<String, Analyzer> STEMMERS =
      Map.of(
          "en", stemmer(EnglishMinimalStemFilter::new),
          "de", stemmer(GermanMinimalStemFilter::new),
          "fr", stemmer(FrenchMinimalStemFilter::new),
          "es", stemmer(SpanishMinimalStemFilter::new),
          "pt", stemmer(PortugueseMinimalStemFilter::new));

  private Phrases() {}

  /** Every candidate phrase of {@code text}, in order, repeats kept. */
  public static List<Phrase> of(String text, StopWords stop) {
    return of(text, stop, Set.of());
  }

  /** As {@link #of(String, StopWords)}, leaving out phrases with a word of {@code banned}. */
  public static List<Phrase> of(String text, StopWords stop, Set<String> banned) {
    return of(text, stop, banned, MAX_WORDS);
  }

  /** As {@link #of(String, StopWords, Set)}, with phrases of up to {@code maxWords} words. */
  public static List<Phrase> of(String text, StopWords stop, Set<String> banned, int maxWords) {
    List<Phrase> phrases = new ArrayList<>();
    if (text == null || text.isBlank()) {
      return phrases;
    }
    for (String clause : CLAUSE_BREAK.split(text)) {
      List<String> words = new ArrayList<>();
      Matcher m = WORD.matcher(clause);
      while (m.find()) {
        String w = m.group().replace('’', '\'');
        // Possessives count as their noun; contractions ("let's", "it's") stay whole (stop words).
        if ((w.endsWith("'s") || w.endsWith("'S")) && !stop.contains(w.toLowerCase(Locale.ROOT))) {
          w = w.substring(0, w.length() - 2);
        }
        words.add(w);
      }
      List<String> lower = words.stream().map(w -> w.toLowerCase(Locale.ROOT)).toList();
      PartsOfSpeech.Tags tags =
          words.isEmpty() || !PartsOfSpeech.supports(stop.language())
              ? null
              : PartsOfSpeech.tag(words);
      for (int i = 0; i < words.size(); i++) {
        for (int n = 1; n <= maxWords && i + n <= words.size(); n++) {
          List<String> low = lower.subList(i, i + n);
          if (acceptable(low, stop, banned) && nounPhrase(tags, lower, i, n)) {
            phrases.add(
                new Phrase(
                    key(low, stop.language()), display(words.subList(i, i + n)), low.size()));
          }
        }
      }
    }
    return phrases;
  }

  static boolean acceptable(List<String> words, StopWords stop, Set<String> banned) {
    String first = words.getFirst();
    String last = words.getLast();
    if (!edge(first, stop) || !edge(last, stop)) {
      return false;
    }
    if (words.size() == 1 && first.length() < 3) {
      return false;
    }
    for (int i = 1; i < words.size() - 1; i++) {
      String w = words.get(i);
      if (stop.contains(w) && !CONNECTORS.contains(w)) {
        return false;
      }
    }
    return words.stream().noneMatch(banned::contains);
  }

  /** With tags: the last word a noun, the others nouns, adjectives, numbers or connectors. */
  static boolean nounPhrase(PartsOfSpeech.Tags tags, List<String> lower, int from, int n) {
    if (tags == null) {
      return true;
    }
    if (!tags.noun()[from + n - 1]) {
      return false;
    }
    for (int k = from; k < from + n - 1; k++) {
      if (!tags.modifier()[k] && !CONNECTORS.contains(lower.get(k))) {
        return false;
      }
    }
    return true;
  }

  private static boolean edge(String word, StopWords stop) {
    return word.length() >= 2
        && !stop.contains(word)
        && !CONNECTORS.contains(word)
        && !word.chars().allMatch(Character::isDigit)
        && Character.isLetterOrDigit(word.charAt(word.length() - 1));
  }

  static String key(List<String> lowerWords, String language) {
    Analyzer analyzer = STEMMERS.get(language);
    if (analyzer == null) {
      return String.join(" ", lowerWords);
    }
    List<String> stems = new ArrayList<>();
    for (String w : lowerWords) {
      // No cache: a server analyses many channels, and a word's stem costs microseconds.
      stems.add(stem(analyzer, w));
    }
    return String.join(" ", stems);
  }

  private static String stem(Analyzer analyzer, String word) {
    try (TokenStream ts = analyzer.tokenStream("w", word)) {
      CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
      ts.reset();
      String out = ts.incrementToken() ? term.toString() : word;
      ts.end();
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Analyzer stemmer(Function<TokenStream, TokenStream> filter) {
    return new Analyzer() {
      @Override
      protected TokenStreamComponents createComponents(String field) {
        Tokenizer source = new WhitespaceTokenizer();
        return new TokenStreamComponents(source, filter.apply(source));
      }
    };
  }

  /**
   * Title case as a person writes it: acronyms (all capitals, up to four letters) and mixed-case
   * words ("iPhone") kept, shouted words calmed, connectors inside lower case.
   */
  public static String display(List<String> words) {
    return display(words, Set.of());
  }

  /** As {@link #display(List)}, with {@code minor} words inside lower case too. */
  public static String display(List<String> words, Set<String> minor) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < words.size(); i++) {
      String w = words.get(i);
      String lower = w.toLowerCase(Locale.ROOT);
      boolean allCaps = w.equals(w.toUpperCase(Locale.ROOT)) && !w.equals(lower);
      boolean mixed = !allCaps && !w.substring(1).equals(w.substring(1).toLowerCase(Locale.ROOT));
      if (i > 0 && i < words.size() - 1 && (CONNECTORS.contains(lower) || minor.contains(lower))) {
        out.add(lower);
      } else if ((allCaps && w.length() <= 4) || mixed) {
        out.add(w);
      } else {
        out.add(Character.toUpperCase(lower.charAt(0)) + lower.substring(1));
      }
    }
    return String.join(" ", out);
  }
}
