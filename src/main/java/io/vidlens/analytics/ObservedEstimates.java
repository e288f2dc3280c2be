package io.vidlens.analytics;

import io.vidlens.analytics.model.Estimate;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code estimate} of the two answers that sum or average what the platform shows (Get
 * Analytics, Get Short vs Long Views): no priors, no money or share figures (so no ranges); the
 * confidence says how much of the channel the sample covers (docs/models.md).
 */
final class ObservedEstimates {

  /** Long-form lengths averaged for a high-confidence {@code avgVideoLengthSeconds}. */
  static final int HIGH_LENGTHS = 10;

  /** Videos whose details were read for high-confidence tags and categories. */
  static final int HIGH_DETAILS = 3;

  private ObservedEstimates() {}

  /**
   * Get Analytics. High: the about panel was read, at least {@link #HIGH_LENGTHS} lengths averaged
   * and {@link #HIGH_DETAILS} videos' details read. Low: no length to average, or no video's
   * details (no categories or tags). Medium otherwise.
   */
  static Estimate analytics(GatheredChannel c) {
    int lengths = (int) c.videos().stream().filter(Upload::averagedLength).count();
    int details = AnalyticsMapper.detailsNewestFirst(c).size();
    boolean panel = c.panel().isPresent();
    Estimate.Confidence confidence =
        lengths == 0 || details == 0
            ? Estimate.Confidence.LOW
            : panel && lengths >= HIGH_LENGTHS && details >= HIGH_DETAILS
                ? Estimate.Confidence.HIGH
                : Estimate.Confidence.MEDIUM;
    Map<String, Estimate.Input> inputs = new LinkedHashMap<>();
    inputs.put(
        "country",
        c.country().isBlank()
            ? new Estimate.Input("", panel ? "about panel names none" : "about panel not read")
            : new Estimate.Input(c.country(), "about panel"));
    Map<String, Integer> samples = new LinkedHashMap<>();
    samples.put("videosOnPage", c.videos().size());
    samples.put("lengthsAveraged", lengths);
    samples.put("shortsOnPage", c.shorts().size());
    samples.put("detailedVideos", details);
    samples.put("feedEntries", c.feed().size());
    return new Estimate(
        "As the platform shows it: counts from the channel page and about panel;"
            + " avgVideoLengthSeconds the mean length of the long-form videos on the newest Videos"
            + " page; tags and categories from the details of the newest videos known"
            + " (samples.detailedVideos: those earlier reads left in the cache, else the newest"
            + " video's)",
        new Estimate.Basis(inputs, Map.of(), Map.of(), samples, ""),
        confidence,
        Map.of());
  }

  /**
   * Get Short vs Long Views. High: every page of both tabs was read and every count summed was
   * exact ({@link io.vidlens.model.Count#exact()}: "1,545,374 views", "312 views"). Medium: every
   * page read, some counts as the platform rounds them ("895K"). Low: a tab had more pages than the
   * ceiling, so the totals are partial.
   */
  static Estimate shortVsLong(ViewTotals t) {
    Estimate.Confidence confidence =
        !t.complete()
            ? Estimate.Confidence.LOW
            : t.videos().exact() && t.shorts().exact()
                ? Estimate.Confidence.HIGH
                : Estimate.Confidence.MEDIUM;
    Map<String, Integer> samples = new LinkedHashMap<>();
    samples.put("videoPages", t.videoPages());
    samples.put("shortPages", t.shortPages());
    Map<String, Estimate.Input> inputs = new LinkedHashMap<>();
    inputs.put(
        "longViews",
        new Estimate.Input(
            Long.toString(t.longViews()),
            (t.videosComplete() ? "every" : "the first " + t.videoPages())
                + " page(s) of the Videos tab, "
                + counts(t.videos())));
    inputs.put(
        "shortView",
        new Estimate.Input(
            Long.toString(t.shortViews()),
            t.shortPages() == 0
                ? "no Shorts tab"
                : (t.shortsComplete() ? "every" : "the first " + t.shortPages())
                    + " page(s) of the Shorts tab, "
                    + counts(t.shorts())));
    return new Estimate(
        "Sums of the view counts the Videos and Shorts tabs show",
        new Estimate.Basis(inputs, Map.of(), Map.of(), samples, ""),
        confidence,
        Map.of());
  }

  /**
   * What the counts of a tab's sum were, by each count's own exactness (the tab does not say: an
   * age-restricted channel's uploads list rounds its long-form counts, a Short's "312 views" is
   * exact).
   */
  private static String counts(ViewTotals.Sum sum) {
    if (sum.counts() == 0) {
      return "no counts shown";
    }
    return sum.exact() ? "exact counts" : "counts rounded as shown";
  }
}
