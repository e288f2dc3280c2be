package io.vidlens.text;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * VADER's valence lexicon (Hutto and Gilbert, 2014: 7,517 words, emoticons and slang rated −4..+4
 * by ten raters; {@code vader_lexicon.txt}, MIT licence, © C.J. Hutto), read once from the class
 * path. The build unpacks the file from the Maven Central artifact {@code
 * com.github.apanimesh061:vader-sentiment-analyzer:1.0}, which ships it unchanged; none of that
 * artifact's code is used. Lines are {@code token TAB mean TAB sd TAB ratings}; a token listed
 * twice keeps its last rating, as VADER's own loader does.
 *
 * <p>{@link #SUPPLEMENT} adds the words viewers use that the 2014 lexicon lacks or rates by another
 * sense, and {@link EmojiText#VALENCES} the emoji whose names carry no sentiment (both documented
 * in docs/analysis.md); they win over the file.
 */
public final class VaderLexicon {

  static final String RESOURCE = "io/vidlens/text/vader_lexicon.txt";

  /**
   * Comment slang, rated on VADER's scale as users mean it: "banger" and "goated" are strong
   * praise, "slaps" is praise (the file's "slap" is the blow), "wholesome" (missing from the file)
   * is praise in comments, "insane" (the file's −1.7, the illness) is amazement in comments ("this
   * mod is insane"), and "W" / "L" (a win, a loss) are read only when written as capitals, see
   * {@link Sentiment}. "fire" keeps the file's −1.4 unless it is used as praise ("this is fire"),
   * see {@link #FIRE_PRAISE}.
   */
  public static final Map<String, Double> SUPPLEMENT =
      Map.of(
          "banger", 2.8,
          "bangers", 2.8,
          "goated", 3.0,
          "slaps", 2.3,
          "wholesome", 2.0,
          "w", 2.0,
          "l", -2.0,
          "insane", 1.5,
          "insanely", 1.5);

  /** "fire" as praise ("this is fire", "so fire", "pure fire"): rated like "awesome" minus. */
  static final double FIRE_PRAISE = 2.5;

  /** Lines of VADER's file, as the authors published it. */
  public static final int FILE_ENTRIES = 7_517;

  private static final Map<String, Double> VALENCES = load();

  private VaderLexicon() {}

  /** The valence of a lower-case token, or null when the lexicon does not rate it. */
  static Double valence(String lowerCaseToken) {
    return VALENCES.get(lowerCaseToken);
  }

  static int size() {
    return VALENCES.size();
  }

  private static Map<String, Double> load() {
    Map<String, Double> map = new HashMap<>(8_192);
    ClassPathResources.read(
        RESOURCE,
        "Missing "
            + RESOURCE
            + " on the class path (the build unpacks it from"
            + " com.github.apanimesh061:vader-sentiment-analyzer)",
        in -> {
          BufferedReader reader =
              new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
          for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            String[] fields = line.strip().split("\t");
            if (fields.length >= 2 && !fields[0].isEmpty()) {
              map.put(fields[0], Double.parseDouble(fields[1]));
            }
          }
          return map;
        });
    map.putAll(SUPPLEMENT);
    map.putAll(EmojiText.VALENCES);
    return Map.copyOf(map);
  }
}
