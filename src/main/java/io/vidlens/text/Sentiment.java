package io.vidlens.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Sentiment of one English comment by VADER (Hutto and Gilbert, 2014), written here from the paper
 * and the vaderSentiment README over VADER's full lexicon ({@link VaderLexicon}), its word lists
 * ({@link VaderWords}) and emoji read through their names ({@link EmojiText}).
 *
 * <p>The rules, per rated token: a booster or dampener up to three words before adds ±0.293 (×0.95
 * two words back, ×0.9 three back; ±0.733 more when written in capitals); ALL CAPS on the rated
 * word adds ±0.733 when the text mixes cases; a negation up to three words before (a listed word or
 * any "n't") multiplies by −0.74, except "never so/this" (×1.25) and "without doubt" (unchanged);
 * "no" before a rated word negates it and then counts nothing itself; "least" negates ("at least",
 * "very least" do not); "kind of" is a dampener and not "kind"; idioms ("the bomb", "to die for",
 * …) replace the valence. Then "but": ×0.5 before it, ×1.5 after. The sum gains 0.292 per "!" (up
 * to four) and, from two "?", 0.18 each (0.96 from four on), towards its own sign; compound = sum /
 * √(sum² + 15), in −1..1. Positive from +0.05, negative from −0.05, as VADER's authors recommend.
 *
 * <p>Where this differs from the reference code: single capital letters ("W", "I") are not
 * shouting; "never … so/this" applies only when "never" starts the window (the reference's operator
 * precedence also fires on "so" alone); "but" weighs by position, not by the first equal value.
 */
public final class Sentiment {

  public static final double POSITIVE = 0.05;
  public static final double NEGATIVE = -0.05;

  private static final double ALPHA = 15;
  private static final double C_INCR = 0.733;
  private static final double N_SCALAR = -0.74;
  private static final double NEVER_SO = 1.25;
  private static final String PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

  /** Words before "fire" that make it praise ("this is fire", "it's so fire", "pure fire"). */
  private static final Set<String> FIRE_PRAISE_BEFORE =
      Set.of(
          "is",
          "was",
          "are",
          "be",
          "been",
          "so",
          "pure",
          "straight",
          "absolute",
          "absolutely",
          "literally",
          "lowkey",
          "actually",
          "still",
          "kinda",
          "just");

  private Sentiment() {}

  /** Compound score of {@code text} in −1..1 (0 for a text without sentiment words). */
  /** Whether VADER's lexicon rates this lower-case word (not 0): it judges something. */
  public static boolean rates(String lowerCaseWord) {
    Double v = VaderLexicon.valence(lowerCaseWord);
    return v != null && v != 0;
  }

  public static double compound(String text) {
    return compound(text, Set.of());
  }

  /**
   * As {@link #compound(String)}, with the video's own subject vocabulary ({@link SubjectWords}): a
   * word of it that the lexicon rates negative ("death", "war", "insane" in a video about them)
   * counts nothing, since a viewer repeating the subject is not judging the video. Boosters and
   * negations around it still apply to the words they reach.
   */
  public static double compound(String text, Set<String> subject) {
    if (text == null || text.isBlank()) {
      return 0;
    }
    List<String> words = words(text);
    if (words.isEmpty()) {
      return 0;
    }
    if (!subject.isEmpty()) {
      words = neutralised(words, subject);
    }
    boolean capDiff = capDifferential(words);
    double[] valences = new double[words.size()];
    for (int i = 0; i < words.size(); i++) {
      String w = lower(words, i);
      boolean kindOf = w.equals("kind") && i + 1 < words.size() && lower(words, i + 1).equals("of");
      valences[i] = VaderWords.BOOSTERS.containsKey(w) || kindOf ? 0 : valence(words, i, capDiff);
    }
    butContrast(words, valences);
    double sum = 0;
    for (double v : valences) {
      sum += v;
    }
    double emphasis = punctuationEmphasis(text);
    if (sum > 0) {
      sum += emphasis;
    } else if (sum < 0) {
      sum -= emphasis;
    }
    double score = sum / Math.sqrt(sum * sum + ALPHA);
    return Math.max(-1, Math.min(1, score));
  }

  /** Subject words rated negative replaced by a token no rule reads. */
  private static List<String> neutralised(List<String> words, Set<String> subject) {
    List<String> out = new ArrayList<>(words.size());
    for (String w : words) {
      String lower = w.toLowerCase(Locale.ROOT);
      Double v = VaderLexicon.valence(lower);
      out.add(v != null && v < 0 && SubjectWords.contains(subject, lower) ? SUBJECT : w);
    }
    return out;
  }

