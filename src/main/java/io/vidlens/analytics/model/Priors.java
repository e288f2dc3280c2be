package io.vidlens.analytics.model;

import io.vidlens.text.ClassPathResources;
import java.io.InputStream;
import java.util.List;
import java.util.Map;

/**
 * The public figures (and the marked assumptions) the models run on, read from {@code
 * models/priors.yaml}. Every number there has its source beside it; this class keeps the numbers,
 * {@link PriorsReader} reads them and checks that each one names a source. Immutable; {@link
 * #defaults()} is read once.
 */
record Priors(
    Map<String, String> sources,
    Map<String, RpmRange> categoryRpm,
    List<Niche> niches,
    LengthCurve length,
    RpmRange shortsRpm,
    double shortsMusicFactor,
    double kidsRpmFactor,
    double channelSpread,
    Monetization monetization,
    ViewCurve longViews,
    ViewCurve shortViews,
    double catalogMonthlyRate,
    List<String> ageGroups,
    List<Double> ageBaseline,
    List<Double> ageRpmFactors,
    double maleBaseline,
    double userSpecifiedPercent,
    Map<String, AudienceSkew> categoryAudience,
    double shortsYoungBoost,
    double shortsOldCut,
    double kidsTeenFactor,
    double kidsParentFactor,
    Map<String, CountryPrior> countries,
    double otherCountryRpm,
    Map<String, LanguagePrior> languages,
    MixRules mix,
    ShareEvidence shareEvidence,
    String version) {

  static final String RESOURCE = "models/priors.yaml";

  /** The key of the fallback entry in {@link #categoryRpm} and {@link #categoryAudience}. */
  static final String DEFAULT = "default";

  /** A long-form (or Shorts) RPM range in USD per 1,000 views. */
  record RpmRange(double low, double mid, double high, String source) {
    RpmRange {
      if (!(0 <= low && low <= mid && mid <= high)) {
        throw new IllegalArgumentException(
            "RPM range must satisfy 0 <= low <= mid <= high: " + low + ", " + mid + ", " + high);
      }
    }
  }

  /**
   * A topic told by title phrases, within the categories it may belong to, whose RPM range replaces
   * the category's: a title matches when its distinct phrases weigh at least {@code minTitleScore}
   * (strong 2, weak 1); the niche holds when {@code minTitleShare} of the titles match.
   */
  record Niche(
      String name,
      RpmRange rpm,
      double minTitleShare,
      int minTitleScore,
      List<String> categories,
      List<String> strong,
      List<String> weak) {}

  /** The long-form length factor (mid-roll eligibility and slots). */
  record LengthCurve(
      double belowMidrollFactor,
      long midrollSeconds,
      long plateauSeconds,
      double perMinuteAbovePlateau,
      double maxFactor) {}

  record Monetization(long minSubscribers, long minViews, int minAgeDays) {}

  /** Cumulative views at age t days: (1 - tail)(1 - exp(-t / tauDays)) + tail * t / 365. */
  record ViewCurve(double tauDays, double tail) {}

  /** Age multipliers (one per age group) and male share of a category's audience. */
  record AudienceSkew(List<Double> age, double male) {}

  record CountryPrior(String code, String name, double users, double rpm) {}

  /**
   * Share of each listed country's users assumed to watch content in this language, and the
   * countries where it is an official second language (English in Pakistan).
   */
  record LanguagePrior(
      String code, String name, Map<String, Double> countries, List<String> secondLanguageIn) {}

  record MixRules(
      double commentsWeight,
      double titlesWeight,
      double descriptionsWeight,
      double home,
      double homeSecondLanguage,
      double homeForeign,
      int topCountries,
      double placesWeight,
      double placesFullVotes) {}

  /**
   * Concentrations of the Beta distribution of a share (docs/models.md): what the prior alone, the
   * uploads' own category, the channel's country and each clear language vote are worth, votes
   * counted up to {@code maxLanguageVotes}; {@code quantile} is the lower tail of the range.
   */
  record ShareEvidence(
      double prior,
      double category,
      double country,
      double perLanguageVote,
      int maxLanguageVotes,
      double quantile) {}

  /**
   * These priors with another {@code channelSpread}: the calibration checks the one fitted number
   * out of sample (docs/models.md, "Calibration").
   */
  Priors withChannelSpread(double spread) {
    return new Priors(
        sources,
        categoryRpm,
        niches,
        length,
        shortsRpm,
        shortsMusicFactor,
        kidsRpmFactor,
        spread,
        monetization,
        longViews,
        shortViews,
        catalogMonthlyRate,
        ageGroups,
        ageBaseline,
        ageRpmFactors,
        maleBaseline,
        userSpecifiedPercent,
        categoryAudience,
        shortsYoungBoost,
        shortsOldCut,
        kidsTeenFactor,
        kidsParentFactor,
        countries,
        otherCountryRpm,
        languages,
        mix,
        shareEvidence,
        version);
  }

  private static final class Holder {
    static final Priors DEFAULTS = readResource();
  }

  /** The priors shipped in the jar. */
  static Priors defaults() {
    return Holder.DEFAULTS;
  }

  private static Priors readResource() {
    return ClassPathResources.read(RESOURCE, "Missing resource " + RESOURCE, Priors::read);
  }

  /** The priors in {@code in}, each number checked to name its source ({@link PriorsReader}). */
  static Priors read(InputStream in) {
    return PriorsReader.read(in);
  }
}
