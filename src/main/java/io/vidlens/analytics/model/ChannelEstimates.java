package io.vidlens.analytics.model;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The geography, demographics and revenue estimates of a channel (docs/models.md). Pure: the same
 * signals and day give the same estimate; no I/O but reading the priors and the language model from
 * the class path once. Thread-safe; make one and share it.
 */
public final class ChannelEstimates {

  private final Priors priors;
  private final CategoryModel categories;
  private final TextLanguages languages;
  private final AudienceCountries countries;
  private final AudienceModel audience;
  private final RpmModel rpm;
  private final MonthlyViews monthlyViews;

  ChannelEstimates(Priors priors) {
    this.priors = priors;
    this.categories = new CategoryModel(priors);
    this.languages = new TextLanguages(priors);
    this.countries = new AudienceCountries(priors);
    this.audience = new AudienceModel(priors, categories);
    this.rpm = new RpmModel(priors);
    this.monthlyViews = new MonthlyViews(priors);
  }

  /** With the priors shipped in {@code models/priors.yaml}. */
  public static ChannelEstimates standard() {
    return new ChannelEstimates(Priors.defaults());
  }

  /** The estimates for {@code signals} as of {@code today} (the day view ages are counted to). */
  public ChannelEstimate estimate(ChannelSignals signals, LocalDate today) {
    List<VideoSample> videos = signals.recentVideos();
    String category = categories.dominant(videos);
    List<String> titles = videos.stream().map(VideoSample::title).toList();
    CategoryModel.RpmBasis basis = categories.rpmBasis(category, titles);

    List<String> descriptions = new ArrayList<>();
    descriptions.add(signals.channelDescription());
    descriptions.addAll(signals.videoDescriptions());
    Map<String, Double> languageMix = languages.mix(titles, descriptions, signals.comments());
    Map<String, Double> countryMix = countries.mix(countries.code(signals.country()), languageMix);
    double countryFactor = countries.rpmFactor(countryMix);

    boolean channelKids =
        Boolean.TRUE.equals(signals.madeForKids())
            || (!videos.isEmpty()
                && videos.stream().filter(v -> Boolean.TRUE.equals(v.madeForKids())).count() * 2
                    > videos.size());
    boolean monetizable =
        signals.subscriberCount() == null
            || signals.subscriberCount() >= priors.monetization().minSubscribers();

    MonthlyViews.Estimate month = monthlyViews.estimate(videos, signals.totalViewCount(), today);
    Earnings revenue =
        revenue(month, basis.range(), countryFactor, category, channelKids, monetizable);

    double longShort = month.longViews() + month.shortViews();
    double shortsShare =
        longShort > 0
            ? month.shortViews() / longShort
            : videos.isEmpty()
                ? 0
                : (double) videos.stream().filter(VideoSample::isShort).count() / videos.size();
    AudienceModel.AgeGender ageGender = audience.estimate(category, shortsShare, channelKids);
    double[] byAge = rpm.byAge(revenue.longRpm(), ageGender.age());

    return new ChannelEstimate(
        category,
        new ChannelEstimate.AgeRpm(Money.usd(byAge[0]), Money.usd(byAge[1]), Money.usd(byAge[2])),
        new ChannelEstimate.Demographics(
            audience.genderPercentages(ageGender),
            audience.agePercentages(ageGender),
            countries.top(countryMix)),
        revenue.wire(),
        new ChannelEstimate.Basis(
            basis.niche(),
            Percentages.of(languageMix),
            Money.usd(revenue.longRpm()),
            Money.usd(revenue.shortsRpm()),
            countryFactor,
            monetizable));
  }

  /** Monthly revenue and the channel-level RPMs it implies. */
  private record Earnings(ChannelEstimate.Revenue wire, double longRpm, double shortsRpm) {}

  private Earnings revenue(
      MonthlyViews.Estimate month,
      Priors.RpmRange range,
      double countryFactor,
      String category,
      boolean channelKids,
      boolean monetizable) {
    double longDollars = 0;
    double longViews = 0;
    double sampleLong = 0;
    for (MonthlyViews.VideoMonth v : month.videos()) {
      if (!v.video().isShort()) {
        boolean kids = channelKids || Boolean.TRUE.equals(v.video().madeForKids());
        longDollars +=
            v.views()
                / 1000
                * rpm.longForm(range, countryFactor, v.video().lengthSeconds(), kids).mid();
        longViews += v.views();
        sampleLong += v.views();
      }
    }
    // The catalogue and an empty sample earn at the sample's view-weighted long-form RPM.
    double sampleRpm =
        sampleLong > 0
            ? longDollars / sampleLong * 1000
            : rpm.longForm(range, countryFactor, null, channelKids).mid();
    longDollars += month.catalogLong() / 1000 * sampleRpm;
    longViews += month.catalogLong();

    double shortsRpm = rpm.shorts(countryFactor, "Music".equals(category), channelKids).mid();
    double shortViews = month.shortViews();
    double shortDollars = shortViews / 1000 * shortsRpm;

    BigDecimal longRevenue = Money.usd(monetizable ? longDollars : 0);
    BigDecimal shortRevenue = Money.usd(monetizable ? shortDollars : 0);
    return new Earnings(
        new ChannelEstimate.Revenue(
            longRevenue.add(shortRevenue),
            longRevenue,
            shortRevenue,
            Math.round(shortViews),
            Math.round(longViews)),
        sampleRpm,
        shortsRpm);
  }
}
