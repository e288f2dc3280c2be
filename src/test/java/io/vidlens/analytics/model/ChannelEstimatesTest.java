package io.vidlens.analytics.model;

import static io.vidlens.analytics.model.Channels.TODAY;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
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
        comments);
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
                  "UC", "US", 10_000L, total, null, "", videos, List.of(), List.of()),
              TODAY);
      ChannelEstimate after =
          ESTIMATES.estimate(
              new ChannelSignals(
                  "UC", "US", 10_000L, total + extra, null, "", more, List.of(), List.of()),
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
  void madeForKidsEarnsLess() {
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
        new ChannelSignals("UC_kids", "US", 100_000L, null, true, "", v, List.of(), List.of());
    assertThat(ESTIMATES.estimate(kids, TODAY).revenue().monthRevenue())
        .isLessThan(ESTIMATES.estimate(plain, TODAY).revenue().monthRevenue());
    assertThat(ESTIMATES.estimate(kids, TODAY).demographics().age().get("13_17_years"))
        .isGreaterThan(ESTIMATES.estimate(plain, TODAY).demographics().age().get("13_17_years"));
  }

  @Test
  void aChannelThatShowsNothingStillGetsWellFormedPriors() {
    ChannelEstimate e =
        ESTIMATES.estimate(
            new ChannelSignals("UC_empty", null, null, null, null, null, null, null, null), TODAY);
    assertWellFormed(e);
    assertThat(e.category()).isEmpty();
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
}
