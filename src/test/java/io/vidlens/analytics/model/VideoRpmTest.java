package io.vidlens.analytics.model;

import static io.vidlens.analytics.model.Channels.TODAY;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class VideoRpmTest {

  private static final VideoRpm RPM = VideoRpm.standard();

  /** A public, monetizable 15-minute English tech video, 30 days old, with 120,000 views. */
  private static VideoSignals video() {
    return new VideoSignals(
        "dQw4w9WgXcQ",
        "The best laptop for programmers this year",
        "I tested twelve laptops for a month to find the best one for writing code.",
        "Science & Technology",
        900L,
        120_000L,
        TODAY.minusDays(30),
        false,
        false,
        false,
        false,
        true,
        false,
        false,
        250_000L,
        "United States",
        Channels.ENGLISH_COMMENTS,
        ChannelStanding.UNKNOWN);
  }

  private static VideoSignals with(
      VideoSignals v, Long length, Long views, LocalDate published, boolean isShort) {
    return new VideoSignals(
        v.videoId(),
        v.title(),
        v.description(),
        v.category(),
        length,
        views,
        published,
        isShort,
        v.isPrivate(),
        v.isUnlisted(),
        v.removed(),
        v.isFamilySafe(),
        v.madeForKids(),
        v.liveNow(),
        v.channelSubscribers(),
        v.channelCountry(),
        v.comments(),
        ChannelStanding.UNKNOWN);
  }

  private static VideoRpmEstimate.Available available(VideoSignals v) {
    VideoRpmEstimate e = RPM.estimate(v, TODAY);
    assertThat(e).isInstanceOf(VideoRpmEstimate.Available.class);
    VideoRpmEstimate.Available a = (VideoRpmEstimate.Available) e;
    assertThat(a.rpmMin()).isLessThanOrEqualTo(a.rpm());
    assertThat(a.rpm()).isLessThanOrEqualTo(a.rpmMax());
    assertThat(a.estimatedEarningsMin()).isLessThanOrEqualTo(a.estimatedEarnings());
    assertThat(a.estimatedEarnings()).isLessThanOrEqualTo(a.estimatedEarningsMax());
    assertThat(
            List.of(
                a.rpm(),
                a.rpmMin(),
                a.rpmMax(),
                a.estimatedEarnings(),
                a.estimatedEarningsMin(),
                a.estimatedEarningsMax()))
        .allSatisfy(
            m -> {
              assertThat(m).isGreaterThanOrEqualTo(BigDecimal.ZERO);
              assertThat(m.scale()).isEqualTo(2);
            });
    return a;
  }

  private static VideoRpmEstimate.Unavailable unavailable(VideoSignals v) {
    VideoRpmEstimate e = RPM.estimate(v, TODAY);
    assertThat(e).isInstanceOf(VideoRpmEstimate.Unavailable.class);
    return (VideoRpmEstimate.Unavailable) e;
  }

  @Test
  void aPublicTechVideoGetsTheCategoryRangeAndEarningsForItsViews() {
    VideoRpmEstimate.Available a = available(video());
    assertThat(a.rpm()).isEqualByComparingTo("9.00"); // the reference audience, 8-20 minutes
    // the tech range $5-15, each end moved outward by the channel spread (2x)
    assertThat(a.rpmMin()).isEqualByComparingTo("2.50");
    assertThat(a.rpmMax()).isEqualByComparingTo("30.00");
    // 120 x $9 = $1,080, to the two significant figures the priors support
    assertThat(a.estimatedEarnings()).isEqualByComparingTo("1100.00");
  }

  @Test
  void sameInputsGiveTheSameAnswer() {
    assertThat(RPM.estimate(video(), TODAY))
        .isEqualTo(VideoRpm.standard().estimate(video(), TODAY));
  }

  @Test
  void moreViewsGiveMoreEarningsAtTheSameRpm() {
    VideoRpmEstimate.Available fewer =
        available(with(video(), 900L, 10_000L, TODAY.minusDays(30), false));
    VideoRpmEstimate.Available more =
        available(with(video(), 900L, 20_000L, TODAY.minusDays(30), false));
    assertThat(more.rpm()).isEqualByComparingTo(fewer.rpm());
    assertThat(more.estimatedEarnings()).isGreaterThan(fewer.estimatedEarnings());
    assertThat(more.estimatedEarningsMax()).isGreaterThan(fewer.estimatedEarningsMax());
  }

  @Test
  void aLongerLongFormVideoNeverHasALowerRpmAndCrossingEightMinutesRaisesIt() {
    BigDecimal previous = BigDecimal.ZERO;
    for (long seconds = 60; seconds <= 3 * 3600; seconds += 60) {
      BigDecimal rpm =
          available(with(video(), seconds, 120_000L, TODAY.minusDays(30), false)).rpm();
      assertThat(rpm).isGreaterThanOrEqualTo(previous);
      previous = rpm;
    }
    assertThat(available(with(video(), 480L, 120_000L, TODAY.minusDays(30), false)).rpm())
        .isGreaterThan(available(with(video(), 479L, 120_000L, TODAY.minusDays(30), false)).rpm());
  }

  @Test
  void aShortEarnsAtShortsRates() {
    VideoRpmEstimate.Available shortForm =
        available(with(video(), 45L, 120_000L, TODAY.minusDays(30), true));
    VideoRpmEstimate.Available longForm = available(video());
    assertThat(shortForm.rpmMax()).isLessThan(new BigDecimal("0.20")); // digiday-2025: under $0.20
    assertThat(shortForm.rpmMax()).isLessThan(longForm.rpmMin());
  }

  @Test
  void privateVideo() {
    VideoSignals v = video();
    VideoRpmEstimate.Unavailable u =
        unavailable(
            new VideoSignals(
                v.videoId(),
                v.title(),
                v.description(),
                v.category(),
                900L,
                120_000L,
                v.publishedOn(),
                false,
                true,
                false,
                false,
                true,
                false,
                false,
                250_000L,
                "US",
                List.of(),
                ChannelStanding.UNKNOWN));
    assertThat(u.reason()).isEqualTo(RpmUnavailableReason.PRIVATE_UNLISTED_OR_REMOVED);
    assertThat(u.error()).isEqualTo("video private, unlisted or removed");
    assertThat(u.message()).contains("private");
  }

  @Test
  void unlistedVideo() {
    VideoSignals v = video();
    VideoRpmEstimate.Unavailable u =
        unavailable(
            new VideoSignals(
                v.videoId(),
                v.title(),
                v.description(),
                v.category(),
                900L,
                120_000L,
                v.publishedOn(),
                false,
                false,
                true,
                false,
                true,
                false,
                false,
                250_000L,
                "US",
                List.of(),
                ChannelStanding.UNKNOWN));
    assertThat(u.reason()).isEqualTo(RpmUnavailableReason.PRIVATE_UNLISTED_OR_REMOVED);
    assertThat(u.message()).contains("unlisted");
  }

  @Test
  void removedVideo() {
    VideoRpmEstimate.Unavailable u =
        unavailable(
            new VideoSignals(
                "x",
                "",
                "",
                "",
                null,
                null,
                null,
                false,
                null,
                null,
                true,
                null,
                null,
                false,
                null,
                "",
                null,
                ChannelStanding.UNKNOWN));
    assertThat(u.reason()).isEqualTo(RpmUnavailableReason.PRIVATE_UNLISTED_OR_REMOVED);
    assertThat(u.message()).contains("no longer available");
  }

  @Test
  void madeForKidsVideo() {
    VideoSignals v = video();
    VideoRpmEstimate.Unavailable u =
        unavailable(
            new VideoSignals(
                v.videoId(),
                v.title(),
                v.description(),
                v.category(),
                900L,
                120_000L,
                v.publishedOn(),
                false,
                false,
                false,
                false,
                true,
                true,
                false,
                250_000L,
                "US",
                List.of(),
                ChannelStanding.UNKNOWN));
    assertThat(u.reason()).isEqualTo(RpmUnavailableReason.MONETIZATION_DISABLED);
    assertThat(u.error()).isEqualTo("monetization disabled");
    assertThat(u.message()).contains("made for kids");
  }

  @Test
  void ageRestrictedVideo() {
    VideoSignals v = video();
    VideoRpmEstimate.Unavailable u =
        unavailable(
            new VideoSignals(
                v.videoId(),
                v.title(),
                v.description(),
                v.category(),
                900L,
                120_000L,
                v.publishedOn(),
                false,
                false,
                false,
                false,
                false,
                null,
                false,
                250_000L,
                "US",
                List.of(),
                ChannelStanding.UNKNOWN));
    assertThat(u.reason()).isEqualTo(RpmUnavailableReason.MONETIZATION_DISABLED);
    assertThat(u.message()).contains("age-restricted");
  }

  @Test
  void channelBelowThePartnerProgramme() {
    VideoSignals v = video();
    VideoRpmEstimate.Unavailable u =
        unavailable(
            new VideoSignals(
                v.videoId(),
                v.title(),
                v.description(),
                v.category(),
                900L,
                120_000L,
                v.publishedOn(),
                false,
                false,
                false,
                false,
                true,
                false,
                false,
                999L,
                "US",
                List.of(),
                ChannelStanding.UNKNOWN));
    assertThat(u.reason()).isEqualTo(RpmUnavailableReason.NOT_MONETIZED);
    assertThat(u.error()).isEqualTo("video not monetized");
    assertThat(u.message()).contains("999 subscribers");
  }

  @Test
  void tooNewVideo() {
    VideoRpmEstimate.Unavailable u =
        unavailable(with(video(), 900L, 120_000L, TODAY.minusDays(2), false));
    assertThat(u.reason()).isEqualTo(RpmUnavailableReason.TOO_NEW);
    assertThat(u.error()).isEqualTo("video too new");
    assertThat(u.message()).contains("2 days ago");
    available(with(video(), 900L, 120_000L, TODAY.minusDays(3), false));
  }

  @Test
  void liveStreamInProgressIsTooNew() {
    VideoSignals v = video();
    VideoRpmEstimate.Unavailable u =
        unavailable(
            new VideoSignals(
                v.videoId(),
                v.title(),
                v.description(),
                v.category(),
                null,
                5_000L,
                v.publishedOn(),
                false,
                false,
                false,
                false,
                true,
                false,
                true,
                250_000L,
                "US",
                List.of(),
                ChannelStanding.UNKNOWN));
    assertThat(u.reason()).isEqualTo(RpmUnavailableReason.TOO_NEW);
  }

  @Test
  void tooFewViews() {
    VideoRpmEstimate.Unavailable u =
        unavailable(with(video(), 900L, 999L, TODAY.minusDays(30), false));
    assertThat(u.reason()).isEqualTo(RpmUnavailableReason.TOO_FEW_VIEWS);
    assertThat(u.error()).isEqualTo("too few views");
    assertThat(u.message()).contains("999 views");
    assertThat(unavailable(with(video(), 900L, null, TODAY.minusDays(30), false)).reason())
        .isEqualTo(RpmUnavailableReason.TOO_FEW_VIEWS);
    available(with(video(), 900L, 1000L, TODAY.minusDays(30), false));
  }

  @Test
  void everyReasonHasTheDescriptionsWording() {
    assertThat(List.of(RpmUnavailableReason.values()).stream().map(RpmUnavailableReason::error))
        .containsExactlyInAnyOrder(
            "video not monetized",
            "too few views",
            "video too new",
            "video private, unlisted or removed",
            "monetization disabled");
  }

  @Test
  void aSpanishVideoOfAMexicanChannelHasALowerRpm() {
    VideoSignals v =
        new VideoSignals(
            "abc",
            "Cómo ahorrar dinero cada mes sin sufrir",
            "En este video te explico mis trucos para ahorrar",
            "Education",
            900L,
            120_000L,
            TODAY.minusDays(30),
            false,
            false,
            false,
            false,
            true,
            false,
            false,
            250_000L,
            "Mexico",
            Channels.SPANISH_COMMENTS,
            ChannelStanding.UNKNOWN);
    assertThat(available(v).rpm()).isLessThan(available(video()).rpm());
  }

  // ---- ad eligibility first (issue 17, point 3) ----

  private static VideoSignals standing(VideoSignals v, ChannelStanding standing) {
    return new VideoSignals(
        v.videoId(),
        v.title(),
        v.description(),
        v.category(),
        v.lengthSeconds(),
        v.views(),
        v.publishedOn(),
        v.isShort(),
        v.isPrivate(),
        v.isUnlisted(),
        v.removed(),
        v.isFamilySafe(),
        v.madeForKids(),
        v.liveNow(),
        v.channelSubscribers(),
        v.channelCountry(),
        v.comments(),
        standing);
  }

  @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.CsvSource(
      delimiter = '|',
      textBlock =
          """
      age-restricted channel  | true  | false | ''                                         | monetization disabled | age-restricted
      topic channel           | false | true  | ''                                         | video not monetized   | auto-generated topic channel
      public broadcaster      | false | false | Arte is a French/German public broadcast service. | monetization disabled | public broadcaster
      """)
  void aVideoOfAnIneligibleChannelHasNoRpm(
      String what,
      boolean ageRestricted,
      boolean topic,
      String notice,
      String error,
      String message) {
    VideoRpmEstimate e =
        RPM.estimate(standing(video(), new ChannelStanding(ageRestricted, topic, notice)), TODAY);
    assertThat(e).isInstanceOf(VideoRpmEstimate.Unavailable.class);
    VideoRpmEstimate.Unavailable u = (VideoRpmEstimate.Unavailable) e;
    assertThat(u.error()).isEqualTo(error);
    assertThat(u.message()).contains(message);
    // Without the fact the same video is priced.
    assertThat(RPM.estimate(standing(video(), ChannelStanding.UNKNOWN), TODAY))
        .isInstanceOf(VideoRpmEstimate.Available.class);
  }

  @Test
  void aGtaVideoThatSaysMoneyIsPricedAsGaming() {
    VideoSignals gta =
        new VideoSignals(
            "dQw4w9WgXcQ",
            "GTA 5 Online: how to make money fast and become a millionaire",
            "The best money method after the update.",
            "Gaming",
            900L,
            120_000L,
            TODAY.minusDays(30),
            false,
            false,
            false,
            false,
            true,
            false,
            false,
            250_000L,
            "United States",
            List.of(),
            ChannelStanding.UNKNOWN);
    VideoRpmEstimate.Available a = available(gta);
    Estimate.Input niche = a.estimate().basis().inputs().get("niche");
    assertThat(niche.value()).isEmpty();
    assertThat(niche.source()).contains("the category Gaming is not one it belongs to");
    // The Gaming range ($1-4 for the reference audience, $0.50-8 with the channel spread), not
    // finance ($8-22, $4-44 with it).
    assertThat(a.rpm()).isEqualByComparingTo("2.50");
    assertThat(a.rpmMax()).isLessThanOrEqualTo(new java.math.BigDecimal("8.00"));
  }
}
