package io.vidlens.analytics.model;

import java.math.BigDecimal;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where a channel's viewers are, from its country, the languages of its texts and the places its
 * commenters name.
 *
 * <p>Each language spreads over the countries whose platform users watch it, in proportion to users
 * x the share of them assumed to watch that language (priors). The channel's own country then gets
 * a home share ({@link #homeShare}: larger when the channel writes in a second language of its
 * country, as a Pakistani channel in English does), the rest keeps the language spread. No detected
 * language: the home country alone, or the platform's users by country when the country is unknown
 * too.
 *
 * <p>The RPM factor of a mix is the users-weighted country RPM ratio, divided by that of the
 * reference audience (an English-language US channel), because the cited category RPMs are figures
 * of such channels.
 */
final class AudienceCountries {

  private final Priors priors;
  private final Map<String, String> codeByName = new HashMap<>();
  private final double referenceIndex;

  AudienceCountries(Priors priors) {
    this.priors = priors;
    for (String iso : Locale.getISOCountries()) {
      codeByName.put(normal(iso), iso);
      codeByName.put(normal(Locale.of("", iso).getDisplayCountry(Locale.ENGLISH)), iso);
    }
    priors.countries().values().forEach(c -> codeByName.put(normal(c.name()), c.code()));
    // Names the about panel or users write that Locale spells differently.
    Map.of(
            "usa",
            "US",
            "unitedstatesofamerica",
            "US",
            "uk",
            "GB",
            "greatbritain",
            "GB",
            "england",
            "GB",
            "turkiye",
            "TR",
            "korea",
            "KR",
            "republicofkorea",
            "KR",
            "russianfederation",
            "RU",
            "czechrepublic",
            "CZ")
        .forEach(codeByName::put);
    this.referenceIndex = rawIndex(mix("US", Map.of("eng", 1.0)));
  }

  /** ISO 3166 alpha-2 code of a country name or code; "" when not recognised. */
  String code(String nameOrCode) {
    if (nameOrCode == null || nameOrCode.isBlank()) {
      return "";
    }
    return codeByName.getOrDefault(normal(nameOrCode), "");
  }

  /** Display name of a country code: the priors' name, else the English locale name. */
  String name(String code) {
    Priors.CountryPrior prior = priors.countries().get(code);
    return prior != null ? prior.name() : Locale.of("", code).getDisplayCountry(Locale.ENGLISH);
  }

  /**
   * Audience shares by country code (summing to 1, largest first, ties by code).
   *
   * @param homeCode the channel's country code, "" when unknown
   * @param languages language shares (ISO 639-3, summing to 1), may be empty
   */
  Map<String, Double> mix(String homeCode, Map<String, Double> languages) {
    Map<String, Double> spread = new HashMap<>();
    double unmapped = 0;
    for (Map.Entry<String, Double> lang : languages.entrySet()) {
      Map<String, Double> byCountry = languageSpread(lang.getKey());
      if (byCountry.isEmpty()) {
        unmapped += lang.getValue();
      } else {
        byCountry.forEach((c, s) -> spread.merge(c, s * lang.getValue(), Double::sum));
      }
    }
    boolean hasHome = !homeCode.isEmpty();
    if (unmapped > 0) { // languages the priors cannot place: to the home country, else worldwide
      Map<String, Double> fallback = hasHome ? Map.of(homeCode, 1.0) : worldwide();
      double u = unmapped;
      fallback.forEach((c, s) -> spread.merge(c, s * u, Double::sum));
    }
    Map<String, Double> result = new HashMap<>();
    if (spread.isEmpty()) {
      result.putAll(hasHome ? Map.of(homeCode, 1.0) : worldwide());
    } else if (!hasHome) {
      result.putAll(spread);
    } else {
      String main =
          languages.entrySet().stream()
              .max(
                  Map.Entry.<String, Double>comparingByValue()
                      .thenComparing(Map.Entry.comparingByKey(Comparator.reverseOrder())))
              .orElseThrow()
              .getKey();
      double home = homeShare(homeCode, main);
      spread.forEach((c, s) -> result.merge(c, s * (1 - home), Double::sum));
      result.merge(homeCode, home, Double::sum);
    }
    return sorted(result);
  }

  /**
   * The mix moved by the places comments name ({@link PlaceNames}): the votes' shares replace
   * {@code weight × min(1, votes / fullVotes)} of it (priors {@code audienceMix.places}). No vote:
   * the mix unchanged.
   */
  Map<String, Double> withPlaces(Map<String, Double> mix, PlaceNames.Votes places) {
    double votes = places.total();
    if (votes <= 0) {
      return mix;
    }
    double w = placesWeight(votes);
    Map<String, Double> out = new HashMap<>();
    mix.forEach((c, s) -> out.merge(c, s * (1 - w), Double::sum));
    places.byCountry().forEach((c, v) -> out.merge(c, w * v / votes, Double::sum));
    return sorted(out);
  }

  /** The share of the mix the places' votes take. */
  double placesWeight(double votes) {
    Priors.MixRules rules = priors.mix();
    return rules.placesWeight() * Math.min(1, votes / rules.placesFullVotes());
  }

  /**
   * The audience share put on the channel's own country: {@code home} when at least half its users
   * watch the main language (the language spread already puts many at home), {@code
   * homeSecondLanguage} when the language is an official second language there (English in
   * Pakistan: the spread puts almost nobody at home, yet the channel speaks to its country first),
   * {@code homeForeign} otherwise (a German channel in English writes for the world).
   */
  double homeShare(String country, String mainLanguage) {
    Priors.LanguagePrior lang = priors.languages().get(mainLanguage);
    Priors.MixRules rules = priors.mix();
    if (lang != null && lang.countries().getOrDefault(country, 0.0) >= 0.5) {
      return rules.home();
    }
    return lang != null && lang.secondLanguageIn().contains(country)
        ? rules.homeSecondLanguage()
        : rules.homeForeign();
  }

  /** The mix's long-form RPM relative to the reference audience (English-language US channel). */
  double rpmFactor(Map<String, Double> mix) {
    return rawIndex(mix) / referenceIndex;
  }

  /** The top countries by name with percentages summing to 100.0 (rescaled over the top). */
  Map<String, BigDecimal> top(Map<String, Double> mix) {
    Map<String, Double> top = new LinkedHashMap<>();
    mix.entrySet().stream()
        .filter(e -> e.getValue() > 0)
        .limit(priors.mix().topCountries())
        .forEach(e -> top.merge(name(e.getKey()), e.getValue(), Double::sum));
    return Percentages.of(top);
  }

  private double rawIndex(Map<String, Double> mix) {
    double index = 0;
    for (Map.Entry<String, Double> e : mix.entrySet()) {
      Priors.CountryPrior c = priors.countries().get(e.getKey());
      index += e.getValue() * (c == null ? priors.otherCountryRpm() : c.rpm());
    }
    return index;
  }

  /** Shares (summing to 1) of a language's audience by country; empty for an unmapped language. */
  private Map<String, Double> languageSpread(String language) {
    Priors.LanguagePrior lang = priors.languages().get(language);
    if (lang == null) {
      return Map.of();
    }
    Map<String, Double> weights = new HashMap<>();
    lang.countries()
        .forEach((c, share) -> weights.put(c, share * priors.countries().get(c).users()));
    return normalised(weights);
  }

  /** Every listed country by its platform users. */
  private Map<String, Double> worldwide() {
    Map<String, Double> weights = new HashMap<>();
    priors.countries().values().forEach(c -> weights.put(c.code(), c.users()));
    return normalised(weights);
  }

  private static Map<String, Double> normalised(Map<String, Double> weights) {
    double total = weights.values().stream().mapToDouble(Double::doubleValue).sum();
    Map<String, Double> out = new HashMap<>();
    if (total > 0) {
      weights.forEach((k, v) -> out.put(k, v / total));
    }
    return out;
  }

  private static Map<String, Double> sorted(Map<String, Double> shares) {
    Map<String, Double> out = new LinkedHashMap<>();
    shares.entrySet().stream()
        .sorted(
            Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder())
                .thenComparing(Map.Entry.comparingByKey()))
        .forEach(e -> out.put(e.getKey(), e.getValue()));
    return out;
  }

  private static String normal(String name) {
    return java.text.Normalizer.normalize(name, java.text.Normalizer.Form.NFD)
        .replaceAll("\\p{M}", "")
        .toLowerCase(Locale.ROOT)
        .replaceAll("[^a-z]", "");
  }

  /** For tests and docs: the reference audience's raw index. */
  double referenceIndex() {
    return referenceIndex;
  }

  List<String> listedCountries() {
    return List.copyOf(priors.countries().keySet());
  }
}
