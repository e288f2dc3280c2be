package io.vidlens.analytics.model;

import io.vidlens.text.ClassPathResources;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * Places viewers name in comments ("greetings from Lahore", "Grüße aus Wien", "پاکستان سے", a 🇵🇰
 * flag), read as country votes: one more signal of where a channel's audience is (docs/models.md,
 * "Places named in comments").
 *
 * <p>The names are Unicode CLDR's ({@code models/place-names.tsv}, derived from ICU4J by {@code
 * CldrPlaceNames} and checked against it by a test): every ISO 3166 territory's display name (long
 * and short) and every canonical time zone's exemplar city, mapped to the zone's region, in each
 * language {@code models/places.yaml} lists; that file adds the large cities no time zone is named
 * after, a few English short forms, and the names never read (everyday words and first names). A
 * name given to two countries is dropped. A name counts only next to a word that says where the
 * writer is ({@code cues}: "from Lahore", "aus Wien", "پاکستان سے"), so "the part about Japan" is
 * no vote; a flag emoji counts alone. Each comment votes once, split over the countries it names.
 * Loaded once; pure and thread-safe afterwards.
 */
final class PlaceNames {

  static final String RESOURCE = "models/places.yaml";

  /** CLDR's names, one "name TAB code" a line, already in {@link #key} form. */
  static final String NAMES = "models/place-names.tsv";

  /** First and last regional indicator symbols (U+1F1E6 'A' … U+1F1FF 'Z'). */
  private static final int INDICATOR_A = 0x1F1E6;

  private static final int INDICATOR_Z = 0x1F1FF;

  /**
   * The countries the comments name, in votes (a comment naming one country gives it 1, naming two
   * gives each 0.5), and how many comments there were and how many named a place.
   */
  record Votes(Map<String, Double> byCountry, int comments, int naming) {

    static final Votes NONE = new Votes(Map.of(), 0, 0);

    /** The votes cast: the comments that named a place. */
    double total() {
      return byCountry.values().stream().mapToDouble(Double::doubleValue).sum();
    }
  }

  private final Map<String, String> codeByName;
  private final int longestName;
  private final List<List<String>> before;
  private final List<List<String>> after;
  private final Set<String> articles;
  private final Set<String> countries;

  private PlaceNames(
      Map<String, String> codeByName,
      List<List<String>> before,
      List<List<String>> after,
      Set<String> articles,
      Set<String> countries) {
    this.codeByName = Map.copyOf(codeByName);
    this.longestName =
        codeByName.keySet().stream().mapToInt(k -> k.split(" ").length).max().orElse(1);
    this.before = List.copyOf(before);
    this.after = List.copyOf(after);
    this.articles = Set.copyOf(articles);
    this.countries = Set.copyOf(countries);
  }

  private static final class Holder {
    static final PlaceNames STANDARD = load();
  }

  /** Built from ICU4J's CLDR data and {@code models/places.yaml}, once. */
  static PlaceNames standard() {
    return Holder.STANDARD;
  }

  private static PlaceNames load() {
    JsonNode root =
        ClassPathResources.read(
            RESOURCE,
            RESOURCE + " is missing from the class path",
            YAMLMapper.builder().build()::readTree);
    Map<String, String> names = new HashMap<>();
    Set<String> ambiguous = new HashSet<>();
    for (String[] line : cldr()) {
      add(names, ambiguous, line[0], line[1]);
    }
    for (String listed : List.of("cities", "aliases")) {
      for (var e : root.path(listed).path("names").properties()) {
        add(names, ambiguous, key(e.getKey()), e.getValue().asString());
      }
    }
    ambiguous.forEach(names::remove);
    root.path("ignore").values().forEach(n -> names.remove(key(n.asString())));
    JsonNode cues = root.path("cues");
    Set<String> articles = new HashSet<>();
    cues.path("articles").values().forEach(a -> articles.add(key(a.asString())));
    return new PlaceNames(
        names,
        phrases(cues.path("before")),
        phrases(cues.path("after")),
        articles,
        Set.copyOf(Arrays.asList(Locale.getISOCountries())));
  }

