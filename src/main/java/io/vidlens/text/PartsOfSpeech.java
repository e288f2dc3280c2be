package io.vidlens.text;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import opennlp.tools.postag.POSModel;
import opennlp.tools.postag.POSTaggerME;

/**
 * Which words of an English clause can be part of a noun phrase, by Apache OpenNLP's part-of-speech
 * tagger and its published Universal Dependencies (EWT) model ({@code opennlp-models-pos-en}).
 * Titles are often in Title Case, which the tagger reads as proper nouns, so each clause is tagged
 * as written and lower-cased (acronyms kept) and a word counts as a noun (or a modifier) when
 * either reading says so.
 */
public final class PartsOfSpeech {

  private static final String MODEL = "opennlp-en-ud-ewt-pos-1.3-2.5.4.bin";
  private static final Set<String> NOUNS = Set.of("NOUN", "PROPN");
  private static final Set<String> NOT_NOUN =
      Set.of("ADJ", "ADV", "ADP", "PRON", "DET", "AUX", "CCONJ", "SCONJ", "PART");
  private static final Set<String> MODIFIERS = Set.of("NOUN", "PROPN", "ADJ", "NUM");

  /** Per word: whether it may end a noun phrase, and whether it may stand inside one. */
  public record Tags(boolean[] noun, boolean[] modifier) {}

  private static final class Model {
    static final POSModel INSTANCE =
        ClassPathResources.read(
            MODEL,
            "Missing " + MODEL + " (org.apache.opennlp:opennlp-models-pos-en) on the class path",
            POSModel::new);
  }

  // POSTaggerME keeps state per call: one per thread, sharing the model.
  private static final ThreadLocal<POSTaggerME> TAGGER =
      ThreadLocal.withInitial(() -> new POSTaggerME(Model.INSTANCE));

  private PartsOfSpeech() {}

  /** Whether phrases of {@code language} (ISO 639-1) are filtered by parts of speech. */
  public static boolean supports(String language) {
    return "en".equals(language);
  }

  public static Tags tag(List<String> words) {
    String[] asWritten = words.toArray(String[]::new);
    String[] lower =
        words.stream()
            .map(
                w ->
                    w.length() <= 4 && w.equals(w.toUpperCase(Locale.ROOT))
                        ? w
                        : w.toLowerCase(Locale.ROOT))
            .toArray(String[]::new);
    String[] a = TAGGER.get().tag(asWritten);
    String[] b = TAGGER.get().tag(lower);
    boolean[] noun = new boolean[words.size()];
    boolean[] modifier = new boolean[words.size()];
    long capitals = words.stream().filter(w -> Character.isUpperCase(w.charAt(0))).count();
    boolean sentenceCase = capitals * 2 <= words.size();
    for (int i = 0; i < words.size(); i++) {
      // A capital may be all that made it a proper noun ("Alive"): the lower-cased reading must
      // not call it an adjective or a function word. In a clause written in sentence case a
      // capital inside is a name ("Alex Pretti shooting"), whatever the lower-cased reading says.
      boolean named =
          sentenceCase
              && i > 0
              && Character.isUpperCase(words.get(i).charAt(0))
              && NOUNS.contains(a[i]);
      noun[i] = named || NOUNS.contains(b[i]) || (NOUNS.contains(a[i]) && !NOT_NOUN.contains(b[i]));
      // A gerund before a noun modifies it ("Tasting Notes"), whatever the tagger calls it.
      modifier[i] =
          MODIFIERS.contains(a[i])
              || MODIFIERS.contains(b[i])
              || lower[i].endsWith("ing")
                  && i + 1 < words.size()
                  && (i == 0 || !AFTER_GERUND_VERB.contains(b[i - 1]));
    }
    headlineVerbs(words, lower, b, noun, modifier);
    return new Tags(noun, modifier);
  }

  private static final Set<String> VERB_TAGS = Set.of("VERB", "AUX");

  /** After these an -ing word is a verb ("not giving ICE"), not a modifier ("Tasting Notes"). */
  private static final Set<String> AFTER_GERUND_VERB =
      Set.of("ADV", "PART", "AUX", "PRON", "VERB", "SCONJ", "ADP");

  /** Words after which a word ending in -s is a verb, not a plural: "NEEDS a", "Blinds You". */
  private static final Set<String> AFTER_VERB = Set.of("DET", "PRON", "ADJ", "NOUN", "NUM");

  /** Particles that follow a verb in a headline: "Breaks Out", "Leaves Over". */
  private static final Set<String> PARTICLES =
      Set.of("out", "up", "down", "off", "over", "away", "back");

  /**
   * Headlines drop the words that tell a verb from a noun, and the tagger reads "Fire Erupts",
   * "Storm Leaves Over", "Sonic Unleashed NEEDS a Remaster" as noun runs. In a clause without a
   * verb, a word ending in -s after a noun and before what a verb takes (a determiner, pronoun,
   * adjective, noun, number or particle) is the verb; so is a noun before "and" and a verb ("agents
   * shoot and kill"). A hyphenated word ending in -ing or -ed modifies, never heads
   * ("Planet-Killing Asteroid"); the word after it is then the noun.
   */
  private static void headlineVerbs(
      List<String> words, String[] lower, String[] tags, boolean[] noun, boolean[] modifier) {
    int n = words.size();
    boolean hasVerb = false;
    for (String t : tags) {
      hasVerb |= VERB_TAGS.contains(t);
    }
    for (int i = 0; i < n; i++) {
      String w = lower[i];
      if (w.contains("-") && (w.endsWith("ing") || w.endsWith("ed"))) {
        noun[i] = false;
        modifier[i] = true;
        if (i + 1 < n && !NOT_NOUN.contains(tags[i + 1])
            || i + 1 < n && "ADJ".equals(tags[i + 1])) {
          noun[i + 1] = true;
        }
      }
      boolean afterNoun = i > 0 && NOUNS.contains(tags[i - 1]) && !lower[i - 1].endsWith("s");
      if (!hasVerb
          && afterNoun
          && i + 1 < n
          && w.length() > 3
          && w.endsWith("s")
          && !w.endsWith("ss")
          && !w.endsWith("us")
          && !w.endsWith("is")
          && (AFTER_VERB.contains(tags[i + 1]) || PARTICLES.contains(lower[i + 1]))) {
        noun[i] = false;
        modifier[i] = false;
        hasVerb = true;
      }
      if (i > 0
          && i + 2 < n
          && NOUNS.contains(tags[i - 1])
          && "and".equals(lower[i + 1])
          && VERB_TAGS.contains(tags[i + 2])) {
        noun[i] = false;
        modifier[i] = false;
      }
    }
  }
}
