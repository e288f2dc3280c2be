package io.vidlens.analytics.model;

import static io.vidlens.analytics.model.Channels.TODAY;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ChannelEstimatesTest {

  private static final ChannelEstimates ESTIMATES = ChannelEstimates.standard();

  private static BigDecimal sum(Collection<BigDecimal> values) {
    return values.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
  }

  private static ChannelSignals mixedChannel(
      long longViews, long shortViews, String country, List<String> titles, List<String> comments) {
    List<VideoSample> videos =
        new ArrayList<>(
            Channels.uploads(8, 7, longViews, "Science & Technology", 900, false, titles));
    videos.addAll(Channels.uploads(12, 3, shortViews, "Science & Technology", 40, true, titles));
    long sampled = 8 * longViews + 12 * shortViews;
    return new ChannelSignals(
        "UC_mixed",
        country,
        250_000L,
        30_000_000L + sampled,
        null,
        "Reviews and tutorials about computers",
        videos,
        List.of(),
        comments,
        List.of(),
        ChannelStanding.UNKNOWN,
        null);
  }

  private static void assertWellFormed(ChannelEstimate e) {
    ChannelEstimate.Gender g = e.demographics().gender();
    assertThat(g.male().add(g.female()).add(g.userSpecified())).isEqualByComparingTo("100");
    assertThat(sum(e.demographics().age().values())).isEqualByComparingTo("100");
    assertThat(e.demographics().age())
        .containsOnlyKeys(
            "13_17_years",
            "18_24_years",
            "25_34_years",
            "35_44_years",
            "45_54_years",
            "55_64_years",
            "65_plus_years");
    assertThat(sum(e.demographics().viewershipCountry().values())).isEqualByComparingTo("100");
    List<BigDecimal> percents = new ArrayList<>(e.demographics().age().values());
    percents.addAll(e.demographics().viewershipCountry().values());
    percents.addAll(List.of(g.male(), g.female(), g.userSpecified()));
    assertThat(percents)
        .allSatisfy(p -> assertThat(p).isBetween(BigDecimal.ZERO, new BigDecimal("100")));
    ChannelEstimate.Revenue r = e.revenue();
    assertThat(r.monthRevenue())
        .isEqualByComparingTo(r.monthLongRevenue().add(r.monthShortRevenue()));
    assertThat(
            List.of(
                r.monthRevenue(),
                r.monthLongRevenue(),
                r.monthShortRevenue(),
                e.rpm().rpm15(),
                e.rpm().rpm45(),
                e.rpm().rpm45Plus()))
        .allSatisfy(m -> assertThat(m).isGreaterThanOrEqualTo(BigDecimal.ZERO));
    assertThat(r.longViewCount()).isNotNegative();
    assertThat(r.shortViewCount()).isNotNegative();
    assertThat(
            sum(e.basis().languages().values()).signum() == 0
                || sum(e.basis().languages().values()).compareTo(new BigDecimal("100")) == 0)
        .isTrue();
  }

  @Test
  void aMixedEnglishTechChannel() {
    ChannelEstimate e =
        ESTIMATES.estimate(
            mixedChannel(
                150_000,
                40_000,
                "United States",
                Channels.ENGLISH_TECH_TITLES,
                Channels.ENGLISH_COMMENTS),
            TODAY);
    assertWellFormed(e);
    assertThat(e.category()).isEqualTo("Science & Technology");
    assertThat(e.demographics().viewershipCountry().keySet().iterator().next())
        .isEqualTo("United States");
    assertThat(e.basis().languages()).containsOnlyKeys("eng");
    assertThat(e.revenue().shortViewCount()).isPositive();
    assertThat(e.revenue().longViewCount()).isPositive();
    assertThat(e.revenue().monthShortRevenue())
        .isPositive()
        .isLessThan(e.revenue().monthLongRevenue());
    assertThat(e.rpm().rpm15()).isLessThan(e.rpm().rpm45());
    assertThat(e.basis().monetizable()).isTrue();
  }

  @Test
  void sameInputsGiveTheSameEstimate() {
    ChannelSignals s =
        mixedChannel(
            150_000, 40_000, "Germany", Channels.ENGLISH_TECH_TITLES, Channels.SPANISH_COMMENTS);
    ChannelEstimate a = ESTIMATES.estimate(s, TODAY);
    ChannelEstimate b = ChannelEstimates.standard().estimate(s, TODAY);
    assertThat(a).isEqualTo(b);
    assertThat(List.copyOf(a.demographics().viewershipCountry().keySet()))
        .isEqualTo(List.copyOf(b.demographics().viewershipCountry().keySet()));
  }

  @Test
  void moreViewsGiveMoreRevenue() {
    ChannelEstimate fewer =
        ESTIMATES.estimate(
            mixedChannel(100_000, 20_000, "US", Channels.ENGLISH_TECH_TITLES, List.of()), TODAY);
    ChannelEstimate more =
        ESTIMATES.estimate(
            mixedChannel(200_000, 20_000, "US", Channels.ENGLISH_TECH_TITLES, List.of()), TODAY);
    ChannelEstimate moreShorts =
        ESTIMATES.estimate(
            mixedChannel(100_000, 90_000, "US", Channels.ENGLISH_TECH_TITLES, List.of()), TODAY);
    assertThat(more.revenue().monthLongRevenue()).isGreaterThan(fewer.revenue().monthLongRevenue());
    assertThat(more.revenue().monthRevenue()).isGreaterThan(fewer.revenue().monthRevenue());
    assertThat(moreShorts.revenue().monthShortRevenue())
        .isGreaterThan(fewer.revenue().monthShortRevenue());
    assertThat(moreShorts.revenue().monthRevenue()).isGreaterThan(fewer.revenue().monthRevenue());
  }

  @Test
  void moreViewsOnAnyOneUploadNeverLowerTheRevenue() {
    java.util.Random random = new java.util.Random(7);
    for (int round = 0; round < 40; round++) {
      List<VideoSample> videos = new ArrayList<>();
      long total = 5_000_000L;
      for (int i = 0; i < 12; i++) {
        boolean isShort = random.nextBoolean();
        long views = 1_000 + random.nextInt(500_000);
        total += views;
        videos.add(
            new VideoSample(
                "v" + i,
                Channels.ENGLISH_TECH_TITLES.get(i % 4),
                "Science & Technology",
                views,
                isShort ? 30L + random.nextInt(150) : 60L + random.nextInt(3600),
                TODAY.minusDays(random.nextInt(2000)),
                isShort,
                null));
      }
      int bumped = random.nextInt(videos.size());
      VideoSample v = videos.get(bumped);
      long extra = 1 + random.nextInt(100_000);
      List<VideoSample> more = new ArrayList<>(videos);
      more.set(
          bumped,
          new VideoSample(
              v.videoId(),
              v.title(),
              v.category(),
              v.views() + extra,
              v.lengthSeconds(),
              v.publishedOn(),
              v.isShort(),
              null));
      ChannelEstimate before =
          ESTIMATES.estimate(
              new ChannelSignals(
                  "UC",
                  "US",
                  10_000L,
                  total,
                  null,
                  "",
                  videos,
                  List.of(),
                  List.of(),
                  List.of(),
                  ChannelStanding.UNKNOWN,
                  null),
              TODAY);
      ChannelEstimate after =
          ESTIMATES.estimate(
              new ChannelSignals(
                  "UC",
                  "US",
                  10_000L,
                  total + extra,
                  null,
                  "",
                  more,
                  List.of(),
                  List.of(),
                  List.of(),
                  ChannelStanding.UNKNOWN,
                  null),
              TODAY);
      assertThat(after.revenue().monthRevenue())
          .isGreaterThanOrEqualTo(before.revenue().monthRevenue());
      assertThat(after.revenue().longViewCount() + after.revenue().shortViewCount())
          .isGreaterThanOrEqualTo(
              before.revenue().longViewCount() + before.revenue().shortViewCount());
    }
  }

  @Test
  void longerLongFormUploadsEarnNoLessPerView() {
    ChannelSignals shortUploads =
        Channels.channel(
            "US",
            100_000,
            Channels.uploads(6, 5, 100_000, "Education", 300, false, Channels.ENGLISH_TECH_TITLES),
            List.of());
    ChannelSignals longUploads =
        Channels.channel(
            "US",
            100_000,
            Channels.uploads(6, 5, 100_000, "Education", 1800, false, Channels.ENGLISH_TECH_TITLES),
            List.of());
    ChannelEstimate a = ESTIMATES.estimate(shortUploads, TODAY);
    ChannelEstimate b = ESTIMATES.estimate(longUploads, TODAY);
    assertThat(b.revenue().longViewCount()).isEqualTo(a.revenue().longViewCount());
    assertThat(b.revenue().monthLongRevenue()).isGreaterThan(a.revenue().monthLongRevenue());
    assertThat(b.rpm().rpm45()).isGreaterThan(a.rpm().rpm45());
  }

  @Test
  void aSpanishMexicanChannelHasALatinAmericanAudienceAndLowerRpms() {
    ChannelEstimate us =
        ESTIMATES.estimate(
            Channels.channel(
                "US",
                100_000,
                Channels.uploads(
                    6, 5, 100_000, "Entertainment", 900, false, Channels.ENGLISH_GAMING_TITLES),
                Channels.ENGLISH_COMMENTS),
            TODAY);
    ChannelEstimate mx =
        ESTIMATES.estimate(
            Channels.channel(
                "Mexico",
                100_000,
                Channels.uploads(
                    6, 5, 100_000, "Entertainment", 900, false, Channels.SPANISH_TITLES),
                Channels.SPANISH_COMMENTS),
            TODAY);
    assertWellFormed(mx);
    assertThat(mx.demographics().viewershipCountry().keySet().iterator().next())
        .isEqualTo("Mexico");
    assertThat(mx.demographics().viewershipCountry())
        .containsKeys("Spain", "Colombia", "Argentina");
    assertThat(mx.rpm().rpm45()).isLessThan(us.rpm().rpm45());
    assertThat(mx.revenue().monthRevenue()).isLessThan(us.revenue().monthRevenue());
  }

  @Test
  void aHindiChannelIsMostlyWatchedInIndia() {
    ChannelEstimate e =
        ESTIMATES.estimate(
            Channels.channel(
                "India",
                100_000,
                Channels.uploads(6, 5, 100_000, "Education", 900, false, Channels.HINDI_TITLES),
                Channels.HINDI_COMMENTS),
            TODAY);
    assertWellFormed(e);
    assertThat(e.demographics().viewershipCountry().get("India"))
        .isGreaterThan(new BigDecimal("90"));
    assertThat(e.basis().countryFactor()).isLessThan(0.2);
  }

  @Test
  void belowThePartnerProgrammeTheRevenueIsZeroButRpmsStay() {
    ChannelEstimate e =
        ESTIMATES.estimate(
            Channels.channel(
                "US",
                800,
                Channels.uploads(6, 5, 2_000, "Gaming", 900, false, Channels.ENGLISH_GAMING_TITLES),
                List.of()),
            TODAY);
    assertWellFormed(e);
    assertThat(e.basis().monetizable()).isFalse();
    assertThat(e.revenue().monthRevenue()).isEqualByComparingTo("0");
    assertThat(e.revenue().longViewCount()).isPositive();
    assertThat(e.rpm().rpm45()).isPositive();
  }

  @Test
  void madeForKidsIsNotEligibleAndEarnsNothing() {
    List<VideoSample> v =
        Channels.uploads(
            6,
            5,
            100_000,
            "Entertainment",
            900,
            false,
            List.of("Learn colours with toy trains and songs"));
    ChannelSignals plain = Channels.channel("US", 100_000, v, List.of());
    ChannelSignals kids =
        new ChannelSignals(
            "UC_kids",
            "US",
            100_000L,
            null,
            true,
            "",
            v,
            List.of(),
            List.of(),
            List.of(),
            ChannelStanding.UNKNOWN,
            null);
    assertThat(ESTIMATES.estimate(plain, TODAY).revenue().monthRevenue()).isPositive();
    assertThat(ESTIMATES.estimate(kids, TODAY).revenue().monthRevenue()).isEqualByComparingTo("0");
    assertThat(ESTIMATES.estimate(kids, TODAY).estimate().basis().inputs().get("monetization"))
        .isEqualTo(
            new Estimate.Input(
                "not eligible: made-for-kids",
                "The video or its channel is made for kids: personalised ads are off, so no ad"
                    + " revenue is estimated. Revenue is 0."));
    assertThat(ESTIMATES.estimate(kids, TODAY).demographics().age().get("13_17_years"))
        .isGreaterThan(ESTIMATES.estimate(plain, TODAY).demographics().age().get("13_17_years"));
  }

  @Test
  void aChannelThatShowsNothingStillGetsWellFormedPriors() {
    ChannelEstimate e =
        ESTIMATES.estimate(
            new ChannelSignals(
                "UC_empty",
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                List.of(),
                ChannelStanding.UNKNOWN,
                null),
            TODAY);
    assertWellFormed(e);
    // Never "": no upload named a category, and none is guessed.
    assertThat(e.category()).isEqualTo(ChannelEstimates.UNKNOWN_CATEGORY);
    assertThat(e.estimate().basis().inputs().get("category").source())
        .contains("none of the 0 sampled videos' details named a category");
    assertThat(e.estimate().confidence()).isEqualTo(Estimate.Confidence.LOW);
    assertThat(e.revenue().monthRevenue()).isEqualByComparingTo("0");
    assertThat(e.revenue().longViewCount()).isZero();
    assertThat(e.demographics().viewershipCountry().keySet().iterator().next()).isEqualTo("India");
    assertThat(e.basis().languages()).isEmpty();
  }

  @Test
  void unknownCategoryIsReportedAsGivenWithDefaultRates() {
    ChannelEstimate e =
        ESTIMATES.estimate(
            Channels.channel(
                "US",
                100_000,
                Channels.uploads(
                    6, 5, 100_000, "Movies", 900, false, Channels.ENGLISH_GAMING_TITLES),
                List.of()),
            TODAY);
    assertThat(e.category()).isEqualTo("Movies");
    assertThat(e.basis().longFormRpm())
        .isEqualByComparingTo(Money.usd(Priors.defaults().categoryRpm().get(Priors.DEFAULT).mid()));
  }

  // ---- ad eligibility first (issue 17, point 3) ----

  private static ChannelSignals bigTechChannel(ChannelStanding standing, long subscribers) {
    return new ChannelSignals(
        "UC_standing",
        "US",
        subscribers,
        null,
        null,
        "",
        Channels.uploads(
            12, 5, 200_000, "Science & Technology", 900, false, Channels.ENGLISH_TECH_TITLES),
        List.of(),
        List.of(),
        List.of(),
        standing,
        null);
  }

  @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.CsvSource(
      delimiter = '|',
      textBlock =
          """
      age-restricted           | true  | false | ''                                             | 100000
      auto-generated           | false | true  | ''                                             | 100000
      public-broadcaster       | false | false | ZDF is a German public broadcast service.      | 100000
      below-partner-programme  | false | false | ''                                             | 999
      """)
  void anIneligibleChannelEarnsNothingWithItsReasonInTheBasis(
      String reason, boolean ageRestricted, boolean topic, String notice, long subscribers) {
    ChannelEstimate e =
        ESTIMATES.estimate(
            bigTechChannel(new ChannelStanding(ageRestricted, topic, notice), subscribers), TODAY);
    assertWellFormed(e);
    assertThat(e.basis().monetizable()).isFalse();
    assertThat(e.revenue().monthRevenue()).isEqualByComparingTo("0");
    assertThat(e.revenue().monthLongRevenue()).isEqualByComparingTo("0");
    assertThat(e.revenue().monthShortRevenue()).isEqualByComparingTo("0");
    for (String field :
        List.of(
            "revenue.month_revenue", "revenue.month_long_revenue", "revenue.month_short_revenue")) {
      Estimate.Range r = e.estimate().ranges().get(field);
      assertThat(r.low()).as(field).isEqualByComparingTo("0");
      assertThat(r.high()).as(field).isEqualByComparingTo("0");
    }
    Estimate.Input monetization = e.estimate().basis().inputs().get("monetization");
    assertThat(monetization.value()).isEqualTo("not eligible: " + reason);
    assertThat(monetization.source()).endsWith("Revenue is 0.");
    // The same channel without the fact earns.
    assertThat(
            ESTIMATES
                .estimate(bigTechChannel(ChannelStanding.UNKNOWN, 100_000), TODAY)
                .revenue()
                .monthRevenue())
        .isPositive();
  }

  @Test
  void anEligibleChannelSaysHowThePartnerProgrammeWasChecked() {
    ChannelEstimate e = ESTIMATES.estimate(bigTechChannel(ChannelStanding.UNKNOWN, 100_000), TODAY);
    Estimate.Input monetization = e.estimate().basis().inputs().get("monetization");
    assertThat(monetization.value()).isEqualTo("eligible");
    assertThat(monetization.source())
        .contains("100000 subscribers (at least 1000)")
        .contains("watch hours are not public: taken as met");
  }

  // ---- inputs a person would agree with (issue 17, point 2) ----

  @Test
  void distinctChannelsGetTheirOwnCategoryAndAudience() {
    ChannelEstimate tech =
        ESTIMATES.estimate(bigTechChannel(ChannelStanding.UNKNOWN, 100_000), TODAY);
    ChannelEstimate gaming =
        ESTIMATES.estimate(
            Channels.channel(
                "US",
                100_000,
                Channels.uploads(
                    12, 5, 200_000, "Gaming", 900, false, Channels.ENGLISH_GAMING_TITLES),
                List.of()),
            TODAY);
    assertThat(tech.category()).isEqualTo("Science & Technology");
    assertThat(gaming.category()).isEqualTo("Gaming");
    // Their categories' audience priors differ in age (both lean male by the same assumption).
    assertThat(tech.demographics().age()).isNotEqualTo(gaming.demographics().age());
    assertThat(tech.rpm()).isNotEqualTo(gaming.rpm());
  }

  @Test
  void theBasisSaysCategoryLanguageAndNicheAndHowEachWasFound() {
    List<VideoSample> videos =
        new java.util.ArrayList<>(
            Channels.uploads(
                5, 5, 50_000, "Education", 900, false, Channels.ENGLISH_FINANCE_TITLES));
    videos.addAll(Channels.uploads(1, 7, 50_000, "People & Blogs", 900, false, List.of("Vlog")));
    videos.addAll(Channels.uploads(2, 9, 50_000, "", 900, false, List.of("Q and A")));
    ChannelEstimate e =
        ESTIMATES.estimate(Channels.channel("US", 100_000, videos, List.of()), TODAY);
    Map<String, Estimate.Input> inputs = e.estimate().basis().inputs();
    assertThat(e.category()).isEqualTo("Education");
    assertThat(inputs.get("category").source())
        .contains("Education on 5 of 6 videos whose details were read (8 sampled)");
    assertThat(inputs.get("language").value()).isEqualTo("eng");
    assertThat(inputs.get("language").source()).startsWith("majority of texts: ");
    assertThat(inputs.get("niche").value()).isEqualTo("personal finance");
    assertThat(inputs.get("niche").source())
        .contains("4 of 8 titles (50%)")
        .contains("the category Education allows it");
  }
}
