package io.vidlens.analytics;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.vidlens.analytics.model.ChannelEstimate;
import java.math.BigDecimal;
import java.util.Map;

/**
 * The geography, demographics and revenue record exactly as the wire has it (answered as an array
 * of one), with the description's snake_case names.
 */
record GeographyRecord(
    String category, Rpm rpm, Demographics demographics, Revenue revenue, EstimateBody estimate) {

  record Rpm(
      @JsonProperty("rpm_15") BigDecimal rpm15,
      @JsonProperty("rpm_45") BigDecimal rpm45,
      @JsonProperty("rpm_45_plus") BigDecimal rpm45Plus) {}

  record Demographics(
      Gender gender,
      Map<String, BigDecimal> age,
      @JsonProperty("viewership_country") Map<String, BigDecimal> viewershipCountry) {}

  record Gender(
      BigDecimal male,
      BigDecimal female,
      @JsonProperty("user_specified") BigDecimal userSpecified) {}

  record Revenue(
      @JsonProperty("month_revenue") BigDecimal monthRevenue,
      @JsonProperty("month_long_revenue") BigDecimal monthLongRevenue,
      @JsonProperty("month_short_revenue") BigDecimal monthShortRevenue,
      @JsonProperty("short_view_count") long shortViewCount,
      @JsonProperty("long_view_count") long longViewCount) {}

  static GeographyRecord of(ChannelEstimate e) {
    ChannelEstimate.Demographics d = e.demographics();
    ChannelEstimate.Revenue r = e.revenue();
    return new GeographyRecord(
        e.category(),
        new Rpm(e.rpm().rpm15(), e.rpm().rpm45(), e.rpm().rpm45Plus()),
        new Demographics(
            new Gender(d.gender().male(), d.gender().female(), d.gender().userSpecified()),
            d.age(),
            d.viewershipCountry()),
        new Revenue(
            r.monthRevenue(),
            r.monthLongRevenue(),
            r.monthShortRevenue(),
            r.shortViewCount(),
            r.longViewCount()),
        EstimateBody.of(e.estimate()));
  }
}
