package io.vidlens.analytics.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import opennlp.tools.langdetect.Language;
import opennlp.tools.langdetect.LanguageDetectorME;
import opennlp.tools.langdetect.LanguageDetectorModel;

/**
 * The languages of a channel's texts, with Apache OpenNLP's language detector and its published
 * 103-language model ({@code opennlp-models-langdetect}, loaded once from the class path; about
 * half a second and 10 MB; nothing is fetched at run time).
 *
 * <p>Each text is cleaned (links, @handles, #tags, digits and symbols removed), skipped when it
 * keeps fewer than {@value #MIN_LETTERS} letters, and given the most probable language among those
 * the priors map to countries; it counts with its letter count (at most {@value #MAX_WEIGHT}). The
 * mix weighs comments, titles and descriptions by the priors' source weights (comments are the
 * viewers' own words).
 */
final class TextLanguages {

  static final int MIN_LETTERS = 8;
  static final int MAX_WEIGHT = 200;
  private static final int MAX_CHARS = 1000;

  /** The best language must be this much more probable than the runner-up to count. */
  private static final double MIN_MARGIN = 1.15;

  private static final String MODEL = "langdetect-183.bin";
  private static final Pattern URL = Pattern.compile("(?i)\\b(?:https?://|www\\.)\\S+");
  private static final Pattern HANDLE_OR_TAG = Pattern.compile("[@#]\\S+");
  private static final Pattern NOT_LETTER = Pattern.compile("[^\\p{L}\\p{M}]+");

  private final Priors priors;
  private final Set<String> supported;

  TextLanguages(Priors priors) {
    this.priors = priors;
    this.supported = priors.languages().keySet();
  }

  private static final class Model {
    static final LanguageDetectorModel INSTANCE = load();

    private static LanguageDetectorModel load() {
      try (InputStream in = TextLanguages.class.getClassLoader().getResourceAsStream(MODEL)) {
        if (in == null) {
          throw new IllegalStateException(
              "Missing "
                  + MODEL
                  + " (org.apache.opennlp:opennlp-models-langdetect) on the class path");
        }
        return new LanguageDetectorModel(in);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** The language (ISO 639-3) of one text, if it has enough letters and a clear winner. */
  Optional<String> detect(String text) {
    String clean = clean(text);
    if (letters(clean) < MIN_LETTERS) {
      return Optional.empty();
    }
    // The model is immutable and thread-safe; the detector around it is cheap and per call.
    Language[] ranked = new LanguageDetectorME(Model.INSTANCE).predictLanguages(clean);
    Language best = null;
    Language second = null;
    for (Language l : ranked) { // ranked by confidence, highest first
      if (supported.contains(l.getLang())) {
        if (best == null) {
          best = l;
        } else {
          second = l;
          break;
        }
      }
    }
    if (best == null
        || (second != null && best.getConfidence() < MIN_MARGIN * second.getConfidence())) {
      return Optional.empty();
    }
    return Optional.of(best.getLang());
  }

  /**
   * Shares (summing to 1, largest first) of the languages of the texts; empty when no text had a
   * detectable language.
   */
  Map<String, Double> mix(List<String> titles, List<String> descriptions, List<String> comments) {
    Priors.MixRules rules = priors.mix();
    Map<String, Double> total = new LinkedHashMap<>();
    double used = 0;
    for (var source :
        List.of(
            Map.entry(comments, rules.commentsWeight()),
            Map.entry(titles, rules.titlesWeight()),
            Map.entry(descriptions, rules.descriptionsWeight()))) {
      Map<String, Double> shares = shares(source.getKey());
      if (!shares.isEmpty()) {
        used += source.getValue();
        shares.forEach((lang, share) -> total.merge(lang, share * source.getValue(), Double::sum));
      }
    }
    double norm = used;
    Map<String, Double> out = new LinkedHashMap<>();
    total.entrySet().stream()
        .sorted(
            Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder())
                .thenComparing(Map.Entry.comparingByKey()))
        .forEach(e -> out.put(e.getKey(), e.getValue() / norm));
    return out;
  }

  /** Language shares of one source's texts, weighted by letters; empty when none detected. */
  private Map<String, Double> shares(List<String> texts) {
    Map<String, Double> weights = new LinkedHashMap<>();
    double sum = 0;
    for (String text : texts) {
      Optional<String> lang = detect(text);
      if (lang.isPresent()) {
        double w = Math.min(MAX_WEIGHT, letters(clean(text)));
        weights.merge(lang.get(), w, Double::sum);
        sum += w;
      }
    }
    double total = sum;
    weights.replaceAll((k, v) -> v / total);
    return weights;
  }

  static String clean(String text) {
    if (text == null) {
      return "";
    }
    String t = text.length() > 4 * MAX_CHARS ? text.substring(0, 4 * MAX_CHARS) : text;
    t = URL.matcher(t).replaceAll(" ");
    t = HANDLE_OR_TAG.matcher(t).replaceAll(" ");
    t = NOT_LETTER.matcher(t).replaceAll(" ").strip();
    return t.length() > MAX_CHARS ? t.substring(0, MAX_CHARS) : t;
  }

  /** Letters of a cleaned text; a CJK character counts two (it carries a word's worth). */
  static int letters(String clean) {
    int n = 0;
    for (int i = 0; i < clean.length(); ) {
      int cp = clean.codePointAt(i);
      if (Character.isLetter(cp)) {
        Character.UnicodeScript script = Character.UnicodeScript.of(cp);
        boolean wide =
            script == Character.UnicodeScript.HAN
                || script == Character.UnicodeScript.HIRAGANA
                || script == Character.UnicodeScript.KATAKANA
                || script == Character.UnicodeScript.HANGUL;
        n += wide ? 2 : 1;
      }
      i += Character.charCount(cp);
    }
    return n;
  }
}
