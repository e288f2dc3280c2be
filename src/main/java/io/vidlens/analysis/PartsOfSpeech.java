package io.vidlens.analysis;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
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
final class PartsOfSpeech {

  private static final String MODEL = "opennlp-en-ud-ewt-pos-1.3-2.5.4.bin";
  private static final Set<String> NOUNS = Set.of("NOUN", "PROPN");
  private static final Set<String> NOT_NOUN =
      Set.of("ADJ", "ADV", "ADP", "PRON", "DET", "AUX", "CCONJ", "SCONJ", "PART");
  private static final Set<String> MODIFIERS = Set.of("NOUN", "PROPN", "ADJ", "NUM");

  /** Per word: whether it may end a noun phrase, and whether it may stand inside one. */
  record Tags(boolean[] noun, boolean[] modifier) {}

  private static final class Model {
    static final POSModel INSTANCE = load();

    private static POSModel load() {
      try (InputStream in = PartsOfSpeech.class.getClassLoader().getResourceAsStream(MODEL)) {
        if (in == null) {
          throw new IllegalStateException(
              "Missing " + MODEL + " (org.apache.opennlp:opennlp-models-pos-en) on the class path");
        }
        return new POSModel(in);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  // POSTaggerME keeps state per call: one per thread, sharing the model.
  private static final ThreadLocal<POSTaggerME> TAGGER =
      ThreadLocal.withInitial(() -> new POSTaggerME(Model.INSTANCE));

  private PartsOfSpeech() {}

  /** Whether phrases of {@code language} (ISO 639-1) are filtered by parts of speech. */
  static boolean supports(String language) {
    return "en".equals(language);
  }

  static Tags tag(List<String> words) {
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
    for (int i = 0; i < words.size(); i++) {
      // A capital may be all that made it a proper noun ("Alive"): the lower-cased reading must
      // not call it an adjective or a function word.
      noun[i] = NOUNS.contains(b[i]) || (NOUNS.contains(a[i]) && !NOT_NOUN.contains(b[i]));
      modifier[i] = MODIFIERS.contains(a[i]) || MODIFIERS.contains(b[i]);
    }
    return new Tags(noun, modifier);
  }
}
