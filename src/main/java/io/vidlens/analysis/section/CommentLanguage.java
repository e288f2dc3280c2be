package io.vidlens.analysis.section;

import io.vidlens.embeddings.LanguageDetector;
import io.vidlens.text.ForeignLexicon;
import io.vidlens.text.ForeignSentiment;
import io.vidlens.text.Terms;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A comment's language, and whether the English sentiment rules read it (German, French, Spanish
 * and Portuguese ones are read by {@link ForeignSentiment}). Language by Apache OpenNLP's detector
 * and its published 103-language model ({@link io.vidlens.embeddings.LanguageDetector}, the one
 * analytics uses, loaded once for both).
 *
 * <ul>
 *   <li>A comment with at least {@value #MIN_LETTERS} letters (links, handles, digits and symbols
 *       removed) gets the detector's language. English is read; a language the detector is sure of
 *       (its best guess {@value #MIN_MARGIN}× as likely as the runner-up) is not. When the detector
 *       is unsure, a comment whose words are mostly English ones ({@link #ENGLISH_WORDS}) is read:
 *       the model confuses short English comments with other Latin-script languages. Likewise a
 *       comment the model hesitates on whose best guess is German, French, Spanish or Portuguese is
 *       taken as that language when a quarter of its words are that language's function words
 *       ({@link #FUNCTION_WORDS}): the model splits German from Dutch and Low German, French from
 *       Occitan, by little.
 *   <li>A shorter comment cannot be told by the model: it is read when written in the Latin script
 *       or without letters at all (emoji, emoticons), since VADER's lexicon then rates what it
 *       knows and nothing else; a short comment in another script is not read.
 *   <li>The channel's own language ({@link ChannelLanguage}) is the prior: where the model is
 *       unsure or names no language the section reads (German comments come out Dutch,
 *       Luxembourgish), a comment with a quarter of its words that language's function words is
 *       that language; a short Latin-script comment with one word of that language's function words
 *       or sentiment lexicon ("Danke, toll!") is read in that language, not as English. Without the
 *       prior, the function words of a language among the model's three best guesses settle it.
 * </ul>
 */
final class CommentLanguage {

  static final String ENGLISH = "eng";

  /** Language code of a comment that is too short or too unclear to name. */
  static final String UNDETERMINED = "und";

  static final int MIN_LETTERS = 20;
  private static final double MIN_MARGIN = 1.5;
  private static final double ENGLISH_SHARE = 0.5;
  private static final Pattern NOT_LETTER = Pattern.compile("[^\\p{L}\\p{M}']+");

  /** Frequent English function words, which other languages rarely spell the same way. */
  static final Set<String> ENGLISH_WORDS =
      Set.of(
          "the", "and", "is", "this", "that", "you", "i", "it", "to", "of", "was", "for", "my",
          "with", "what", "are", "have", "just", "not", "but", "video", "your", "so", "be", "all",
          "they", "he", "she", "we", "me", "can", "about", "like", "one", "how", "when", "who",
          "it's", "i'm", "don't", "thank", "thanks", "you're", "there", "their", "would", "love",
          "great", "good", "really", "very", "much", "from", "an", "at", "on", "in", "or", "if",
          "do", "did", "has", "had", "been", "more", "know", "people", "think", "time");

  /** A comment's verdict: its language (ISO 639-3, or "und") and whether it is read. */
  record Verdict(String language, boolean english) {}

  private CommentLanguage() {}

  static Verdict of(String text) {
    return of(text, null);
  }

  /**
   * The comment's verdict with the channel's language (ISO 639-3) as the prior; null when that is
   * not known.
   */
  static Verdict of(String text, String channelLanguage) {
    String clean = clean(text);
    int letters = (int) clean.codePoints().filter(Character::isLetter).count();
    String prior =
        channelLanguage != null && FUNCTION_WORDS.containsKey(channelLanguage)
            ? channelLanguage
            : null;
    if (letters == 0) {
      return new Verdict(UNDETERMINED, true);
    }
    if (letters < MIN_LETTERS) {
      if (prior != null && latin(clean) && speaks(clean, prior)) {
        return new Verdict(prior, false);
      }
      return new Verdict(UNDETERMINED, latin(clean));
    }
    List<LanguageDetector.Candidate> ranked = LanguageDetector.ranked(clean);
    LanguageDetector.Candidate best = ranked.getFirst();
    if (best.language().equals(ENGLISH)) {
      return new Verdict(ENGLISH, true);
    }
    boolean sure =
        ranked.size() < 2 || best.confidence() >= MIN_MARGIN * ranked.get(1).confidence();
    if (!sure && englishShare(clean) >= ENGLISH_SHARE) {
      return new Verdict(ENGLISH, true);
    }
    if (!sure || !FUNCTION_WORDS.containsKey(best.language())) {
      // The model hesitates between a language and its neighbours (German and Dutch or Low
      // German, French and Occitan), or names a neighbour outright: the channel's language, else
      // a language among its best guesses, settles it by its own frequent words.
      if (prior != null && share(clean, FUNCTION_WORDS.get(prior)) >= FOREIGN_SHARE) {
        return new Verdict(prior, false);
      }
      for (LanguageDetector.Candidate c : ranked.subList(0, Math.min(3, ranked.size()))) {
        if (FUNCTION_WORDS.containsKey(c.language())
            && share(clean, FUNCTION_WORDS.get(c.language())) >= FOREIGN_SHARE) {
          return new Verdict(c.language(), false);
        }
      }
    }
    return new Verdict(sure ? best.language() : UNDETERMINED, false);
  }

  /** Whether a short comment holds a function word or a rated word of {@code language}. */
  private static boolean speaks(String clean, String language) {
    return java.util.Arrays.stream(clean.toLowerCase(java.util.Locale.ROOT).split("\\s+"))
        .anyMatch(
            w -> FUNCTION_WORDS.get(language).contains(w) || ForeignLexicon.rates(language, w));
  }

  private static final double FOREIGN_SHARE = 0.25;

  /**
   * Frequent function words of the other languages the audience section reads, which their close
   * neighbours spell differently (Dutch "de het een", Occitan "lo es").
   */
  static final Map<String, Set<String>> FUNCTION_WORDS =
      Map.of(
          "deu",
          Set.of(
              "der",
              "die",
              "das",
              "und",
              "ist",
              "nicht",
              "ich",
              "du",
              "wir",
              "ein",
              "eine",
              "zu",
              "mit",
              "auf",
              "für",
              "von",
              "war",
              "sehr",
              "auch",
              "diese",
              "dieses",
              "mir",
              "dir",
              "viel",
              "noch",
              "richtig",
              "wirklich"),
          "fra",
          Set.of(
              "le",
              "la",
              "les",
              "et",
              "est",
              "c'est",
              "je",
              "j'adore",
              "tu",
              "pour",
              "une",
              "un",
              "des",
              "du",
              "pas",
              "que",
              "qui",
              "dans",
              "vraiment",
              "cette",
              "ce",
              "trop",
              "très",
              "merci",
              "beaucoup",
              "avec",
              "sur"),
          "spa",
          Set.of(
              "el", "la", "los", "las", "y", "es", "que", "de", "en", "un", "una", "por", "para",
              "con", "no", "muy", "este", "esta", "pero", "como", "gracias", "más"),
          "por",
          Set.of(
              "o",
              "a",
              "os",
              "as",
              "e",
              "é",
              "que",
              "de",
              "em",
              "um",
              "uma",
              "para",
              "com",
              "não",
              "muito",
              "você",
              "esse",
              "essa",
              "mas",
              "como",
              "obrigado",
              "mais"));

  /** Share of the words that are in {@code words}. */
  static double share(String clean, Set<String> words) {
    String[] tokens = clean.toLowerCase(java.util.Locale.ROOT).split("\\s+");
    long hits = java.util.Arrays.stream(tokens).filter(words::contains).count();
    return tokens.length == 0 ? 0 : (double) hits / tokens.length;
  }

  /** Share of the words that are frequent English words. */
  static double englishShare(String clean) {
    String[] words = clean.toLowerCase(java.util.Locale.ROOT).split("\\s+");
    long english = java.util.Arrays.stream(words).filter(ENGLISH_WORDS::contains).count();
    return words.length == 0 ? 0 : (double) english / words.length;
  }

  private static boolean latin(String clean) {
    return clean
        .codePoints()
        .filter(Character::isLetter)
        .allMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.LATIN);
  }

  static String clean(String text) {
    if (text == null) {
      return "";
    }
    String t = text.length() > 2_000 ? text.substring(0, 2_000) : text;
    t = Terms.withoutLinksOrTags(t);
    return NOT_LETTER.matcher(t.replace('’', '\'')).replaceAll(" ").strip();
  }
}
