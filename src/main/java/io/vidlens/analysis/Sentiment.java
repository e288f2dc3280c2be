package io.vidlens.analysis;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Sentiment of one comment by VADER's rules (Hutto and Gilbert, 2014): a valence lexicon, a boost
 * for intensifiers, a flip for a negation within three words, the contrast of "but" (before ×0.5,
 * after ×1.5), exclamation marks, and the compound score sum / sqrt(sum² + 15) in −1..1. The
 * lexicon is Vidlens's own short one (about 200 English words and emoji with VADER-style valences
 * −4..+4), written for comments on videos. Positive from +0.05, negative from −0.05, as VADER's
 * authors recommend.
 */
final class Sentiment {

  static final double POSITIVE = 0.05;
  static final double NEGATIVE = -0.05;
  private static final double ALPHA = 15;
  private static final double NEGATION_SCALAR = -0.74;
  private static final double INTENSIFIER = 1.3;

  static final Map<String, Double> LEXICON =
      Map.ofEntries(
          // positive
          e("love", 3.2),
          e("loved", 2.9),
          e("loving", 2.9),
          e("lovely", 2.8),
          e("amazing", 2.8),
          e("awesome", 3.1),
          e("incredible", 2.9),
          e("excellent", 2.7),
          e("fantastic", 2.6),
          e("great", 3.1),
          e("good", 1.9),
          e("nice", 1.8),
          e("best", 3.2),
          e("better", 1.9),
          e("beautiful", 2.9),
          e("beautifully", 2.7),
          e("brilliant", 2.8),
          e("wonderful", 2.7),
          e("perfect", 2.7),
          e("perfectly", 2.4),
          e("masterpiece", 3.1),
          e("favorite", 2.0),
          e("favourite", 2.0),
          e("enjoy", 2.2),
          e("enjoyed", 2.3),
          e("enjoying", 2.2),
          e("fun", 2.3),
          e("funny", 1.9),
          e("hilarious", 1.7),
          e("interesting", 1.7),
          e("fascinating", 2.5),
          e("informative", 1.9),
          e("helpful", 1.9),
          e("useful", 1.9),
          e("thank", 1.5),
          e("thanks", 1.9),
          e("thankful", 2.2),
          e("grateful", 2.0),
          e("appreciate", 1.7),
          e("appreciated", 2.3),
          e("wow", 2.8),
          e("cool", 1.3),
          e("glad", 2.0),
          e("happy", 2.7),
          e("happiness", 2.6),
          e("excited", 1.4),
          e("exciting", 2.2),
          e("inspiring", 2.2),
          e("inspired", 2.2),
          e("inspiration", 2.4),
          e("genius", 1.9),
          e("legend", 1.9),
          e("legendary", 2.2),
          e("wholesome", 2.0),
          e("underrated", 1.5),
          e("clear", 1.6),
          e("clever", 2.0),
          e("quality", 1.2),
          e("top", 0.8),
          e("epic", 2.0),
          e("stunning", 2.6),
          e("gorgeous", 3.0),
          e("impressive", 2.2),
          e("impressed", 2.1),
          e("well", 1.1),
          e("satisfying", 2.0),
          e("calming", 1.8),
          e("relaxing", 2.0),
          e("educational", 1.6),
          e("learned", 1.2),
          e("learnt", 1.2),
          e("insightful", 2.2),
          e("mind-blowing", 2.2),
          e("mindblowing", 2.2),
          e("beauty", 2.8),
          e("bless", 1.8),
          e("blessed", 2.9),
          e("proud", 2.1),
          e("smart", 1.7),
          e("outstanding", 3.0),
          e("superb", 3.1),
          e("terrific", 2.1),
          e("delightful", 2.9),
          e("charming", 2.5),
          e("recommend", 1.5),
          e("recommended", 1.5),
          e("worth", 0.9),
          e("valuable", 2.1),
          e("win", 2.8),
          e("wins", 2.7),
          e("yay", 2.4),
          e("haha", 2.0),
          e("lol", 1.8),
          e("lmao", 2.0),
          e("heartwarming", 2.3),
          e("peace", 2.5),
          e("hope", 1.9),
          e("hopeful", 1.6),
          e("agree", 1.5),
          e("correct", 1.3),
          e("accurate", 1.4),
          e("like", 0.0),
          e("liked", 1.8),
          e("likes", 1.0),
          e("entertaining", 2.0),
          e("masterful", 2.8),
          e("goat", 1.5),
          e("gem", 2.0),
          e("fire", 0.0),
          e("chills", 1.0),
          e("wholeheartedly", 1.2),
          // negative
          e("hate", -2.7),
          e("hated", -3.2),
          e("hates", -1.9),
          e("bad", -2.5),
          e("worse", -2.1),
          e("worst", -3.1),
          e("terrible", -2.1),
          e("horrible", -2.5),
          e("awful", -2.0),
          e("boring", -1.3),
          e("bored", -1.1),
          e("annoying", -1.7),
          e("annoyed", -1.6),
          e("stupid", -2.4),
          e("dumb", -2.3),
          e("wrong", -2.1),
          e("mistake", -1.4),
          e("mistakes", -1.5),
          e("error", -1.4),
          e("errors", -1.4),
          e("incorrect", -1.5),
          e("misleading", -1.9),
          e("clickbait", -2.0),
          e("disappointed", -1.9),
          e("disappointing", -2.2),
          e("disappointment", -2.3),
          e("sad", -2.1),
          e("sadly", -1.9),
          e("depressing", -1.6),
          e("depressed", -2.3),
          e("scary", -2.2),
          e("scared", -1.9),
          e("fear", -2.2),
          e("afraid", -1.4),
          e("waste", -1.8),
          e("wasted", -2.2),
          e("useless", -1.8),
          e("pointless", -1.5),
          e("lazy", -1.4),
          e("cringe", -2.0),
          e("trash", -2.0),
          e("garbage", -2.0),
          e("sucks", -1.5),
          e("suck", -1.9),
          e("ugly", -2.3),
          e("confusing", -1.3),
          e("confused", -1.3),
          e("unclear", -1.0),
          e("overrated", -1.3),
          e("fake", -2.1),
          e("lie", -1.6),
          e("lies", -1.8),
          e("lying", -2.4),
          e("propaganda", -1.6),
          e("biased", -1.1),
          e("bias", -0.4),
          e("problem", -1.7),
          e("problems", -1.7),
          e("sorry", -0.3),
          e("miss", -0.6),
          e("missed", -1.2),
          e("unfortunately", -1.8),
          e("fail", -2.5),
          e("failed", -2.3),
          e("poor", -2.1),
          e("poorly", -1.5),
          e("weak", -1.9),
          e("meh", -0.6),
          e("ads", -0.6),
          e("sellout", -2.2),
          e("unsubscribe", -1.8),
          e("unsubscribed", -1.9),
          e("angry", -2.3),
          e("mad", -2.2),
          e("upset", -1.6),
          e("died", -2.6),
          e("death", -2.9),
          e("dead", -3.3),
          e("kill", -3.7),
          e("killed", -3.5),
          e("pain", -2.3),
          e("cry", -2.1),
          e("crying", -2.1),
          e("cried", -1.6),
          e("tragic", -3.4),
          e("nightmare", -2.5),
          e("hell", -3.6),
          e("ridiculous", -1.5),
          e("nonsense", -1.7),
          e("unwatchable", -2.2),
          e("loud", -0.4),
          e("quiet", -0.1),
          e("slow", -0.6),
          e("long", 0.0),
          e("short", 0.0),
          e("shorter", -0.2),
          e("repetitive", -1.2),
          e("disagree", -1.6),
          e("dislike", -1.6),
          e("disliked", -1.7),
          e("rip", -1.0),
          // emoji (read as their own tokens)
          e("❤", 3.0),
          e("❤️", 3.0),
          e("😍", 2.7),
          e("🥰", 2.7),
          e("😂", 1.6),
          e("🤣", 1.6),
          e("👍", 2.0),
          e("🔥", 1.5),
          e("👏", 2.0),
          e("🙏", 1.6),
          e("😊", 2.2),
          e("💯", 1.6),
          e("😢", -2.0),
          e("😭", -0.9),
          e("😡", -2.6),
          e("👎", -2.3),
          e("🤮", -2.8),
          e("😴", -1.2),
          e("💀", 0.5));