  /** Stands for a subject word: not rated, not a booster, not a negation. */
  private static final String SUBJECT = "\u00b7";

  /** The valence of word {@code i} after every rule that reads its neighbours. */
  private static double valence(List<String> words, int i, boolean capDiff) {
    Double rated = rated(words, i);
    if (rated == null) {
      return 0;
    }
    double v = rated;
    String raw = words.get(i);
    int n = words.size();
    if (lower(words, i).equals("no") && i + 1 < n && rated(words, i + 1) != null) {
      v = 0; // "no" negates the next rated word and is not itself negative
    }
    if ((i > 0 && lower(words, i - 1).equals("no"))
        || (i > 1 && lower(words, i - 2).equals("no"))
        || (i > 2
            && lower(words, i - 3).equals("no")
            && Set.of("or", "nor").contains(lower(words, i - 1)))) {
      v = rated * N_SCALAR;
    }
    if (capDiff && shouts(raw)) {
      v += v > 0 ? C_INCR : -C_INCR;
    }
    for (int back = 1; back <= 3 && i - back >= 0; back++) {
      if (rated(words, i - back) != null) {
        continue; // a rated word in between is scored on its own
      }
      double scalar = boosterScalar(words.get(i - back), v, capDiff);
      v += scalar * (back == 2 ? 0.95 : back == 3 ? 0.9 : 1);
      v = negation(v, words, back, i);
      if (back == 3) {
        v = idioms(v, words, i);
      }
    }
    return least(v, words, i);
  }

  /**
   * The lexicon's valence of word {@code i}, with the slang that needs context: "W" and "L" only as
   * capitals (a lower-case single letter is never rated), "fire" as praise after a copula or
   * intensifier or before 🔥.
   */
  private static Double rated(List<String> words, int i) {
    String raw = words.get(i);
    String w = lower(words, i);
    if (w.length() == 1 && Character.isLetter(w.charAt(0))) {
      return raw.equals("W") || raw.equals("L") ? VaderLexicon.valence(w) : null;
    }
    if (w.equals("fire")) {
      String before = i > 0 ? lower(words, i - 1) : "";
      String after = i + 1 < words.size() ? words.get(i + 1) : "";
      if (FIRE_PRAISE_BEFORE.contains(before) || before.endsWith("'s") || after.equals("🔥")) {
        return VaderLexicon.FIRE_PRAISE;
      }
    }
    return VaderLexicon.valence(w);
  }

  private static double boosterScalar(String word, double valence, boolean capDiff) {
    Double booster = VaderWords.BOOSTERS.get(word.toLowerCase(Locale.ROOT));
    if (booster == null) {
      return 0;
    }
    double scalar = valence < 0 ? -booster : booster;
    if (capDiff && shouts(word)) {
      scalar += valence > 0 ? C_INCR : -C_INCR;
    }
    return scalar;
  }

  /** Negation {@code back} words before word {@code i}, with "never so" and "without doubt". */
  private static double negation(double v, List<String> words, int back, int i) {
    String first = lower(words, i - back);
    if (back >= 2) {
      List<String> between = new ArrayList<>();
      for (int k = i - back + 1; k < i; k++) {
        between.add(lower(words, k));
      }
      if (first.equals("never") && (between.contains("so") || between.contains("this"))) {
        return v * NEVER_SO;
      }
      if (first.equals("without") && between.contains("doubt")) {
        return v;
      }
    }
    return VaderWords.negates(first) ? v * N_SCALAR : v;
  }

  /** Idioms around word {@code i} replace its valence; "kind of" and "sort of" before it dampen. */
  private static double idioms(double v, List<String> words, int i) {
    int n = words.size();
    String w0 = lower(words, i);
    String w1 = lower(words, i - 1);
    String w2 = lower(words, i - 2);
    String w3 = lower(words, i - 3);
    List<String> sequences =
        new ArrayList<>(
            List.of(
                w1 + " " + w0,
                w2 + " " + w1 + " " + w0,
                w2 + " " + w1,
                w3 + " " + w2 + " " + w1,
                w3 + " " + w2));
    if (i + 1 < n) {
      sequences.add(w0 + " " + lower(words, i + 1));
    }
    if (i + 2 < n) {
      sequences.add(w0 + " " + lower(words, i + 1) + " " + lower(words, i + 2));
    }
    for (String s : sequences) {
      Double idiom = VaderWords.IDIOMS.get(s);
      if (idiom != null) {
        v = idiom;
        break;
      }
    }
    for (String gram : List.of(w3 + " " + w2 + " " + w1, w3 + " " + w2, w2 + " " + w1)) {
      Double booster = VaderWords.BOOSTERS.get(gram);
      if (booster != null) {
        v += booster;
      }
    }
    return v;
  }