  /** The lines of {@link #NAMES}: name (key form) and ISO 3166 code. */
  private static List<String[]> cldr() {
    return ClassPathResources.read(
        NAMES,
        NAMES + " is missing from the class path",
        in -> {
          List<String[]> out = new ArrayList<>();
          BufferedReader lines =
              new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
          for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            if (!line.isBlank() && !line.startsWith("#")) {
              out.add(line.split("\t", 2));
            }
          }
          return out;
        });
  }

  private static List<List<String>> phrases(JsonNode list) {
    List<List<String>> out = new ArrayList<>();
    list.values().forEach(p -> out.add(tokens(p.asString())));
    return out;
  }

  private static void add(
      Map<String, String> names, Set<String> ambiguous, String key, String code) {
    if (key.isEmpty()) {
      return;
    }
    String before = names.putIfAbsent(key, code);
    if (before != null && !before.equals(code)) {
      ambiguous.add(key);
    }
  }

  /** The countries (ISO 3166 alpha-2) one comment says its writer is in, in the order named. */
  Set<String> countries(String comment) {
    Set<String> out = new LinkedHashSet<>(flags(comment));
    List<String> t = tokens(comment);
    // Only where a cue stands: a name starting right after one, or ending right before one.
    for (int i = 0; i < t.size(); i++) {
      if (cueBefore(t, i)) {
        for (int len = Math.min(longestName, t.size() - i); len >= 1; len--) {
          String code = codeByName.get(String.join(" ", t.subList(i, i + len)));
          if (code != null) {
            out.add(code);
            break;
          }
        }
      }
      if (i > 0 && cueAfter(t, i)) {
        for (int len = Math.min(longestName, i); len >= 1; len--) {
          String code = codeByName.get(String.join(" ", t.subList(i - len, i)));
          if (code != null) {
            out.add(code);
            break;
          }
        }
      }
    }
    return out;
  }

  /** The votes of all the comments. */
  Votes votes(List<String> comments) {
    Map<String, Double> by = new LinkedHashMap<>();
    int n = 0;
    int naming = 0;
    for (String comment : comments) {
      if (comment == null || comment.isBlank()) {
        continue;
      }
      n++;
      Set<String> named = countries(comment);
      if (!named.isEmpty()) {
        naming++;
        double share = 1.0 / named.size();
        named.forEach(c -> by.merge(c, share, Double::sum));
      }
    }
    return new Votes(by, n, naming);
  }

  /** A cue ends right before {@code i}, or before an article that does. */
  private boolean cueBefore(List<String> t, int i) {
    if (endsWithCue(t, i)) {
      return true;
    }
    return i > 0 && articles.contains(t.get(i - 1)) && endsWithCue(t, i - 1);
  }

  private boolean endsWithCue(List<String> t, int end) {
    for (List<String> cue : before) {
      int start = end - cue.size();
      if (start >= 0 && t.subList(start, end).equals(cue)) {
        return true;
      }
    }
    return false;
  }

  private boolean cueAfter(List<String> t, int start) {
    for (List<String> cue : after) {
      int end = start + cue.size();
      if (end <= t.size() && t.subList(start, end).equals(cue)) {
        return true;
      }
    }
    return false;
  }

  /** Flag emoji: two regional indicator symbols spell a country's code. */
  private List<String> flags(String text) {
    List<String> out = new ArrayList<>();
    int[] cps = text.codePoints().toArray();
    for (int i = 0; i + 1 < cps.length; i++) {
      if (indicator(cps[i]) && indicator(cps[i + 1])) {
        String code =
            new String(
                new char[] {
                  (char) ('A' + cps[i] - INDICATOR_A), (char) ('A' + cps[i + 1] - INDICATOR_A)
                });
        if (countries.contains(code)) {
          out.add(code);
        }
        i++;
      }
    }
    return out;
  }

  private static boolean indicator(int cp) {
    return cp >= INDICATOR_A && cp <= INDICATOR_Z;
  }

  /** The words of a text as names are matched: lower case, Latin letters without accents. */
  static List<String> tokens(String text) {
    List<String> out = new ArrayList<>();
    for (String t : fold(text).split("[^\\p{L}\\p{M}]+")) {
      if (!t.isEmpty()) {
        out.add(t);
      }
    }
    return out;
  }

  static String key(String name) {
    return String.join(" ", tokens(name));
  }

  /**
   * Lower case, and the accents of Latin letters dropped ("Pakistán", "São Paulo", "Türkiye" as
   * people type them without); the marks of other scripts are part of their letters and stay.
   */
  private static String fold(String text) {
    String d = Normalizer.normalize(text.toLowerCase(Locale.ROOT), Normalizer.Form.NFD);
    StringBuilder out = new StringBuilder(d.length());
    Character.UnicodeScript base = null;
    for (int i = 0; i < d.length(); ) {
      int cp = d.codePointAt(i);
      if (Character.getType(cp) == Character.NON_SPACING_MARK) {
        if (base != Character.UnicodeScript.LATIN) {
          out.appendCodePoint(cp);
        }
      } else {
        base = Character.UnicodeScript.of(cp);
        out.appendCodePoint(cp);
      }
      i += Character.charCount(cp);
    }
    return Normalizer.normalize(out, Normalizer.Form.NFC);
  }

  /** For tests and docs: how many names are read. */
  int size() {
    return codeByName.size();
  }

  /** For tests: the country a name stands for, null when none (unknown, ambiguous, ignored). */
  String code(String name) {
    return codeByName.get(key(name));
  }
}
