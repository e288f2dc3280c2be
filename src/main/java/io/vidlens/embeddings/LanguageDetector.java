package io.vidlens.embeddings;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.text.ClassPathResources;
import java.util.Arrays;
import java.util.List;
import opennlp.tools.langdetect.LanguageDetectorME;
import opennlp.tools.langdetect.LanguageDetectorModel;

/**
 * The languages a text may be in, most probable first, by Apache OpenNLP's language detector and
 * its published 103-language model ({@code opennlp-models-langdetect}, ISO 639-3 codes). The model
 * (about 10 MB) is loaded once, on first use, and shared by every feature that reads languages
 * (channel texts for the estimates, comments for sentiment); each feature keeps its own rules for
 * what counts as a clear answer.
 */
public final class LanguageDetector {

  private static final String MODEL = "langdetect-183.bin";

  /** One candidate language and the model's confidence in it. */
  public record Candidate(String language, double confidence) {}

  private LanguageDetector() {}

  /**
   * Answers already given, by text: the model is a pure function of the text, and Get RPM asks it
   * about the same video's texts at every call (a tenth of a soak's CPU, JFR). Bounded by the
   * texts' length.
   */
  private static final Cache<String, List<Candidate>> ANSWERS =
      Caffeine.newBuilder()
          .maximumWeight(8L * 1024 * 1024)
          .<String, List<Candidate>>weigher((text, ranked) -> text.length() + 64 * ranked.size())
          .build();

  private static final class Model {
    static final LanguageDetectorModel INSTANCE =
        ClassPathResources.read(
            MODEL,
            "Missing "
                + MODEL
                + " (org.apache.opennlp:opennlp-models-langdetect) on the class path",
            LanguageDetectorModel::new);
  }

  /** Every language of the model, ranked by confidence, highest first. */
  public static List<Candidate> ranked(String text) {
    return ANSWERS.get(text, LanguageDetector::detect);
  }

  /**
   * The text's language when the model is sure: the text has at least {@code minLetters} letters
   * and the best guess at least {@code margin} times the runner-up's confidence; else null. The
   * caller keeps its rule (the two numbers).
   */
  public static String sureLanguage(String text, int minLetters, double margin) {
    if (text.codePoints().filter(Character::isLetter).count() < minLetters) {
      return null;
    }
    List<Candidate> ranked = ranked(text);
    Candidate best = ranked.getFirst();
    boolean sure = ranked.size() < 2 || best.confidence() >= margin * ranked.get(1).confidence();
    return sure ? best.language() : null;
  }

  private static List<Candidate> detect(String text) {
    // The model is immutable and thread-safe; the detector around it is cheap and per call.
    return Arrays.stream(new LanguageDetectorME(Model.INSTANCE).predictLanguages(text))
        .map(l -> new Candidate(l.getLang(), l.getConfidence()))
        .toList();
  }
}
