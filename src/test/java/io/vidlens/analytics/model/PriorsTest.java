package io.vidlens.analytics.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class PriorsTest {

  private final Priors priors = Priors.defaults();

  /** The categories the platform's microformat uses. */
  static final List<String> PLATFORM_CATEGORIES =
      List.of(
          "Film & Animation",
          "Autos & Vehicles",
          "Music",
          "Pets & Animals",
          "Sports",
          "Travel & Events",
          "Gaming",
          "People & Blogs",
          "Comedy",
          "Entertainment",
          "News & Politics",
          "Howto & Style",
          "Education",
          "Science & Technology",
          "Nonprofits & Activism");

  @Test
  void everyPlatformCategoryHasAnRpmRangeAndAnAudienceSkew() {
    assertThat(priors.categoryRpm())
        .containsKeys(PLATFORM_CATEGORIES.toArray(String[]::new))
        .containsKey(Priors.DEFAULT);
    assertThat(priors.categoryAudience())
        .containsKeys(PLATFORM_CATEGORIES.toArray(String[]::new))
        .containsKey(Priors.DEFAULT);
  }

  @Test
  void ratiosAreTheCitedOnes() {
    // Prefer ratios: the country factors are CPM ratios to the US.
    assertThat(priors.countries().get("US").rpm()).isEqualTo(1.0);
    assertThat(priors.countries().get("GB").rpm())
        .isCloseTo(6.31 / 11.04, org.assertj.core.data.Offset.offset(0.01));
    assertThat(priors.countries().get("NZ").rpm())
        .isCloseTo(6.81 / 11.04, org.assertj.core.data.Offset.offset(0.01));
    assertThat(priors.countries().get("IN").users()).isEqualTo(462);
    assertThat(priors.maleBaseline()).isEqualTo(0.543);
    assertThat(priors.categoryAudience().get(Priors.DEFAULT).male())
        .isEqualTo(priors.maleBaseline());
  }

  @Test
  void countriesAreIsoCodesWithPositiveUsers() {
    List<String> iso = Arrays.asList(Locale.getISOCountries());
    assertThat(priors.countries().keySet()).allSatisfy(code -> assertThat(iso).contains(code));
    assertThat(priors.countries().values())
        .allSatisfy(
            c -> {
              assertThat(c.users()).isPositive();
              assertThat(c.rpm()).isBetween(0.0, 1.5);
              assertThat(c.name()).isNotBlank();
            });
  }

  @Test
  void languageSharesAreFractionsOfListedCountries() {
    assertThat(priors.languages().values())
        .allSatisfy(
            l -> {
              assertThat(l.countries()).isNotEmpty();
              assertThat(l.countries().values()).allSatisfy(s -> assertThat(s).isBetween(0.0, 1.0));
              assertThat(priors.countries().keySet()).containsAll(l.countries().keySet());
            });
  }

  @Test
  void ageTablesMatchTheAgeGroupsAndTheBaselineIsAPercentSplit() {
    assertThat(priors.ageGroups())
        .containsExactly(
            "13_17_years",
            "18_24_years",
            "25_34_years",
            "35_44_years",
            "45_54_years",
            "55_64_years",
            "65_plus_years");
    assertThat(priors.ageBaseline().stream().mapToDouble(Double::doubleValue).sum())
        .isCloseTo(100.0, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(priors.ageRpmFactors()).hasSize(7);
  }

  @Test
  void aNumberWithoutASourceIsRefused() throws IOException {
    String yaml;
    try (InputStream in = getClass().getClassLoader().getResourceAsStream(Priors.RESOURCE)) {
      yaml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String broken =
        yaml.replace(
            "Gaming:                   {low: 1.0, mid: 2.5, high: 4.0, source: \"creator-blogs (gaming $1-4)\"}",
            "Gaming:                   {low: 1.0, mid: 2.5, high: 4.0, source: \"a friend told me\"}");
    assertThat(broken).isNotEqualTo(yaml);
    assertThatThrownBy(
            () -> Priors.read(new ByteArrayInputStream(broken.getBytes(StandardCharsets.UTF_8))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("categories.Gaming");
  }

  @Test
  void aRangeOutOfOrderIsRefused() throws IOException {
    String yaml;
    try (InputStream in = getClass().getClassLoader().getResourceAsStream(Priors.RESOURCE)) {
      yaml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    String broken =
        yaml.replace("{low: 1.0, mid: 2.5, high: 4.0", "{low: 3.0, mid: 2.5, high: 4.0");
    assertThatThrownBy(
            () -> Priors.read(new ByteArrayInputStream(broken.getBytes(StandardCharsets.UTF_8))))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
