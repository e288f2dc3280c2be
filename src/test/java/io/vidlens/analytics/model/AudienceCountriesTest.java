package io.vidlens.analytics.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AudienceCountriesTest {

  private final Priors priors = Priors.defaults();
  private final AudienceCountries countries = new AudienceCountries(priors);

  private static double sum(Map<String, Double> m) {
    return m.values().stream().mapToDouble(Double::doubleValue).sum();
  }

  private static BigDecimal percentSum(Map<String, BigDecimal> m) {
    return m.values().stream().reduce(BigDecimal.ZERO, BigDecimal::add);
  }

  @ParameterizedTest
  @CsvSource({
    "United States,US",
    "US,US",
    "us,US",
    "Germany,DE",
    "germany,DE",
    "UK,GB",
    "United Kingdom,GB",
    "Türkiye,TR",
    "Turkey,TR",
    "South Korea,KR",
    "Brazil,BR",
    "Kenya,KE",
    "Atlantis,''",
    "'',''"
  })
  void countryNamesAndCodesAreRecognised(String input, String code) {
    assertThat(countries.code(input)).isEqualTo(code);
  }

  @Test
  void anEnglishUsChannelIsTheReferenceAudience() {
    Map<String, Double> mix = countries.mix("US", Map.of("eng", 1.0));
    assertThat(sum(mix)).isCloseTo(1.0, offset(1e-9));
    assertThat(mix.keySet().iterator().next()).isEqualTo("US");
    assertThat(mix.get("US")).isGreaterThan(priors.mix().home());
    assertThat(countries.rpmFactor(mix)).isCloseTo(1.0, offset(1e-12));
  }

  @Test
  void theHomeCountryGetsItsShareAndTheLanguageSpreadTheRest() {
    Map<String, Double> german = countries.mix("DE", Map.of("deu", 1.0));
    assertThat(german.keySet()).containsExactly("DE", "AT", "CH");
    assertThat(sum(german)).isCloseTo(1.0, offset(1e-9));
    // A German channel writing in English: small home share, mostly the English-speaking world.
    Map<String, Double> foreign = countries.mix("DE", Map.of("eng", 1.0));
    assertThat(foreign.keySet().iterator().next()).isEqualTo("US");
    assertThat(foreign.get("DE")).isGreaterThan(priors.mix().homeForeign());
  }

  @Test
  void lowerCpmAudiencesGiveALowerRpmFactor() {
    double us = countries.rpmFactor(countries.mix("US", Map.of("eng", 1.0)));
    double mexico = countries.rpmFactor(countries.mix("MX", Map.of("spa", 1.0)));
    double india = countries.rpmFactor(countries.mix("IN", Map.of("hin", 1.0)));
    assertThat(us).isGreaterThan(mexico);
    assertThat(mexico).isGreaterThan(india);
    assertThat(india).isPositive();
  }

  @Test
  void withoutLanguagesTheHomeCountryOrTheWorldByPlatformUsers() {
    assertThat(countries.mix("JP", Map.of())).containsOnlyKeys("JP");
    Map<String, Double> world = countries.mix("", Map.of());
    assertThat(world.keySet()).hasSize(priors.countries().size());
    assertThat(world.keySet().iterator().next()).isEqualTo("IN"); // the largest audience (462M)
    assertThat(sum(world)).isCloseTo(1.0, offset(1e-9));
  }

  @Test
  void anUnlistedHomeCountryAndAnUnplaceableLanguageStillSumToOne() {
    Map<String, Double> kenya = countries.mix("KE", Map.of("swa", 0.6, "eng", 0.4));
    assertThat(kenya.get("KE")).isGreaterThan(0.6);
    assertThat(sum(kenya)).isCloseTo(1.0, offset(1e-9));
    assertThat(countries.name("KE")).isEqualTo("Kenya");
  }

  @Test
  void topCountriesAreNamedAndSumToOneHundred() {
    Map<String, BigDecimal> top =
        countries.top(countries.mix("US", Map.of("eng", 0.7, "spa", 0.3)));
    assertThat(top).hasSizeLessThanOrEqualTo(priors.mix().topCountries());
    assertThat(top.keySet().iterator().next()).isEqualTo("United States");
    assertThat(top).containsKey("Mexico");
    assertThat(percentSum(top)).isEqualByComparingTo("100");
    assertThat(top.values())
        .allSatisfy(v -> assertThat(v).isBetween(BigDecimal.ZERO, new BigDecimal("100")));
    List<BigDecimal> values = List.copyOf(top.values());
    for (int i = 1; i < values.size(); i++) {
      assertThat(values.get(i)).isLessThanOrEqualTo(values.get(i - 1));
    }
  }
}
