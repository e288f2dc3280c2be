package io.vidlens.analysis.niche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The pieces of the niche's chance test: a channel's spread read robustly (its one lucky video does
 * not widen it), a subject's videos combined, and the Benjamini–Hochberg procedure keeping the
 * subjects whose p stand out among all.
 */
class NicheChanceTest {

  @Test
  void aChannelsSpreadIsItsMedianAndMadSigmaOfLnScoresWithAFloor() {
    // ln scores -0.5..0.5 in steps of 0.25 and one far hit: median 0, MAD 0.25
    double[] spread =
        NicheOutliers.spread(
            List.of(Math.exp(-0.5), Math.exp(-0.25), 1.0, Math.exp(0.25), Math.exp(0.5), 40.0));
    assertThat(spread[0]).isCloseTo(0.125, within(1e-9));
    assertThat(spread[1]).isCloseTo(1.4826 * 0.375, within(1e-9));
    // a channel whose videos all draw the same still judges a hit, at the floor's spread
    assertThat(NicheOutliers.spread(List.of(1.0, 1.0, 1.0, 1.0))[1])
        .isEqualTo(NicheOutliers.MIN_SPREAD);
  }

  @Test
  void agreementAddsUpAndOrdinaryVideosDiluteALuckyOne() {
    double one = NicheOutliers.chance(List.of(2.0));
    double three = NicheOutliers.chance(List.of(2.0, 2.0, 2.0));
    double amongMany = NicheOutliers.chance(List.of(2.0, 0.1, -0.3, 0.0, 0.2, -0.1, -0.4, 0.3));
    assertThat(one).isCloseTo(0.0228, within(0.0005));
    assertThat(three).isLessThan(0.001);
    assertThat(amongMany).isGreaterThan(0.2);
  }

  @Test
  void benjaminiHochbergKeepsWhatStandsOutAmongAllTheSubjects() {
    // ten subjects: at q = 0.1 the thresholds are 0.01, 0.02, …; the fourth smallest (0.035)
    // is under 0.04, so the four smallest are kept, though 0.03 alone would miss 0.01
    double[] p = {0.5, 0.001, 0.035, 0.9, 0.03, 0.2, 0.015, 0.6, 0.7, 0.08};
    boolean[] kept = io.vidlens.stats.FalseDiscoveries.kept(p, 0.1);
    assertThat(kept)
        .containsExactly(false, true, true, false, true, false, true, false, false, false);
  }
}
