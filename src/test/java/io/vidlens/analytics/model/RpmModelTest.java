package io.vidlens.analytics.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.List;
import org.junit.jupiter.api.Test;

class RpmModelTest {

  private final Priors priors = Priors.defaults();
  private final RpmModel model = new RpmModel(priors);
  private final Priors.RpmRange education = priors.categoryRpm().get("Education");

  @Test
  void longerLongFormNeverLowersTheRpm() {
    double previous = 0;
    for (long seconds = 60; seconds <= 4 * 3600; seconds += 15) {
      double f = model.lengthFactor(seconds);
      assertThat(f).isGreaterThanOrEqualTo(previous);
      assertThat(f).isBetween(priors.length().belowMidrollFactor(), priors.length().maxFactor());
      previous = f;
    }
  }

  @Test
  void crossingEightMinutesRaisesTheRpm() {
    double below = model.longForm(education, 1.0, 479L, false).mid();
    double at = model.longForm(education, 1.0, 480L, false).mid();
    assertThat(at).isGreaterThan(below);
    assertThat(model.lengthFactor(480L)).isEqualTo(1.0);
    assertThat(model.lengthFactor(3600L)).isGreaterThan(1.0);
    assertThat(model.lengthFactor(null)).isEqualTo(1.0);
  }

  @Test
  void rangesKeepTheirOrderAndScaleWithTheCountryFactor() {
    RpmModel.Rpm us = model.longForm(education, 1.0, 900L, false);
    RpmModel.Rpm india = model.longForm(education, 0.1, 900L, false);
    assertThat(us.low()).isLessThanOrEqualTo(us.mid());
    assertThat(us.mid()).isLessThanOrEqualTo(us.high());
    assertThat(us.mid()).isEqualTo(education.mid());
    assertThat(india.mid()).isCloseTo(us.mid() / 10, offset(1e-9));
  }

  @Test
  void shortsEarnShortsRatesFarBelowLongForm() {
    RpmModel.Rpm shorts = model.shorts(1.0, false, false);
    assertThat(shorts.mid()).isEqualTo(priors.shortsRpm().mid());
    assertThat(shorts.high())
        .isLessThan(model.longForm(priors.categoryRpm().get("Gaming"), 1.0, 60L, false).low());
    assertThat(model.shorts(1.0, true, false).mid()).isCloseTo(shorts.mid() * 0.5, offset(1e-12));
  }

  @Test
  void madeForKidsEarnsContextOnlyRates() {
    assertThat(model.longForm(education, 1.0, 900L, true).mid())
        .isCloseTo(education.mid() * 0.4, offset(1e-9));
  }

  @Test
  void ageRpmsAverageBackToTheChannelRpmAndTeensEarnLeast() {
    List<Double> ages = List.of(0.1, 0.2, 0.25, 0.2, 0.1, 0.1, 0.05);
    double[] byAge = model.byAge(10.0, ages);
    assertThat(byAge[0]).isLessThan(byAge[1]);
    assertThat(byAge[0]).isLessThan(byAge[2]);
    // Weighted by the groups (13-14 counted with the young), the mean is the channel's RPM.
    List<Double> f = priors.ageRpmFactors();
    double norm = 0;
    for (int i = 0; i < 7; i++) {
      norm += ages.get(i) * f.get(i);
    }
    double viaGroups =
        10.0 * (ages.get(0) * f.get(0) + ages.get(1) * f.get(1)) / norm
            + byAge[1] * (ages.get(2) + ages.get(3))
            + byAge[2] * (ages.get(4) + ages.get(5) + ages.get(6));
    assertThat(viaGroups).isCloseTo(10.0, offset(1e-9));
  }
}
