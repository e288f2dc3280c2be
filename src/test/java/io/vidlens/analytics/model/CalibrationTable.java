package io.vidlens.analytics.model;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Runs Vidlens's channel estimate ({@link ChannelEstimates}, unchanged priors) on the inputs of
 * each disclosed figure and renders the calibration table of docs/models.md with its summary.
 *
 * <p>Each channel is given ten recent uploads of its kind (long-form: 100,000 views, 10 minutes;
 * Shorts: 1,000,000 views, 40 seconds), all inside the last 30 days so every view counts in the
 * month, with the row's category, titles, country and (for English channels) English comments. The
 * estimate's RPM is then the month's revenue over the month's views, and its range the revenue
 * range over the same views: exactly the channel RPM Vidlens's revenue answer implies.
 */
final class CalibrationTable {

  private static final int UPLOADS = 10;
  private static final long LONG_VIEWS = 100_000;
  private static final long LONG_SECONDS = 600;
  private static final long SHORT_VIEWS = 1_000_000;
  private static final long SHORT_SECONDS = 40;

  /** One row's outcome, in US dollars per 1,000 views. */
  record Row(
      DisclosedRpms.Disclosure disclosure,
      BigDecimal estimate,
      BigDecimal low,
      BigDecimal high,
      BigDecimal unwidenedLow,
      BigDecimal unwidenedHigh,
      String inputs) {

    SpreadFit.Figure figure() {
      return new SpreadFit.Figure(
          disclosure.channel(),
          disclosure.usdRpm().doubleValue(),
          unwidenedLow.doubleValue(),
          unwidenedHigh.doubleValue());
    }

    double ratio() {
      return estimate.doubleValue() / disclosure.usdRpm().doubleValue();
    }

    boolean inside() {
      BigDecimal d = disclosure.usdRpm();
      return low.compareTo(d) <= 0 && d.compareTo(high) <= 0;
    }
  }

  private final Priors priors;
  private final ChannelEstimates estimates;
  private final ChannelEstimates unwidened;

  /** With the shipped model and priors, and the same priors unwidened (spread 1) for the fit. */
  CalibrationTable(Priors priors) {
    this.priors = priors;
    this.estimates = new ChannelEstimates(priors);
    this.unwidened = new ChannelEstimates(priors.withChannelSpread(1));
  }

  double shippedSpread() {
    return priors.channelSpread();
  }

  Row calibrate(DisclosedRpms.Disclosure d) {
    ChannelEstimate e = estimates.estimate(signals(d), d.today());
    long views = e.revenue().longViewCount() + e.revenue().shortViewCount();
    Estimate.Range revenue = e.estimate().ranges().get("revenue.month_revenue");
    Estimate.Range raw =
        unwidened.estimate(signals(d), d.today()).estimate().ranges().get("revenue.month_revenue");
    return new Row(
        d,
        perThousand(e.revenue().monthRevenue(), views),
        perThousand(revenue.low(), views),
        perThousand(revenue.high(), views),
        perThousand(raw.low(), views),
        perThousand(raw.high(), views),
        inputs(e));
  }

  private static ChannelSignals signals(DisclosedRpms.Disclosure d) {
    List<VideoSample> uploads = new ArrayList<>();
    for (int i = 0; i < UPLOADS; i++) {
      uploads.add(
          new VideoSample(
              "cal" + i,
              d.titles().isEmpty() ? "" : d.titles().get(i % d.titles().size()),
              d.category(),
              d.isShort() ? SHORT_VIEWS : LONG_VIEWS,
              d.isShort() ? SHORT_SECONDS : LONG_SECONDS,
              d.today().minusDays(1 + 3L * i),
              d.isShort(),
              null));
    }
    // Viewers of an English channel comment in English; for the others no text is invented.
    List<String> comments = "en".equals(d.language()) ? Channels.ENGLISH_COMMENTS : List.of();
    return new ChannelSignals(
        d.channel(),
        d.country(),
        null,
        null,
        null,
        "",
        uploads,
        List.of(),
        comments,
        List.of(),
        ChannelStanding.UNKNOWN,
        null);
  }

