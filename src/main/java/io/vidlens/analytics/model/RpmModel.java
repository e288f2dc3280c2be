package io.vidlens.analytics.model;

import java.util.List;

/**
 * RPMs (USD per 1,000 views, the creator's share) from the category range, the audience's country
 * factor, the video length and the made-for-kids flag.
 *
 * <pre>
 * long-form RPM = range(category or niche) x countryFactor x lengthFactor(seconds) [x kidsFactor]
 * Shorts RPM    = shorts range x countryFactor [x musicFactor for Music] [x kidsFactor]
 * lengthFactor  = belowMidrollFactor under 8 minutes; 1 from 8 to 20 minutes;
 *                 then + perMinuteAbovePlateau per minute, at most maxFactor
 * </pre>
 *
 * <p>The middle of a range is the category's typical RPM; its ends are the category range moved
 * outward by {@code channelSpread}, because one channel's RPM strays much further from its
 * category's typical range than that range's own width (docs/models.md, calibration).
 */
final class RpmModel {

  /** A range in USD per 1,000 views, low &lt;= mid &lt;= high. */
  record Rpm(double low, double mid, double high) {

    Rpm times(double factor) {
      return new Rpm(low * factor, mid * factor, high * factor);
    }

    /** The ends moved outward by {@code spread} (low / spread, high x spread); mid unchanged. */
    Rpm spread(double spread) {
      return new Rpm(low / spread, mid, high * spread);
    }
  }

  private final Priors priors;

  RpmModel(Priors priors) {
    this.priors = priors;
  }

  /** Non-decreasing in length; a jump at the mid-roll threshold; 1 for an unknown length. */
  double lengthFactor(Long lengthSeconds) {
    Priors.LengthCurve c = priors.length();
    if (lengthSeconds == null) {
      return 1.0;
    }
    if (lengthSeconds < c.midrollSeconds()) {
      return c.belowMidrollFactor();
    }
    if (lengthSeconds <= c.plateauSeconds()) {
      return 1.0;
    }
    double minutesAbove = (lengthSeconds - c.plateauSeconds()) / 60.0;
    return Math.min(c.maxFactor(), 1.0 + c.perMinuteAbovePlateau() * minutesAbove);
  }

  Rpm longForm(
      Priors.RpmRange range, double countryFactor, Long lengthSeconds, boolean madeForKids) {
    double factor =
        countryFactor * lengthFactor(lengthSeconds) * (madeForKids ? priors.kidsRpmFactor() : 1.0);
    return new Rpm(range.low(), range.mid(), range.high())
        .spread(priors.channelSpread())
        .times(factor);
  }

  Rpm shorts(double countryFactor, boolean music, boolean madeForKids) {
    Priors.RpmRange r = priors.shortsRpm();
    double factor =
        countryFactor
            * (music ? priors.shortsMusicFactor() : 1.0)
            * (madeForKids ? priors.kidsRpmFactor() : 1.0);
    return new Rpm(r.low(), r.mid(), r.high()).spread(priors.channelSpread()).times(factor);
  }

  /**
   * The long-form RPM by viewer age group: the age factors renormalised over the audience's age
   * split, so that the audience-weighted mean of the groups is {@code longRpm}.
   *
   * @return {15-24, 25-44, 45+}; 15-24 counts three fifths of the 13-17 group (ages 15-17)
   */
  double[] byAge(double longRpm, List<Double> ageShares) {
    List<Double> f = priors.ageRpmFactors();
    double norm = 0;
    for (int i = 0; i < ageShares.size(); i++) {
      norm += ageShares.get(i) * f.get(i);
    }
    double teens = 0.6 * ageShares.get(0);
    double young = (teens * f.get(0) + ageShares.get(1) * f.get(1)) / (teens + ageShares.get(1));
    double middle =
        (ageShares.get(2) * f.get(2) + ageShares.get(3) * f.get(3))
            / (ageShares.get(2) + ageShares.get(3));
    double older =
        (ageShares.get(4) * f.get(4) + ageShares.get(5) * f.get(5) + ageShares.get(6) * f.get(6))
            / (ageShares.get(4) + ageShares.get(5) + ageShares.get(6));
    return new double[] {longRpm * young / norm, longRpm * middle / norm, longRpm * older / norm};
  }
}