  private static double least(double v, List<String> words, int i) {
    if (i > 0 && lower(words, i - 1).equals("least") && rated(words, i - 1) == null) {
      String before = i > 1 ? lower(words, i - 2) : "";
      if (!before.equals("at") && !before.equals("very")) {
        return v * N_SCALAR;
      }
    }
    return v;
  }

  /** "but" (the first): what comes before weighs half, what comes after one and a half. */
  private static void butContrast(List<String> words, double[] valences) {
    int but = -1;
    for (int i = 0; i < words.size() && but < 0; i++) {
      if (lower(words, i).equals("but")) {
        but = i;
      }
    }
    if (but < 0) {
      return;
    }
    for (int i = 0; i < valences.length; i++) {
      valences[i] *= i < but ? 0.5 : i > but ? 1.5 : 1;
    }
  }

  private static double punctuationEmphasis(String text) {
    long bangs = Math.min(4, text.chars().filter(c -> c == '!').count());
    long questions = text.chars().filter(c -> c == '?').count();
    double q = questions > 1 ? (questions <= 3 ? questions * 0.18 : 0.96) : 0;
    return bangs * 0.292 + q;
  }

  /** True when some but not all words are in capitals (then capitals are emphasis). */
  private static boolean capDifferential(List<String> words) {
    long caps = words.stream().filter(Sentiment::upper).count();
    return caps > 0 && caps < words.size();
  }

  /** A word in capitals that is more than one letter ("W" and "I" are not shouting). */
  private static boolean shouts(String word) {
    return word.codePointCount(0, word.length()) > 1 && upper(word);
  }

  /** Python's str.isupper: some cased letter and no lower-case one. */
  private static boolean upper(String word) {
    boolean cased = false;
    for (int i = 0; i < word.length(); ) {
      int cp = word.codePointAt(i);
      if (Character.isLowerCase(cp)) {
        return false;
      }
      cased |= Character.isUpperCase(cp) || Character.isTitleCase(cp);
      i += Character.charCount(cp);
    }
    return cased;
  }

  private static String lower(List<String> words, int i) {
    return words.get(i).toLowerCase(Locale.ROOT);
  }

  /**
   * VADER's tokens: emoji described ({@link EmojiText}), split on white space, punctuation trimmed
   * from both ends of a word unless the token is rated as it stands (emoticons such as ":)" or
   * ":D") or would keep at most two characters that are not all letters.
   */
  static List<String> words(String text) {
    String described = EmojiText.describe(text.replace('’', '\'').replace('‘', '\''));
    List<String> words = new ArrayList<>();
    for (String token : described.split("\\s+")) {
      if (token.isEmpty()) {
        continue;
      }
      if (VaderLexicon.valence(token.toLowerCase(Locale.ROOT)) != null) {
        words.add(token);
        continue;
      }
      String stripped = strip(token);
      boolean keep =
          stripped.isEmpty()
              || (stripped.length() <= 2 && !stripped.chars().allMatch(Character::isLetter));
      words.add(keep ? token : stripped);
    }
    return words;
  }

  private static String strip(String token) {
    int start = 0;
    int end = token.length();
    while (start < end && PUNCTUATION.indexOf(token.charAt(start)) >= 0) {
      start++;
    }
    while (end > start && PUNCTUATION.indexOf(token.charAt(end - 1)) >= 0) {
      end--;
    }
    return token.substring(start, end);
  }

  /** Words (lower case, apostrophes kept) and single emoji, in order: for aspect matching. */
  public static List<String> tokens(String text) {
    List<String> tokens = new ArrayList<>();
    if (text == null) {
      return tokens;
    }
    StringBuilder word = new StringBuilder();
    text.toLowerCase(Locale.ROOT)
        .replace('’', '\'')
        .codePoints()
        .forEach(
            cp -> {
              if (Character.isLetterOrDigit(cp) || cp == '\'' || cp == '-') {
                word.appendCodePoint(cp);
                return;
              }
              if (!word.isEmpty()) {
                tokens.add(word.toString());
                word.setLength(0);
              }
              if (Character.getType(cp) == Character.OTHER_SYMBOL) {
                tokens.add(new String(Character.toChars(cp)));
              }
            });
    if (!word.isEmpty()) {
      tokens.add(word.toString());
    }
    return tokens;
  }
}