  private static BigDecimal perThousand(BigDecimal dollars, long views) {
    return dollars
        .multiply(BigDecimal.valueOf(1000))
        .divide(BigDecimal.valueOf(views), 4, RoundingMode.HALF_UP);
  }

  /** Category (and niche), the two largest audience countries and the country factor. */
  private static String inputs(ChannelEstimate e) {
    String category = e.category().isEmpty() ? "(none)" : e.category();
    String niche = e.basis().niche().isEmpty() ? "" : " → " + e.basis().niche();
    String countries =
        e.demographics().viewershipCountry().entrySet().stream()
            .limit(2)
            .map(c -> c.getKey() + " " + c.getValue().stripTrailingZeros().toPlainString() + "%")
            .collect(Collectors.joining(", "));
    return String.format(
        Locale.ROOT, "%s%s; %s; ×%.2f", category, niche, countries, e.basis().countryFactor());
  }

  /**
   * The markdown table, its summary line and the out-of-sample line, as docs/models.md has them.
   */
  static String markdown(List<Row> rows, SpreadFit.Outcome outOfSample) {
    return markdown(rows) + '\n' + outOfSample.summary() + '\n';
  }

  /** The markdown table and its summary line. */
  static String markdown(List<Row> rows) {
    StringBuilder out = new StringBuilder();
    out.append(
        "| # | channel | niche, kind | period (day estimated) | disclosed RPM | Vidlens inputs (category → niche;"
            + " top countries; country factor) | estimate | range | ratio | inside | source |\n");
    out.append("|---|---|---|---|---|---|---|---|---|---|---|\n");
    int n = 0;
    for (Row r : rows) {
      DisclosedRpms.Disclosure d = r.disclosure();
      out.append(
          String.format(
              Locale.ROOT,
              "| %d | %s | %s, %s | %s | %s | %s | %s | %s–%s | %.2f | %s | [%s](%s) (%s) |\n",
              ++n,
              d.channel(),
              d.niche(),
              d.isShort() ? "Shorts" : "long-form",
              d.period() + " (as of " + d.today() + ")",
              money(d.usdRpm()),
              r.inputs(),
              money(r.estimate()),
              money(r.low()),
              money(r.high()),
              r.ratio(),
              r.inside() ? "yes" : "**no**",
              d.source(),
              d.url(),
              d.reliability()));
    }
    out.append('\n').append(summary(rows)).append('\n');
    return out.toString();
  }

  static String summary(List<Row> rows) {
    long inside = rows.stream().filter(Row::inside).count();
    long withinTwo = rows.stream().filter(r -> r.ratio() >= 0.5 && r.ratio() <= 2).count();
    long over = rows.stream().filter(r -> r.ratio() > 1).count();
    long creators = rows.stream().map(r -> r.disclosure().channel()).distinct().count();
    return String.format(
        Locale.ROOT,
        "%d figures of %d creators. In sample: **%d of %d** disclosed RPMs fall inside Vidlens's"
            + " range (its spread was set from this table); median error ratio (estimate /"
            + " disclosed, no figure here was fitted) **%.2f**; %d of %d within a factor of two;"
            + " %d over-estimated, %d under-estimated.",
        rows.size(),
        creators,
        inside,
        rows.size(),
        median(rows.stream().map(Row::ratio).toList()),
        withinTwo,
        rows.size(),
        over,
        rows.size() - over);
  }

  static double median(List<Double> values) {
    List<Double> sorted = values.stream().sorted().toList();
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }

  /** Dollars per 1,000 views: cents, or tenths of a cent under $0.10 (Shorts). */
  private static String money(BigDecimal v) {
    int scale = v.compareTo(new BigDecimal("0.1")) < 0 ? 3 : 2;
    return "$" + v.setScale(scale, RoundingMode.HALF_UP).toPlainString();
  }
}
