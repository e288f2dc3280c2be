package io.vidlens.analytics.model;

import io.vidlens.model.ShortLength;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The RPM prediction of one video (Get RPM), or why there is none (docs/models.md). Pure and
 * thread-safe; the same signals and day give the same answer.
 *
 * <p>Reasons, checked in this order: private, unlisted or removed; then ad eligibility ({@link
 * AdEligibility}: monetization disabled for made for kids, age-restricted and public broadcasters;
 * not monetized for topic channels and channels below the partner programme's subscribers); too new
 * (younger than {@code minAgeDays}, or a live or upcoming stream); too few views (below {@code
 * minViews}, or no view count).
 */
public final class VideoRpm {

  private final Priors priors;
  private final CategoryModel categories;
  private final TextLanguages languages;
  private final AudienceCountries countries;
  private final RpmModel rpm;
  private final AdEligibility eligibility;

  VideoRpm(Priors priors) {
    this.priors = priors;
    this.categories = new CategoryModel(priors);
    this.languages = new TextLanguages(priors);
    this.countries = new AudienceCountries(priors);
    this.rpm = new RpmModel(priors);
    this.eligibility = new AdEligibility(priors);
  }

  /** With the priors shipped in {@code models/priors.yaml}. */
  public static VideoRpm standard() {
    return new VideoRpm(Priors.defaults());
  }

  public VideoRpmEstimate estimate(VideoSignals video, LocalDate today) {
    Optional<VideoRpmEstimate.Unavailable> refused = unavailable(video, today);
    if (refused.isPresent()) {
      return refused.get();
    }
    TextLanguages.Decision language =
        languages.decide(
            List.of(video.title()), List.of(video.description()), List.of(), video.comments());
    Map<String, Double> languageMix = language.mix();
    String country = video.channelCountry() == null ? "" : video.channelCountry().trim();
    Map<String, Double> countryMix = countries.mix(countries.code(country), languageMix);
    double countryFactor = countries.rpmFactor(countryMix);
    String category = categories.canonical(video.category());
    CategoryModel.RpmBasis basis =
        video.isShort()
            ? new CategoryModel.RpmBasis(priors.shortsRpm(), "")
            : categories.rpmBasis(video.category(), List.of(video.title()));
    RpmModel.Rpm r =
        video.isShort()
            ? rpm.shorts(countryFactor, "Music".equals(category), false)
            : rpm.longForm(basis.range(), countryFactor, video.lengthSeconds(), false);
    double thousands = video.views() / 1000.0;
    VideoRpmEstimate.Available figures =
        new VideoRpmEstimate.Available(
            Money.usd(r.mid()),
            Money.usd(r.low()),
            Money.usd(r.high()),
            Money.usd(thousands * r.mid()),
            Money.usd(thousands * r.low()),
            Money.usd(thousands * r.high()),
            null);
    return new VideoRpmEstimate.Available(
        figures.rpm(),
        figures.rpmMin(),
        figures.rpmMax(),
        figures.estimatedEarnings(),
        figures.estimatedEarningsMin(),
        figures.estimatedEarningsMax(),
        estimateOf(video, country, category, basis, language, countryMix, figures));
  }

  private Estimate estimateOf(
      VideoSignals video,
      String country,
      String category,
      CategoryModel.RpmBasis basis,
      TextLanguages.Decision language,
      Map<String, Double> countryMix,
      VideoRpmEstimate.Available f) {
    Map<String, Double> languageMix = language.mix();
    EstimateBases.CategorySource source =
        EstimateBases.videoCategorySource(categories, category, basis.niche());
    Map<String, Estimate.Input> inputs = new LinkedHashMap<>();
    inputs.put("category", new Estimate.Input(category, source.description()));
    inputs.put("language", new Estimate.Input(language.main(), language.how()));
    inputs.put(
        "niche",
        new Estimate.Input(
            basis.niche(),
            video.isShort()
                ? "a Short: the Shorts range, no niche"
                : basis.niche().isEmpty()
                    ? basis.why() + ": the category's RPM range"
                    : basis.why()));
    inputs.put(
        "monetization",
        new Estimate.Input("eligible", eligibility.eligibleBasis(video.channelSubscribers())));
    inputs.put("country", EstimateBases.country(country));
    inputs.put(
        "length",
        new Estimate.Input(
            video.lengthSeconds() == null ? "" : video.lengthSeconds().toString(),
            video.lengthSeconds() == null
                ? "not given: no length factor"
                : "the video's own length in seconds"));
    inputs.put(
        "kind",
        new Estimate.Input(
            video.isShort() ? "short" : "long-form",
            video.isShort()
                ? "Shorts-eligible and at most "
                    + ShortLength.MAX_SECONDS
                    + " seconds: the Shorts range"
                : "long-form: the category's range"));
    Map<String, Integer> samples = new LinkedHashMap<>();
    samples.put("videos", 1);
    samples.put("comments", video.comments().size());
    // The prediction states its own range (rpmMin..rpmMax, and the earnings alike): the same one.
    Ranges ranges =
        new Ranges()
            .stated("prediction.rpm", f.rpm(), f.rpmMin(), f.rpmMax())
            .stated(
                "prediction.estimatedEarnings",
                f.estimatedEarnings(),
                f.estimatedEarningsMin(),
                f.estimatedEarningsMax());
    boolean languageDetected = !languageMix.isEmpty();
    Estimate.Confidence confidence =
        video.isShort()
            ? EstimateBases.videoConfidence(
                EstimateBases.CategoryKind.OWN, !country.isEmpty(), languageDetected)
            : EstimateBases.videoConfidence(source.kind(), !country.isEmpty(), languageDetected);
    return new Estimate(
        video.isShort()
            ? "Shorts RPM: the Shorts range scaled by the audience's country CPM ratio (half for"
                + " Music); earnings = views / 1000 x RPM (docs/models.md)"
            : "Long-form RPM: the category's (or niche's) RPM range scaled by the audience's"
                + " country CPM ratio and the video's length; earnings = views / 1000 x RPM"
                + " (docs/models.md)",
        new Estimate.Basis(
            inputs,
            Percentages.of(languageMix),
            countries.top(countryMix),
            samples,
            priors.version()),
        confidence,
        ranges.build());
  }

  Optional<VideoRpmEstimate.Unavailable> unavailable(VideoSignals v, LocalDate today) {
    Priors.Monetization rules = priors.monetization();
    if (v.removed()) {
      return refuse(
          RpmUnavailableReason.PRIVATE_UNLISTED_OR_REMOVED,
          "The video is no longer available on the platform.");
    }
    if (Boolean.TRUE.equals(v.isPrivate())) {
      return refuse(RpmUnavailableReason.PRIVATE_UNLISTED_OR_REMOVED, "The video is private.");
    }
    if (Boolean.TRUE.equals(v.isUnlisted())) {
      return refuse(RpmUnavailableReason.PRIVATE_UNLISTED_OR_REMOVED, "The video is unlisted.");
    }
    Optional<AdEligibility.Refusal> ineligible =
        eligibility.check(
            v.madeForKids(),
            Boolean.FALSE.equals(v.isFamilySafe()),
            v.channelStanding(),
            v.channelSubscribers());
    if (ineligible.isPresent()) {
      return refuse(ineligible.get().reason().rpmReason(), ineligible.get().message());
    }
    if (v.liveNow()) {
      return refuse(
          RpmUnavailableReason.TOO_NEW,
          "The video is a live or upcoming stream; its replay can be estimated once it ends.");
    }
    if (v.publishedOn() != null) {
      long age = ChronoUnit.DAYS.between(v.publishedOn(), today);
      if (age < rules.minAgeDays()) {
        return refuse(
            RpmUnavailableReason.TOO_NEW,
            "The video was published "
                + Math.max(0, age)
                + " days ago; estimates start "
                + rules.minAgeDays()
                + " days after publication.");
      }
    }
    if (v.views() == null) {
      return refuse(
          RpmUnavailableReason.TOO_FEW_VIEWS, "The platform shows no view count for the video.");
    }
    if (v.views() < rules.minViews()) {
      return refuse(
          RpmUnavailableReason.TOO_FEW_VIEWS,
          "The video has "
              + v.views()
              + " views; estimates start at "
              + rules.minViews()
              + " views.");
    }
    return Optional.empty();
  }

  private static Optional<VideoRpmEstimate.Unavailable> refuse(
      RpmUnavailableReason reason, String message) {
    return Optional.of(new VideoRpmEstimate.Unavailable(reason, message));
  }
}
