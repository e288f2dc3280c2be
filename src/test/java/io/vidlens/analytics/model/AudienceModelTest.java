package io.vidlens.analytics.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.math.BigDecimal;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AudienceModelTest {

  private final Priors priors = Priors.defaults();
  private final AudienceModel model = new AudienceModel(priors, new CategoryModel(priors));

  @ParameterizedTest
  @ValueSource(
      strings = {"Gaming", "Music", "Education", "News & Politics", "Howto & Style", "Movies", ""})
  void ageAndGenderSumToOneHundredWithinBounds(String category) {
    for (double shorts : new double[] {0, 0.5, 1}) {
      for (boolean kids : new boolean[] {false, true}) {
        AudienceModel.AgeGender a = model.estimate(category, shorts, kids);
        assertThat(a.age().stream().mapToDouble(Double::doubleValue).sum())
            .isCloseTo(1.0, offset(1e-9));
        Map<String, BigDecimal> age = model.agePercentages(a);
        assertThat(age.keySet()).containsExactlyElementsOf(priors.ageGroups());
        assertThat(age.values().stream().reduce(BigDecimal.ZERO, BigDecimal::add))
            .isEqualByComparingTo("100");
        assertThat(age.values())
            .allSatisfy(v -> assertThat(v).isBetween(BigDecimal.ZERO, new BigDecimal("100")));
        ChannelEstimate.Gender g = model.genderPercentages(a);
        assertThat(g.male().add(g.female()).add(g.userSpecified())).isEqualByComparingTo("100");
        assertThat(g.userSpecified()).isEqualByComparingTo("0.5");
      }
    }
  }

  @Test
  void categoryPriorsSkewAsDocumented() {
    assertThat(model.estimate("Gaming", 0, false).male())
        .isGreaterThan(model.estimate("Howto & Style", 0, false).male());
    assertThat(model.estimate("Gaming", 0, false).age().get(0))
        .isGreaterThan(model.estimate("News & Politics", 0, false).age().get(0));
    assertThat(model.estimate("Unknown", 0, false).male()).isEqualTo(0.543);
  }

  @Test
  void shortsPullTheAudienceYounger() {
    AudienceModel.AgeGender longOnly = model.estimate("Entertainment", 0, false);
    AudienceModel.AgeGender shortsOnly = model.estimate("Entertainment", 1, false);
    assertThat(shortsOnly.age().get(0) + shortsOnly.age().get(1))
        .isGreaterThan(longOnly.age().get(0) + longOnly.age().get(1));
    assertThat(shortsOnly.age().get(6)).isLessThan(longOnly.age().get(6));
  }

  @Test
  void madeForKidsRaisesTeensAndEvensTheGenders() {
    AudienceModel.AgeGender plain = model.estimate("Gaming", 0, false);
    AudienceModel.AgeGender kids = model.estimate("Gaming", 0, true);
    assertThat(kids.age().get(0)).isGreaterThan(plain.age().get(0));
    assertThat(Math.abs(kids.male() - 0.5)).isLessThan(Math.abs(plain.male() - 0.5));
  }

  @Test
  void anAgeRestrictedAudienceHasNoTeensAndKeepsTheAdultProportions() {
    AudienceModel.AgeGender plain = model.estimate("Entertainment", 0.2, false, false);
    AudienceModel.AgeGender gated = model.estimate("Entertainment", 0.2, false, true);
    assertThat(gated.age().get(0)).isZero();
    assertThat(gated.age().stream().mapToDouble(Double::doubleValue).sum())
        .isCloseTo(1.0, offset(1e-9));
    assertThat(gated.age().get(2) / gated.age().get(1))
        .isCloseTo(plain.age().get(2) / plain.age().get(1), offset(1e-9));
    assertThat(model.agePercentages(gated).get("13_17_years")).isEqualByComparingTo("0");
  }
}
