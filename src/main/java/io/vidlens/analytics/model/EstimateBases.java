package io.vidlens.analytics.model;

import java.util.List;

/**
 * Where the estimates' inputs came from, and the confidence rules built on that (docs/models.md,
 * "What each estimate says").
 */
final class EstimateBases {

  /** Sampled uploads with views and a date that a high-confidence channel estimate needs. */
  static final int HIGH_SAMPLE = 10;

  /** Below this many dated uploads, the monthly views rest on too little: low confidence. */
  static final int LOW_SAMPLE = 3;

  private EstimateBases() {}

  /** How the category (and so the RPM range) was found. */
  enum CategoryKind {
    /** A category the priors know, from the uploads' (or the video's) own metadata. */
    OWN,
    /** A niche told from title keywords replaced the category's range. */
    NICHE,
    /** No category, or one the priors do not know: the default range. */
    DEFAULT
  }

  record CategorySource(CategoryKind kind, int withCategory, String description) {}

  static CategorySource categorySource(
      CategoryModel categories, List<VideoSample> videos, String category, String niche) {
    int withCategory = 0;
    int agreeing = 0;
    for (VideoSample v : videos) {
      String c = categories.canonical(v.category());
      if (!c.isEmpty()) {
        withCategory++;
        agreeing += c.equals(category) ? 1 : 0;
      }
    }
    String majority =
        "the majority of the sampled videos' own platform categories: "
            + category
            + " on "
            + agreeing
            + " of "
            + withCategory
            + " videos whose details were read ("
            + videos.size()
            + " sampled)";
    if (!niche.isEmpty()) {
      return new CategorySource(
          CategoryKind.NICHE,
          withCategory,
          (category.isEmpty()
                  ? "none of the " + videos.size() + " sampled videos' details named a category"
                  : majority)
              + "; the RPM range is that of the niche '"
              + niche
              + "' (see niche)");
    }
    if (category.isEmpty()) {
      return new CategorySource(
          CategoryKind.DEFAULT,
          withCategory,
          "none of the "
              + videos.size()
              + " sampled videos' details named a category: answered as "
              + ChannelEstimates.UNKNOWN_CATEGORY
              + " (no category is guessed); default priors, low confidence");
    }
    if (!categories.known(category)) {
      return new CategorySource(
          CategoryKind.DEFAULT, withCategory, majority + "; unknown to the priors: default range");
    }
    return new CategorySource(CategoryKind.OWN, withCategory, majority);
  }

  /** A single video's category: its own metadata. */
  static CategorySource videoCategorySource(
      CategoryModel categories, String category, String niche) {
    String c = categories.canonical(category);
    if (!niche.isEmpty()) {
      return new CategorySource(
          CategoryKind.NICHE,
          c.isEmpty() ? 0 : 1,
          "the video's own category"
              + (c.isEmpty() ? " (not given)" : " " + c)
              + "; the RPM range is that of the niche '"
              + niche
              + "' (see niche)");
    }
    if (c.isEmpty()) {
      return new CategorySource(CategoryKind.DEFAULT, 0, "not given: default priors");
    }
    if (!categories.known(c)) {
      return new CategorySource(
          CategoryKind.DEFAULT,
          1,
          "the video's own category, unknown to the priors: default range");
    }
    return new CategorySource(CategoryKind.OWN, 1, "the video's own category");
  }

  static Estimate.Input country(String country) {
    return country.isEmpty()
        ? new Estimate.Input("", "not shown: audience placed by the language mix alone")
        : new Estimate.Input(country, "about panel");
  }

  /**
   * Channel estimates (Get Geography Demographics Revenue). High: the category is one the priors
   * know, from the uploads' own metadata; the channel names its country; a language was detected;
   * and at least {@link #HIGH_SAMPLE} uploads have views and a date. Low: the default category
   * range, or neither country nor language to place the audience, or fewer than {@link #LOW_SAMPLE}
   * dated uploads. Medium otherwise (e.g. a title-keyword niche).
   */
  static Estimate.Confidence channelConfidence(
      CategoryKind category, boolean countryKnown, boolean languageDetected, int datedUploads) {
    if (category == CategoryKind.DEFAULT
        || (!countryKnown && !languageDetected)
        || datedUploads < LOW_SAMPLE) {
      return Estimate.Confidence.LOW;
    }
    if (category == CategoryKind.OWN
        && countryKnown
        && languageDetected
        && datedUploads >= HIGH_SAMPLE) {
      return Estimate.Confidence.HIGH;
    }
    return Estimate.Confidence.MEDIUM;
  }

  /**
   * One video's RPM (Get RPM). High: its own category is one the priors know and both its channel's
   * country and its text's language are known. Low: the default category range, or neither country
   * nor language. Medium otherwise.
   */
  static Estimate.Confidence videoConfidence(
      CategoryKind category, boolean countryKnown, boolean languageDetected) {
    if (category == CategoryKind.DEFAULT || (!countryKnown && !languageDetected)) {
      return Estimate.Confidence.LOW;
    }
    if (category == CategoryKind.OWN && countryKnown && languageDetected) {
      return Estimate.Confidence.HIGH;
    }
    return Estimate.Confidence.MEDIUM;
  }
}
