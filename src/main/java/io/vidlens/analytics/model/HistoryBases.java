package io.vidlens.analytics.model;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Map;

/**
 * What the monthly views and their Shorts/long-form split rest on, for an estimate's basis: the
 * stored history's two readings (which, how far apart) or the like-for-like window of the sample
 * (docs/models.md, "Monthly views").
 */
final class HistoryBases {

  private HistoryBases() {}

  /** A sentence the method adds when the history measured the month. */
  static String method(MonthlyViews.Estimate month) {
    return month.history() == null
        ? ""
        : "; monthly views measured instead from the stored history: the rate of the channel's"
            + " total views between two readings a week or more apart";
  }

  static void inputs(MonthlyViews.Estimate month, Map<String, Estimate.Input> inputs) {
    long total = Math.round(month.longViews() + month.shortViews());
    ViewHistory h = month.history();
    if (h != null) {
      inputs.put(
          "monthlyViews",
          new Estimate.Input(
              Long.toString(total),
              "stored history: total views "
                  + h.viewsFrom()
                  + " read "
                  + h.from()
                  + " and "
                  + h.viewsTo()
                  + " read "
                  + h.to()
                  + " ("
                  + days(h)
                  + " days apart), at 30 days of that rate"));
      inputs.put(
          "shortsSharePercent",
          new Estimate.Input(
              share(month),
              h.shortShare() != null
                  ? "stored history: views gained by "
                      + h.longVideosCompared()
                      + " long-form videos and "
                      + h.shortsCompared()
                      + " Shorts between their own readings a week or more apart"
                  : "the history's videos do not tell: " + window(month.window())));
      if (h.subscriberChange() != null) {
        inputs.put(
            "subscriberGrowth",
            new Estimate.Input(
                (h.subscriberChange() >= 0 ? "+" : "") + h.subscriberChange(),
                "stored history: subscribers "
                    + h.subscribersFrom()
                    + " then "
                    + h.subscribersTo()
                    + " over "
                    + days(h)
                    + " days (rounded as the platform shows them)"));
      }
      return;
    }
    inputs.put(
        "monthlyViews",
        new Estimate.Input(
            Long.toString(total),
            "sample: a decay curve over the dated uploads plus the older catalogue's monthly rate;"
                + " no two stored readings a week apart yet"));
    inputs.put("shortsSharePercent", new Estimate.Input(share(month), window(month.window())));
  }

  static void samples(MonthlyViews.Estimate month, Map<String, Integer> samples) {
    MonthlyViews.Window w = month.window();
    samples.put("longFormInWindow", w.longForm());
    samples.put("shortsInWindow", w.shorts());
    ViewHistory h = month.history();
    if (h != null) {
      samples.put("historyDays", (int) days(h));
      samples.put("historyLongFormCompared", h.longVideosCompared());
      samples.put("historyShortsCompared", h.shortsCompared());
    }
  }

  private static String window(MonthlyViews.Window w) {
    if (w.start() == null) {
      return "like-for-like sample: only one kind of upload had dates; the catalogue split by its "
          + w.longForm()
          + " long-form videos and "
          + w.shorts()
          + " Shorts";
    }
    return "like-for-like sample: the "
        + w.longForm()
        + " long-form videos and "
        + w.shorts()
        + " Shorts published in the same window, since "
        + w.start();
  }

  private static String share(MonthlyViews.Estimate month) {
    double total = month.longViews() + month.shortViews();
    return total <= 0
        ? "0"
        : BigDecimal.valueOf(month.shortViews() / total * 100)
            .setScale(1, RoundingMode.HALF_UP)
            .stripTrailingZeros()
            .toPlainString();
  }

  private static long days(ViewHistory h) {
    return ChronoUnit.DAYS.between(
        h.from().atZone(ZoneOffset.UTC).toLocalDate(), h.to().atZone(ZoneOffset.UTC).toLocalDate());
  }
}
