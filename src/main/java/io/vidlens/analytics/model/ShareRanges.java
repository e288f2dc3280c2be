package io.vidlens.analytics.model;

import org.apache.commons.math3.distribution.BetaDistribution;

/**
 * The range of an answered share (a gender, an age group, a country), wide where the evidence is
 * thin: the share p is taken as the mean of a Beta(p n, (1 − p) n) whose concentration n adds up
 * what the channel shows ({@link Priors.ShareEvidence}: the prior alone, the uploads' own category,
 * the channel's country, each clear language vote), and its range is that distribution's central
 * interval (5%-95% by default), widened to hold the platform-wide prior, since every category and
 * country skew behind the answer is itself an assumption. (A share the model knows to be zero, no
 * viewers under 18 on an age-restricted channel, is not asked here: its range is 0-0.)
 */
final class ShareRanges {

  private final Priors.ShareEvidence evidence;

  ShareRanges(Priors.ShareEvidence evidence) {
    this.evidence = evidence;
  }

  /** Concentration of the gender and age shares: the prior, plus the category when read. */
  double demographics(boolean categoryRead) {
    return evidence.prior() + (categoryRead ? evidence.category() : 0);
  }

  /** Concentration of the country shares: the prior, the channel's country, language votes. */
  double countries(boolean countryKnown, int languageVotes) {
    int votes = Math.max(0, Math.min(languageVotes, evidence.maxLanguageVotes()));
    return evidence.prior()
        + (countryKnown ? evidence.country() : 0)
        + votes * evidence.perLanguageVote();
  }

  /**
   * Low and high ends, in percent, of a share answered as {@code percent} with {@code
   * concentration}, holding {@code priorPercent} too.
   */
  double[] range(double percent, double concentration, double priorPercent) {
    // A share rounded to 0.0 or 100.0 is still uncertain: read it as a tenth of a percent off.
    double p = Math.max(0.001, Math.min(0.999, percent / 100));
    BetaDistribution beta = new BetaDistribution(null, p * concentration, (1 - p) * concentration);
    double low = beta.inverseCumulativeProbability(evidence.quantile()) * 100;
    double high = beta.inverseCumulativeProbability(1 - evidence.quantile()) * 100;
    return new double[] {Math.min(low, priorPercent), Math.max(high, priorPercent)};
  }
}
