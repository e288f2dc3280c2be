package io.vidlens.analytics.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PercentagesTest {

  private static BigDecimal sum(Iterable<BigDecimal> values) {
    BigDecimal s = BigDecimal.ZERO;
    for (BigDecimal v : values) {
      s = s.add(v);
    }
    return s;
  }

  @Test
  void thirdsSumToExactlyOneHundred() {
    List<BigDecimal> p = Percentages.ofList(List.of(1.0, 1.0, 1.0));
    assertThat(p)
        .containsExactly(new BigDecimal("33.4"), new BigDecimal("33.3"), new BigDecimal("33.3"));
    assertThat(sum(p)).isEqualByComparingTo("100");
  }

  @Test
  void largestRemainderGetsTheMissingTenth() {
    // 0.04 / 0.956 / ... : floors 4.1 + 95.6 = 99.7 -> the largest remainders get the rest.
    Map<String, Double> w = new LinkedHashMap<>();
    w.put("a", 0.0412);
    w.put("b", 0.9562);
    w.put("c", 0.0026);
    Map<String, BigDecimal> p = Percentages.of(w);
    assertThat(p)
        .containsEntry("a", new BigDecimal("4.1"))
        .containsEntry("b", new BigDecimal("95.6"))
        .containsEntry("c", new BigDecimal("0.3"));
    assertThat(sum(p.values())).isEqualByComparingTo("100");
  }

  @Test
  void randomWeightsAlwaysSumToOneHundredWithinBounds() {
    Random random = new Random(42);
    for (int round = 0; round < 500; round++) {
      int n = 1 + random.nextInt(12);
      Map<Integer, Double> w = new LinkedHashMap<>();
      for (int i = 0; i < n; i++) {
        w.put(i, random.nextDouble() * (random.nextBoolean() ? 1 : 1e-4));
      }
      Map<Integer, BigDecimal> p = Percentages.of(w);
      assertThat(sum(p.values())).isEqualByComparingTo("100");
      assertThat(p.values())
          .allSatisfy(v -> assertThat(v).isBetween(BigDecimal.ZERO, new BigDecimal("100")));
      assertThat(p.keySet()).containsExactlyElementsOf(w.keySet());
    }
  }

  @Test
  void allZeroWeightsGiveZerosAndNegativeWeightsAreRefused() {
    assertThat(Percentages.ofList(List.of(0.0, 0.0)))
        .containsExactly(new BigDecimal("0.0"), new BigDecimal("0.0"));
    assertThat(Percentages.of(Map.<String, Double>of())).isEmpty();
    assertThatThrownBy(() -> Percentages.ofList(List.of(1.0, -0.1)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Percentages.ofList(List.of(Double.NaN)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void moneyRoundsToTwoSignificantFiguresNeverFinerThanCentsAndRefusesNegatives() {
    // The priors' ranges have two significant figures ("$4-12"): no answer claims more.
    assertThat(Money.usd(1.005)).isEqualByComparingTo("1.0");
    assertThat(Money.usd(13.47)).isEqualByComparingTo("13");
    assertThat(Money.usd(9.96)).isEqualByComparingTo("10");
    assertThat(Money.usd(12_345.67)).isEqualByComparingTo("12000");
    assertThat(Money.usd(0.455)).isEqualByComparingTo("0.46");
    // Below $0.10 two significant figures would be finer than cents: cents, rounded once.
    assertThat(Money.usd(0.045)).isEqualByComparingTo("0.05");
    assertThat(Money.usd(0.0449)).isEqualByComparingTo("0.04");
    assertThat(Money.usd(0)).isEqualByComparingTo("0.00");
    assertThat(Money.usd(12.344).scale()).isEqualTo(2);
    assertThatThrownBy(() -> Money.usd(-0.01)).isInstanceOf(IllegalArgumentException.class);
  }
}
