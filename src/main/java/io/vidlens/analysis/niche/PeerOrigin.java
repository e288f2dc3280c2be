package io.vidlens.analysis.niche;

import io.vidlens.embeddings.LanguageDetector;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a channel speaks from, so that a peer's subjects are offered only to a channel that would
 * film them (issue 37: a Pakistani news channel was offered a US governor's story): the language of
 * its titles (OpenNLP's detector, {@link LanguageDetector}, sure when its best guess is {@value
 * #MIN_MARGIN}× the runner-up) and its country: the one its about panel states, else the one named
 * in at least {@value #COUNTRY_SHARE} of its titles (in English names, with the usual short forms:
 * "U.S.", "UK"). Null for what is not known.
 */
public record PeerOrigin(String language, String country, boolean homeBound) {

  static final double MIN_MARGIN = 1.5;
  static final double COUNTRY_SHARE = 0.2;
  private static final int MIN_LETTERS = 40;

  static final PeerOrigin UNKNOWN = new PeerOrigin(null, null, false);

  /** Country names and short forms (lower case) to their ISO 3166 codes. */
  private static final Map<String, String> COUNTRIES = countries();

  private static final Pattern NAMES = names();

  /** From titles, with the stated country (null when none) before the titles' own. */
  static PeerOrigin of(List<String> titles, String statedCountry) {
    String named = namedCountry(titles);
    String country = statedCountry == null || statedCountry.isBlank() ? named : code(statedCountry);
    return new PeerOrigin(language(titles), country, named != null && named.equals(country));
  }

  static String language(List<String> titles) {
    return LanguageDetector.sureLanguage(String.join(". ", titles), MIN_LETTERS, MIN_MARGIN);
  }

  /** The country named in at least a fifth of the titles (the most named), else null. */
  static String namedCountry(List<String> titles) {
    Map<String, Integer> counts = new HashMap<>();
    for (String title : titles) {
      countriesIn(title).stream().distinct().forEach(c -> counts.merge(c, 1, Integer::sum));
    }
    return counts.entrySet().stream()
        .filter(e -> e.getValue() >= COUNTRY_SHARE * titles.size())
        .max(Map.Entry.comparingByValue())
        .map(Map.Entry::getKey)
        .orElse(null);
  }

  /** The ISO codes of the countries a text names. */
  static List<String> countriesIn(String text) {
    Matcher m = NAMES.matcher(text);
    List<String> found = new ArrayList<>();
    while (m.find()) {
      found.add(COUNTRIES.get(m.group(1).toLowerCase(Locale.ROOT)));
    }
    return found;
  }

  /** A stated country as its code ("PK", or "Pakistan" as the panel writes it). */
  private static String code(String stated) {
    String s = stated.strip();
    return s.length() == 2
        ? s.toUpperCase(Locale.ROOT)
        : COUNTRIES.getOrDefault(s.toLowerCase(Locale.ROOT), s);
  }

  private static Map<String, String> countries() {
    Map<String, String> names = new HashMap<>();
    for (String iso : Locale.getISOCountries()) {
      names.put(Locale.of("", iso).getDisplayCountry(Locale.ENGLISH).toLowerCase(Locale.ROOT), iso);
    }
    names.putAll(
        Map.of(
            "u.s.", "US",
            "usa", "US",
            "america", "US",
            "uk", "GB",
            "britain", "GB",
            "england", "GB",
            "pakistan", "PK",
            "india", "IN",
            "us", "US"));
    return names;
  }

  /** One alternation of every name, longest first, whole words (case kept for "US" alone). */
  private static Pattern names() {
    List<String> sorted =
        COUNTRIES.keySet().stream()
            .filter(n -> !n.equals("us"))
            .sorted((a, b) -> b.length() - a.length())
            .map(Pattern::quote)
            .toList();
    return Pattern.compile("(?<![\\p{L}.])((?i:" + String.join("|", sorted) + ")|US)(?![\\p{L}])");
  }

  /**
   * Why a peer's outlier titled {@code title} is not offered to a channel from {@code home} (null
   * when it is). Another language. Then, for a channel about its country (a news channel with a
   * known country, or one whose titles name it: {@code homeBound}), a story of a peer not known to
   * share that country, unless it names a country other than the peer's (an international story,
   * which any newsroom files). For any other channel, where both countries are known and differ, a
   * title naming the peer's country and not the channel's.
   */
  static String refusal(PeerOrigin home, boolean news, PeerOrigin peer, String title) {
    if (home.language() != null
        && peer.language() != null
        && !home.language().equals(peer.language())) {
      return "language";
    }
    if (home.country() == null || home.country().equals(peer.country())) {
      return null;
    }
    List<String> named = countriesIn(title);
    if (news || home.homeBound()) {
      return named.stream().anyMatch(c -> !c.equals(peer.country())) ? null : "country";
    }
    return peer.country() != null
            && named.contains(peer.country())
            && !named.contains(home.country())
        ? "country"
        : null;
  }

  /**
   * Whether the country a peer states could change what {@link #refusal} offers this channel from
   * {@code peer} (whose titles are {@code titles}): not when this channel's country is unknown, nor
   * when the peer writes in another language (all held back); always for a news or home-bound
   * channel; otherwise only when one of its titles names a country other than this channel's.
   */
  boolean askCountry(boolean news, PeerOrigin peer, List<String> titles) {
    if (country == null
        || (language != null && peer.language() != null && !language.equals(peer.language()))) {
      return false;
    }
    return news
        || homeBound
        || titles.stream().flatMap(t -> countriesIn(t).stream()).anyMatch(c -> !c.equals(country));
  }

  /** The caveat that some of {@code peer}'s outliers are held back by {@link #refusal}, or null. */
  String heldBack(PeerOrigin peer, String name, boolean news) {
    if (language != null && peer.language() != null && !language.equals(peer.language())) {
      return name
          + " writes in another language ("
          + peer.language()
          + ", the channel "
          + language
          + "): its outliers are not offered as subjects.";
    }
    if (country == null || country.equals(peer.country())) {
      return null;
    }
    String from = peer.country() == null ? "an unknown country" : peer.country();
    if (news || homeBound) {
      return name
          + " speaks from "
          + from
          + ", the channel from "
          + country
          + (news ? "" : " (a fifth of its titles name it)")
          + ": its stories are offered only where they name another country than its own.";
    }
    return peer.country() == null
        ? null
        : name
            + " speaks from "
            + from
            + ", the channel from "
            + country
            + ": its subjects that name "
            + from
            + " are not offered.";
  }
}