  static final Set<String> NEGATIONS =
      Set.of(
          "not",
          "no",
          "never",
          "none",
          "nobody",
          "nothing",
          "neither",
          "nor",
          "without",
          "isn't",
          "wasn't",
          "aren't",
          "weren't",
          "don't",
          "doesn't",
          "didn't",
          "can't",
          "cannot",
          "couldn't",
          "won't",
          "wouldn't",
          "shouldn't",
          "hardly",
          "dont",
          "doesnt",
          "didnt",
          "cant",
          "isnt",
          "wasnt");

  static final Set<String> INTENSIFIERS =
      Set.of(
          "very",
          "really",
          "so",
          "extremely",
          "super",
          "incredibly",
          "absolutely",
          "totally",
          "truly",
          "such",
          "most",
          "completely",
          "highly",
          "utterly",
          "insanely",
          "genuinely",
          "damn",
          "sooo",
          "soo");

  private Sentiment() {}

  private static Map.Entry<String, Double> e(String word, double valence) {
    return Map.entry(word, valence);
  }

  /** Compound score of {@code text} in −1..1 (0 for a text without sentiment words). */
  static double compound(String text) {
    List<String> tokens = tokens(text);
    int but = tokens.indexOf("but");
    double sum = 0;
    for (int i = 0; i < tokens.size(); i++) {
      Double v = LEXICON.get(tokens.get(i));
      if (v == null || v == 0) {
        continue;
      }
      double valence = v;
      if (i > 0 && INTENSIFIERS.contains(tokens.get(i - 1))) {
        valence *= INTENSIFIER;
      }
      for (int back = 1; back <= 3 && i - back >= 0; back++) {
        if (NEGATIONS.contains(tokens.get(i - back))) {
          valence *= NEGATION_SCALAR;
          break;
        }
      }
      if (but >= 0) {
        valence *= i < but ? 0.5 : i > but ? 1.5 : 1;
      }
      sum += valence;
    }
    if (sum != 0) {
      long bangs = Math.min(4, text.chars().filter(c -> c == '!').count());
      sum += Math.signum(sum) * bangs * 0.292;
    }
    return sum / Math.sqrt(sum * sum + ALPHA);
  }

  /** Words (lower case, apostrophes kept) and single emoji, in order. */
  static List<String> tokens(String text) {
    List<String> tokens = new java.util.ArrayList<>();
    if (text == null) {
      return tokens;
    }
    StringBuilder word = new StringBuilder();
    text.toLowerCase(java.util.Locale.ROOT)
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
