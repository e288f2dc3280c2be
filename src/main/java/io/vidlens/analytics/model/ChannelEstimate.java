package io.vidlens.analytics.model;

import java.math.BigDecimal;
import java.util.Map;

/**
 * The estimates of the geography, demographics and revenue record, one component per field of the
 * description (wire names in each record's comment). Percentages have one decimal and each group
 * sums to exactly 100.0; money and RPMs are USD to two significant figures (never finer than
 * cents), with two decimals.
 *
 * @param category {@code category}: the dominant platform category of the recent uploads ({@link
 *     ChannelEstimates#UNKNOWN_CATEGORY} when none of them said; never "")
 * @param rpm {@code rpm.*}
 * @param demographics {@code demographics.*}
 * @param revenue {@code revenue.*}
 * @param basis how the figures came about (not on the wire; for logs, the analysis job, docs)
 * @param estimate {@code estimate}: method, basis, confidence and ranges (docs/models.md)
 */
public record ChannelEstimate(
    String category,
    AgeRpm rpm,
    Demographics demographics,
    Revenue revenue,
    Basis basis,
    Estimate estimate) {

  /**
   * Long-form RPM by viewer age: {@code rpm_15} (15-24), {@code rpm_45} (25-44), {@code
   * rpm_45_plus} (45+).
   */
  public record AgeRpm(BigDecimal rpm15, BigDecimal rpm45, BigDecimal rpm45Plus) {}

  /**
   * {@code demographics.gender}, {@code demographics.age} (keys {@code 13_17_years} ... {@code
   * 65_plus_years}, in that order) and {@code demographics.viewership_country} (country name to
   * percent, largest first).
   */
  public record Demographics(
      Gender gender, Map<String, BigDecimal> age, Map<String, BigDecimal> viewershipCountry) {

    public Demographics {
      age = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(age));
      viewershipCountry =
          java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(viewershipCountry));
    }
  }

  /** {@code male}, {@code female}, {@code user_specified}: percentages summing to 100.0. */
  public record Gender(BigDecimal male, BigDecimal female, BigDecimal userSpecified) {}

  /**
   * {@code month_revenue} (always {@code monthLongRevenue + monthShortRevenue}), {@code
   * month_long_revenue}, {@code month_short_revenue}, {@code short_view_count}, {@code
   * long_view_count} (views of the last 30 days).
   */
  public record Revenue(
      BigDecimal monthRevenue,
      BigDecimal monthLongRevenue,
      BigDecimal monthShortRevenue,
      long shortViewCount,
      long longViewCount) {}

  /**
   * @param niche the title-keyword niche whose RPM range was used instead of the category's, or ""
   * @param languages detected languages of the channel's texts (ISO 639-3 code to percent)
   * @param longFormRpm the channel's long-form RPM (all ages; view-weighted over its lengths)
   * @param shortsRpm the channel's Shorts RPM
   * @param countryFactor the audience's RPM relative to an English-language US channel's
   * @param monetizable false when the channel cannot earn from ads (made for kids, age-restricted,
   *     topic channel, public broadcaster, below the partner programme): revenue is then 0
   */
  public record Basis(
      String niche,
      Map<String, BigDecimal> languages,
      BigDecimal longFormRpm,
      BigDecimal shortsRpm,
      double countryFactor,
      boolean monetizable) {

    public Basis {
      languages = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(languages));
    }
  }
}
