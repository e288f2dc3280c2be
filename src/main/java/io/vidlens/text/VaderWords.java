package io.vidlens.text;

import java.util.Map;
import java.util.Set;

/**
 * The word lists of VADER's rules (Hutto and Gilbert, 2014, and the vaderSentiment README): the
 * negations, the boosters and dampeners with their scalars, and the idioms whose valence replaces
 * their words'. These are the published lists (facts, MIT licence); the rules that use them are
 * {@link Sentiment}'s.
 */
final class VaderWords {

  /** Empirically derived increment of a booster ("very good") and decrement of a dampener. */
  static final double B_INCR = 0.293;

  static final double B_DECR = -0.293;

  static final Set<String> NEGATIONS =
      Set.of(
          "aint",
          "arent",
          "cannot",
          "cant",
          "couldnt",
          "darent",
          "didnt",
          "doesnt",
          "ain't",
          "aren't",
          "can't",
          "couldn't",
          "daren't",
          "didn't",
          "doesn't",
          "dont",
          "hadnt",
          "hasnt",
          "havent",
          "isnt",
          "mightnt",
          "mustnt",
          "neither",
          "don't",
          "hadn't",
          "hasn't",
          "haven't",
          "isn't",
          "mightn't",
          "mustn't",
          "neednt",
          "needn't",
          "never",
          "none",
          "nope",
          "nor",
          "not",
          "nothing",
          "nowhere",
          "oughtnt",
          "shant",
          "shouldnt",
          "uhuh",
          "wasnt",
          "werent",
          "oughtn't",
          "shan't",
          "shouldn't",
          "uh-uh",
          "wasn't",
          "weren't",
          "without",
          "wont",
          "wouldnt",
          "won't",
          "wouldn't",
          "rarely",
          "seldom",
          "despite");

  private static final String[] INCREMENTS = {
    "absolutely",
    "amazingly",
    "awfully",
    "completely",
    "considerable",
    "considerably",
    "decidedly",
    "deeply",
    "effing",
    "enormous",
    "enormously",
    "entirely",
    "especially",
    "exceptional",
    "exceptionally",
    "extreme",
    "extremely",
    "fabulously",
    "flipping",
    "flippin",
    "frackin",
    "fracking",
    "fricking",
    "frickin",
    "frigging",
    "friggin",
    "fully",
    "fuckin",
    "fucking",
    "fuggin",
    "fugging",
    "greatly",
    "hella",
    "highly",
    "hugely",
    "incredible",
    "incredibly",
    "intensely",
    "major",
    "majorly",
    "more",
    "most",
    "particularly",
    "purely",
    "quite",
    "really",
    "remarkably",
    "so",
    "substantially",
    "thoroughly",
    "total",
    "totally",
    "tremendous",
    "tremendously",
    "uber",
    "unbelievably",
    "unusually",
    "utter",
    "utterly",
    "very"
  };

  private static final String[] DECREMENTS = {
    "almost",
    "barely",
    "hardly",
    "just enough",
    "kind of",
    "kinda",
    "kindof",
    "kind-of",
    "less",
    "little",
    "marginal",
    "marginally",
    "occasional",
    "occasionally",
    "partly",
    "scarce",
    "scarcely",
    "slight",
    "slightly",
    "somewhat",
    "sort of",
    "sorta",
    "sortof",
    "sort-of"
  };

  /** Booster words (and the dampening bigrams "kind of", "sort of", "just enough"). */
  static final Map<String, Double> BOOSTERS = boosters();

  /** Idioms whose valence replaces that of the lexicon word inside them. */
  static final Map<String, Double> IDIOMS =
      Map.of(
          "the shit", 3.0,
          "the bomb", 3.0,
          "bad ass", 1.5,
          "badass", 1.5,
          "bus stop", 0.0,
          "yeah right", -2.0,
          "kiss of death", -1.5,
          "to die for", 3.0,
          "beating heart", 3.1,
          "broken heart", -2.9);

  private VaderWords() {}

  private static Map<String, Double> boosters() {
    java.util.HashMap<String, Double> map = new java.util.HashMap<>();
    for (String w : INCREMENTS) {
      map.put(w, B_INCR);
    }
    for (String w : DECREMENTS) {
      map.put(w, B_DECR);
    }
    return Map.copyOf(map);
  }

  /** A negation as VADER counts one: a word of the list or any word with "n't". */
  static boolean negates(String lowerCaseWord) {
    return NEGATIONS.contains(lowerCaseWord) || lowerCaseWord.contains("n't");
  }
}
