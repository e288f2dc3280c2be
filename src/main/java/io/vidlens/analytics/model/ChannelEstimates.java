package io.vidlens.analytics.model;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
  private final AdEligibility eligibility;
  private final ShareRanges shareRanges;
  private final PlaceNames placeNames;

  /**
   * The wire {@code category} when none of the sampled uploads' details named one: said as such,
   * never a guessed category (the RPM then uses the default priors, with low confidence).
   */
  public static final String UNKNOWN_CATEGORY = "Unknown";

  ChannelEstimates(Priors priors) {
    this.priors = priors;
    this.categories = new CategoryModel(priors);
    this.languages = new TextLanguages(priors);
    this.countries = new AudienceCountries(priors);
    this.audience = new AudienceModel(priors, categories);
    this.rpm = new RpmModel(priors);
    this.monthlyViews = new MonthlyViews(priors);
    this.eligibility = new AdEligibility(priors);
    this.shareRanges = new ShareRanges(priors.shareEvidence());
    this.placeNames = PlaceNames.standard();
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
    TextLanguages.Decision language =
        languages.decide(titles, descriptions, signals.captionLanguages(), signals.comments());
    Map<String, Double> languageMix = language.mix();
    PlaceNames.Votes places = placeNames.votes(signals.comments());
    Map<String, Double> countryMix =
        countries.withPlaces(countries.mix(countries.code(signals.country()), languageMix), places);
    double countryFactor = countries.rpmFactor(countryMix);

    boolean channelKids =
        Boolean.TRUE.equals(signals.madeForKids())
            || (!videos.isEmpty()
                && videos.stream().filter(v -> Boolean.TRUE.equals(v.madeForKids())).count() * 2
                    > videos.size());
    Optional<AdEligibility.Refusal> refusal =
        eligibility.check(
            channelKids ? Boolean.TRUE : null,
            false,
            signals.standing(),
            signals.subscriberCount());
    boolean monetizable = refusal.isEmpty();

    MonthlyViews.Estimate month = monthlyViews.estimate(videos, signals.totalViewCount(), today);
    if (signals.history() != null) {
      month = monthlyViews.fromHistory(month, signals.history());
    }
    Earnings revenue =
        revenue(month, basis.range(), countryFactor, category, channelKids, monetizable);

    double longShort = month.longViews() + month.shortViews();
    double shortsShare =
        longShort > 0
            ? month.shortViews() / longShort
            : videos.isEmpty()
                ? 0
                : (double) videos.stream().filter(VideoSample::isShort).count() / videos.size();
    boolean ageRestricted = signals.standing().ageRestricted();
    AudienceModel.AgeGender ageGender =
        audience.estimate(category, shortsShare, channelKids, ageRestricted);
    double[] byAge = rpm.byAge(revenue.longRpm(), ageGender.age());

    ChannelEstimate.AgeRpm ageRpm =
        new ChannelEstimate.AgeRpm(Money.usd(byAge[0]), Money.usd(byAge[1]), Money.usd(byAge[2]));
    ChannelEstimate.Demographics demographics =
        new ChannelEstimate.Demographics(
            audience.genderPercentages(ageGender),
            audience.agePercentages(ageGender),
            countries.top(countryMix));
    Map<String, BigDecimal> languagePercent = Percentages.of(languageMix);

    Ranges ranges = new Ranges();
    double[] byAgeLow = rpm.byAge(revenue.longRpmLow(), ageGender.age());
    double[] byAgeHigh = rpm.byAge(revenue.longRpmHigh(), ageGender.age());
    ranges.money("rpm.rpm_15", ageRpm.rpm15(), byAgeLow[0], byAgeHigh[0]);
    ranges.money("rpm.rpm_45", ageRpm.rpm45(), byAgeLow[1], byAgeHigh[1]);
    ranges.money("rpm.rpm_45_plus", ageRpm.rpm45Plus(), byAgeLow[2], byAgeHigh[2]);
    boolean categoryRead = priors.categoryAudience().containsKey(categories.canonical(category));
    shareRanges(
        ranges,
        demographics,
        shareRanges.demographics(categoryRead),
        shareRanges.countries(!countries.code(signals.country()).isEmpty(), language.votes()),
        ageRestricted);
    ChannelEstimate.Revenue wire = revenue.wire();
    ranges.money(
        "revenue.month_revenue",
        wire.monthRevenue(),
        revenue.longLow() + revenue.shortLow(),
        revenue.longHigh() + revenue.shortHigh());
    ranges.money(
        "revenue.month_long_revenue",
        wire.monthLongRevenue(),
        revenue.longLow(),
        revenue.longHigh());
    ranges.money(
        "revenue.month_short_revenue",
        wire.monthShortRevenue(),
        revenue.shortLow(),
        revenue.shortHigh());

    EstimateBases.CategorySource categorySource =
        EstimateBases.categorySource(categories, videos, category, basis.niche());
    int dated = month.videos().size();
    Estimate.Confidence confidence =
        EstimateBases.channelConfidence(
            categorySource.kind(), !signals.country().isEmpty(), !languageMix.isEmpty(), dated);
    Map<String, Integer> samples = new LinkedHashMap<>();
    samples.put("uploads", (int) videos.stream().filter(v -> !v.isShort()).count());
    samples.put("shorts", (int) videos.stream().filter(VideoSample::isShort).count());
    samples.put("uploadsWithCategory", categorySource.withCategory());
    samples.put("uploadsWithViewsAndDate", dated);
    samples.put("videoDescriptions", signals.videoDescriptions().size());
    samples.put("comments", signals.comments().size());
    samples.put("commentsNamingAPlace", places.naming());
    HistoryBases.samples(month, samples);
    Map<String, Estimate.Input> inputs = new LinkedHashMap<>();
    inputs.put(
        "category",
        new Estimate.Input(
            category.isEmpty() ? UNKNOWN_CATEGORY : category, categorySource.description()));
    inputs.put("language", new Estimate.Input(language.main(), language.how()));
    inputs.put(
        "niche",
        new Estimate.Input(
            basis.niche(),
            basis.niche().isEmpty() ? basis.why() + ": the category's RPM range" : basis.why()));
    inputs.put("country", EstimateBases.country(signals.country()));
    inputs.put("places", placesInput(places));
    inputs.put(
        "subscribers",
        signals.subscriberCount() == null
            ? new Estimate.Input("", "not shown: taken as inside the partner programme")
            : new Estimate.Input(
                signals.subscriberCount().toString(),
                refusal.map(AdEligibility.Refusal::reason).orElse(null)
                        == AdEligibility.Reason.BELOW_PARTNER_PROGRAMME
                    ? "channel page (rounded): below the partner programme, revenue 0"
                    : "channel page (rounded)"));
    inputs.put(
        "monetization",
        refusal
            .map(
                r ->
                    new Estimate.Input(
                        "not eligible: " + r.reason().word(), r.message() + " Revenue is 0."))
            .orElseGet(
                () ->
                    new Estimate.Input(
                        "eligible", eligibility.eligibleBasis(signals.subscriberCount()))));
    HistoryBases.inputs(month, inputs);
    Estimate estimate =
        new Estimate(
            "Long-form RPM: the category's (or niche's) RPM range scaled by the audience's country"
                + " CPM ratio, video length and made-for-kids; Shorts RPM: the Shorts range scaled"
                + " alike; monthly views from a decay curve over the sampled uploads (the month's"
                + " uploads beyond a sample spanning less of it extrapolated at its cadence) plus 1%"
                + " of the older catalogue; age and gender from platform baselines with category and"
                + " Shorts skews; countries from the language mix, the channel's country and the"
                + " places its commenters name"
                + " (docs/models.md)"
                + HistoryBases.method(month),
            new Estimate.Basis(
                inputs,
                languagePercent,
                demographics.viewershipCountry(),
                samples,
                priors.version()),
            confidence,
            ranges.build());

    return new ChannelEstimate(
        category.isEmpty() ? UNKNOWN_CATEGORY : category,
        ageRpm,
        demographics,
        wire,
        new ChannelEstimate.Basis(
            basis.niche(),
            languagePercent,
            Money.usd(revenue.longRpm()),
            Money.usd(revenue.shortsRpm()),
            countryFactor,
            monetizable),
        estimate);
  }

  /** The places comments name, as an input of the estimate's basis. */
  private Estimate.Input placesInput(PlaceNames.Votes places) {
    if (places.naming() == 0) {
      return new Estimate.Input(
          "",
          places.comments() == 0
              ? "no comments read"
              : "none of " + places.comments() + " comments names where its writer is");
    }
    StringBuilder value = new StringBuilder();
    places.byCountry().entrySet().stream()
        .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
        .forEach(
            e ->
                value
                    .append(value.isEmpty() ? "" : ", ")
                    .append(e.getKey())
                    .append(' ')
                    .append(Math.round(e.getValue() * 10) / 10.0));
    return new Estimate.Input(
        value.toString(),
        String.format(
            java.util.Locale.ROOT,
            "%d of %d comments name where their writers are (\"greetings from …\", a flag):"
                + " their countries take %.0f%% of the country mix (models/places.yaml)",
            places.naming(),
            places.comments(),
            100 * countries.placesWeight(places.total())));
  }

  /**
   * Each share's range ({@link ShareRanges}): a Beta interval whose width follows the evidence
   * ({@code demographic} for gender and age, {@code geographic} for countries), widened to hold the
   * platform-wide prior (what the model answers knowing nothing of the channel). The 13-17 group of
   * an age-restricted channel is known to be empty: 0-0.
   */
  private void shareRanges(
      Ranges ranges,
      ChannelEstimate.Demographics d,
      double demographic,
      double geographic,
      boolean ageRestricted) {
    AudienceModel.AgeGender prior = audience.estimate("", 0, false);
    ChannelEstimate.Gender g = audience.genderPercentages(prior);
    share(ranges, "demographics.gender.male", d.gender().male(), demographic, g.male());
    share(ranges, "demographics.gender.female", d.gender().female(), demographic, g.female());
    share(
        ranges,
        "demographics.gender.user_specified",
        d.gender().userSpecified(),
        demographic,
        g.userSpecified());
    Map<String, BigDecimal> age = audience.agePercentages(prior);
    String youngest = priors.ageGroups().getFirst();
    d.age()
        .forEach(
            (group, value) -> {
              String field = "demographics.age." + group;
              if (ageRestricted && group.equals(youngest)) {
                ranges.share(field, value, 0, 0);
              } else {
                share(ranges, field, value, demographic, age.get(group));
              }
            });
    Map<String, Double> worldwide = new LinkedHashMap<>();
    countries
        .mix("", Map.of())
        .forEach((code, share) -> worldwide.merge(countries.name(code), share * 100, Double::sum));
    d.viewershipCountry()
        .forEach(
            (name, value) ->
                share(
                    ranges,
                    "demographics.viewership_country." + name,
                    value,
                    geographic,
                    BigDecimal.valueOf(worldwide.getOrDefault(name, 0.0))));
  }

  private void share(
      Ranges ranges, String field, BigDecimal value, double concentration, BigDecimal prior) {
    double[] r = shareRanges.range(value.doubleValue(), concentration, prior.doubleValue());
    ranges.share(field, value, r[0], r[1]);
  }

  /** Monthly revenue and the channel-level RPMs it implies. */
  private record Earnings(
      ChannelEstimate.Revenue wire,
      double longRpm,
      double shortsRpm,
      double longRpmLow,
      double longRpmHigh,
      double longLow,
      double longHigh,
      double shortLow,
      double shortHigh) {}

  private Earnings revenue(
      MonthlyViews.Estimate month,
      Priors.RpmRange range,
      double countryFactor,
      String category,
      boolean channelKids,
      boolean monetizable) {
    double longDollars = 0;
    double longDollarsLow = 0;
    double longDollarsHigh = 0;
    double longViews = 0;
    double sampleLong = 0;
    for (MonthlyViews.VideoMonth v : month.videos()) {
      if (!v.video().isShort()) {
        boolean kids = channelKids || Boolean.TRUE.equals(v.video().madeForKids());
        RpmModel.Rpm r = rpm.longForm(range, countryFactor, v.video().lengthSeconds(), kids);
        longDollars += v.views() / 1000 * r.mid();
        longDollarsLow += v.views() / 1000 * r.low();
        longDollarsHigh += v.views() / 1000 * r.high();
        longViews += v.views();
        sampleLong += v.views();
      }
    }
    // The catalogue and an empty sample earn at the sample's view-weighted long-form RPM.
    RpmModel.Rpm unknownLength = rpm.longForm(range, countryFactor, null, channelKids);
    double sampleRpm = sampleLong > 0 ? longDollars / sampleLong * 1000 : unknownLength.mid();
    double sampleRpmLow = sampleLong > 0 ? longDollarsLow / sampleLong * 1000 : unknownLength.low();
    double sampleRpmHigh =
        sampleLong > 0 ? longDollarsHigh / sampleLong * 1000 : unknownLength.high();
    longDollars += month.catalogLong() / 1000 * sampleRpm;
    longDollarsLow += month.catalogLong() / 1000 * sampleRpmLow;
    longDollarsHigh += month.catalogLong() / 1000 * sampleRpmHigh;
    longViews += month.catalogLong();

    RpmModel.Rpm shorts = rpm.shorts(countryFactor, "Music".equals(category), channelKids);
    double shortsRpm = shorts.mid();
    double shortViews = month.shortViews();
    double shortDollars = shortViews / 1000 * shortsRpm;
    double paid = monetizable ? 1 : 0;

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
        shortsRpm,
        sampleRpmLow,
        sampleRpmHigh,
        paid * longDollarsLow,
        paid * longDollarsHigh,
        paid * shortViews / 1000 * shorts.low(),
        paid * shortViews / 1000 * shorts.high());
  }
}
