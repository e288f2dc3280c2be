package io.vidlens.analytics.model;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * What an estimate is: the method, the inputs it used and where each came from, how far to trust it
 * (a documented rule per answer, docs/models.md "What each estimate says"), and a range for each
 * money or share figure of the answer ({@code low <= value <= high}). Deterministic: the same
 * inputs give an equal object.
 *
 * @param method the model in one sentence
 * @param basis inputs and their provenance
 * @param confidence low, medium or high
 * @param ranges wire path of each money or share figure ("revenue.month_revenue") to its range
 */
public record Estimate(
    String method, Basis basis, Confidence confidence, Map<String, Range> ranges) {

  public Estimate {
    ranges = Collections.unmodifiableMap(new LinkedHashMap<>(ranges));
  }

  public enum Confidence {
    LOW,
    MEDIUM,
    HIGH;

    /** The wire word: "low", "medium", "high". */
    public String wire() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** A figure's plausible span, in the figure's own unit. */
  public record Range(BigDecimal low, BigDecimal high) {
    public Range {
      if (low.compareTo(high) > 0) {
        throw new IllegalArgumentException("low > high: " + low + " > " + high);
      }
    }

    public boolean contains(BigDecimal value) {
      return low.compareTo(value) <= 0 && value.compareTo(high) <= 0;
    }
  }

  /** One input's value and how it was found ("majority of 6 uploads' own category"). */
  public record Input(String value, String source) {}

  /**
   * @param inputs named inputs (category, country, ...) with their provenance
   * @param languages detected language mix of the texts read (ISO 639-3 code to percent); empty
   *     when none was detected or the answer uses none
   * @param countries the audience country mix the money figures used (name to percent, top
   *     countries); empty when the answer uses none
   * @param samples sizes of what was read (uploads, dated uploads, comments, pages, ...)
   * @param priorsVersion the version of models/priors.yaml; "" when the answer uses no priors
   */
  public record Basis(
      Map<String, Input> inputs,
      Map<String, BigDecimal> languages,
      Map<String, BigDecimal> countries,
      Map<String, Integer> samples,
      String priorsVersion) {

    public Basis {
      inputs = Collections.unmodifiableMap(new LinkedHashMap<>(inputs));
      languages = Collections.unmodifiableMap(new LinkedHashMap<>(languages));
      countries = Collections.unmodifiableMap(new LinkedHashMap<>(countries));
      samples = Collections.unmodifiableMap(new LinkedHashMap<>(samples));
    }
  }
}
