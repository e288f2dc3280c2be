package io.vidlens.analytics.model;

import io.vidlens.embeddings.LanguageDetector;
import io.vidlens.text.Terms;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The languages of a channel's texts, with Apache OpenNLP's language detector and its published
 * 103-language model ({@code opennlp-models-langdetect}, loaded once from the class path; about
 * half a second and 10 MB; nothing is fetched at run time).
 *
 * <p>Each text is cleaned (links, @handles, #tags, digits and symbols removed), skipped when it
 * keeps fewer than {@value #MIN_LETTERS} letters, and given the most probable language among those
 * the priors map to countries when that language is clear ({@link #detect}). Each text then votes
 * once; the mix is decided by majority ({@link #decide}), so a misdetected title cannot move a
 * channel's audience.
 */
final class TextLanguages {

  static final int MIN_LETTERS = 8;
  private static final int MAX_CHARS = 1000;

  /** The best language must be this much more probable than the runner-up to count. */
  private static final double MIN_MARGIN = 1.15;

  private static final Pattern NOT_LETTER = Pattern.compile("[^\\p{L}\\p{M}]+");

  private final Priors priors;
  private final Set<String> supported;

  TextLanguages(Priors priors) {
    this.priors = priors;
    this.supported = priors.languages().keySet();
  }

  /** The language (ISO 639-3) of one text, if it has enough letters and a clear winner. */
  Optional<String> detect(String text) {
    String clean = clean(text);
    if (letters(clean) < MIN_LETTERS) {
      return Optional.empty();
    }
    LanguageDetector.Candidate best = null;
    LanguageDetector.Candidate second = null;
    for (LanguageDetector.Candidate l : LanguageDetector.ranked(clean)) {
      if (supported.contains(l.language())) {
        if (best == null) {
          best = l;
        } else {
          second = l;
          break;
        }
      }
    }
    if (best == null || (second != null && best.confidence() < MIN_MARGIN * second.confidence())) {
      return Optional.empty();
    }
    return Optional.of(best.language());
  }

  /**
   * The language mix and how it was decided (for the estimate's basis).
   *
   * @param mix shares (summing to 1, largest first); empty when no text had a detectable language
   * @param main the language with the largest share, "" when none
   * @param how "majority of N texts" in words
   * @param votes how many texts (titles, descriptions, caption tracks, comments) had a clear
   *     language: the evidence the country shares rest on
   */
  record Decision(Map<String, Double> mix, String main, String how, int votes) {}

  /** Votes of one group of texts: language to count, and how many texts there were. */
  record Votes(Map<String, Integer> counts, int texts) {
    int voted() {
      return counts.values().stream().mapToInt(Integer::intValue).sum();
    }
  }

  /** Shares (summing to 1, largest first) of the languages of the texts; see {@link #decide}. */
  Map<String, Double> mix(List<String> titles, List<String> descriptions, List<String> comments) {
    return decide(titles, descriptions, List.of(), comments).mix();
  }

  /**
   * The language mix by majority of texts: each title, description and caption track votes once for
   * its language (a text votes only with a clear winner, {@link #detect}); a language keeps its
   * votes when it has the most, or at least {@value #MIN_VOTES} votes and {@value
   * #MIN_VOTE_SHARE_PERCENT}% of them: so one misdetected title among twenty is noise, not an
   * audience. Comments (the viewers' words) vote alike in their own group; the two groups are then
   * weighed by the priors' source weights (titles and descriptions together for the channel's own
   * texts).
   *
   * @param captionLanguages languages (ISO 639-1 or 639-3) of speech-recognition caption tracks
   */
  Decision decide(
      List<String> titles,
      List<String> descriptions,
      List<String> captionLanguages,
      List<String> comments) {
    Map<String, Integer> own = new LinkedHashMap<>();
    int ownTexts = 0;
    for (String text : concat(titles, descriptions)) {
      if (text != null && !text.isBlank()) {
        ownTexts++;
        detect(text).ifPresent(l -> own.merge(l, 1, Integer::sum));
      }
    }
    for (String code : captionLanguages) {
      ownTexts++;
      iso3(code).filter(supported::contains).ifPresent(l -> own.merge(l, 1, Integer::sum));
    }
    Votes ownVotes = new Votes(own, ownTexts);
    Votes commentVotes = votes(comments);
    Map<String, Double> ownShares = majority(ownVotes);
    Map<String, Double> commentShares = majority(commentVotes);

    Priors.MixRules rules = priors.mix();
    double ownWeight = rules.titlesWeight() + rules.descriptionsWeight();
    Map<String, Double> total = new LinkedHashMap<>();
    double used = 0;
    if (!ownShares.isEmpty()) {
      used += ownWeight;
      ownShares.forEach((l, v) -> total.merge(l, v * ownWeight, Double::sum));
    }
    if (!commentShares.isEmpty()) {
      used += rules.commentsWeight();
      commentShares.forEach((l, v) -> total.merge(l, v * rules.commentsWeight(), Double::sum));
    }
    double norm = used;
    Map<String, Double> out = new LinkedHashMap<>();
    total.entrySet().stream()
        .sorted(
            Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder())
                .thenComparing(Map.Entry.comparingByKey()))
        .forEach(e -> out.put(e.getKey(), e.getValue() / norm));
    String main = out.isEmpty() ? "" : out.keySet().iterator().next();
    String how =
        "majority of texts: "
            + describe(ownVotes, ownShares, "titles, descriptions and caption tracks")
            + "; "
            + describe(commentVotes, commentShares, "comments");
    return new Decision(out, main, how, ownVotes.voted() + commentVotes.voted());
  }

  static final int MIN_VOTES = 2;
  static final int MIN_VOTE_SHARE_PERCENT = 20;

  /** One vote per text with a clear language. */
  Votes votes(List<String> texts) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    int n = 0;
    for (String text : texts) {
      if (text != null && !text.isBlank()) {
        n++;
        detect(text).ifPresent(l -> counts.merge(l, 1, Integer::sum));
      }
    }
    return new Votes(counts, n);
  }

  /**
   * The languages that keep their votes (the most voted; others with at least {@value #MIN_VOTES}
   * votes and {@value #MIN_VOTE_SHARE_PERCENT}%), as shares of the kept votes.
   */
  static Map<String, Double> majority(Votes votes) {
    int voted = votes.voted();
    int top = votes.counts().values().stream().mapToInt(Integer::intValue).max().orElse(0);
    Map<String, Integer> kept = new LinkedHashMap<>();
    votes
        .counts()
        .forEach(
            (lang, count) -> {
              if (count == top
                  || (count >= MIN_VOTES && count * 100 >= MIN_VOTE_SHARE_PERCENT * voted)) {
                kept.put(lang, count);
              }
            });
    double sum = kept.values().stream().mapToInt(Integer::intValue).sum();
    Map<String, Double> shares = new LinkedHashMap<>();
    kept.forEach((lang, count) -> shares.put(lang, count / sum));
    return shares;
  }

  private static String describe(Votes votes, Map<String, Double> kept, String what) {
    if (votes.texts() == 0) {
      return "no " + what;
    }
    if (votes.voted() == 0) {
      return "none of " + votes.texts() + " " + what + " had a clear language";
    }
    StringBuilder b = new StringBuilder();
    votes.counts().entrySet().stream()
        .filter(e -> kept.containsKey(e.getKey()))
        .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
        .forEach(
            e ->
                b.append(b.isEmpty() ? "" : ", ")
                    .append(e.getValue())
                    .append(" ")
                    .append(e.getKey()));
    String dropped =
        String.join(
            ", ",
            votes.counts().entrySet().stream()
                .filter(e -> !kept.containsKey(e.getKey()))
                .map(e -> e.getValue() + " " + e.getKey())
                .toList());
    return b
        + " of "
        + votes.texts()
        + " "
        + what
        + (dropped.isEmpty() && votes.texts() == votes.voted()
            ? ""
            : " ("
                + String.join(
                    "; ",
                    java.util.stream.Stream.of(
                            dropped.isEmpty() ? "" : "too few to count: " + dropped,
                            votes.texts() == votes.voted()
                                ? ""
                                : (votes.texts() - votes.voted()) + " without a clear language")
                        .filter(x -> !x.isEmpty())
                        .toList())
                + ")");
  }

  /** ISO 639-3 of a platform language code ("en", "pt-BR", "a.en" handled by the caller). */
  static Optional<String> iso3(String code) {
    if (code == null || code.isBlank()) {
      return Optional.empty();
    }
    try {
      String iso3 = java.util.Locale.forLanguageTag(code.strip()).getISO3Language();
      return iso3.isEmpty() ? Optional.empty() : Optional.of(iso3);
    } catch (java.util.MissingResourceException e) {
      return Optional.empty();
    }
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> out = new java.util.ArrayList<>(a);
    out.addAll(b);
    return out;
  }

  static String clean(String text) {
    if (text == null) {
      return "";
    }
    String t = text.length() > 4 * MAX_CHARS ? text.substring(0, 4 * MAX_CHARS) : text;
    t = Terms.withoutLinksOrTags(t);
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
