package io.vidlens.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analytics.model.RpmUnavailableReason;
import io.vidlens.analytics.model.VideoRpm;
import io.vidlens.analytics.model.VideoRpmEstimate;
import io.vidlens.model.Playability;
import io.vidlens.model.Video;
import io.vidlens.model.VideoDetails;
import io.vidlens.platform.parse.PlatformDates;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Get RPM's two bodies from the model's answers for hand-written videos. */
class RpmAnswerTest {

  static final LocalDate TODAY = LocalDate.of(2026, 6, 10);
  static final Playability OK = new Playability(Playability.Kind.OK, "OK", "", List.of());

  static Video video(long views, String published, Boolean unlisted) {
    VideoDetails d =
        new VideoDetails(
            "v1aaaaaaaaa",
            "How compilers work",
            900L,
            List.of(),
            "A Channel",
            Gathered.ID,
            "",
            "Text",
            List.of(),
            true,
            views,
            1L,
            false,
            false,
            false,
            true,
            true,
            List.of(),
            unlisted,
            "Education",
            published,
            published,
            PlatformDates.read(published),
            PlatformDates.read(published),
            false,
            true,
            true,
            false);
    return new Video(d, OK, false);
  }

  static RpmAnswer answer(Video v, Long subscribers) {
    VideoRpmEstimate e =
        VideoRpm.standard()
            .estimate(SignalsMapper.video(v, subscribers, "United States", List.of()), TODAY);
    return RpmAnswer.of("v1aaaaaaaaa", v.details(), e);
  }

  @Test
  void aPredictionCarriesTheVideoAndItsEarnings() {
    RpmAnswer.Result r =
        (RpmAnswer.Result) answer(video(1_000_000, "2026-01-02T10:00:00-08:00", false), 50_000L);
    assertThat(r.success()).isTrue();
    assertThat(r.video())
        .isEqualTo(
            new RpmAnswer.Video("How compilers work", "A Channel", 900L, 1_000_000L, "2026-01-02"));
    RpmAnswer.Prediction p = r.prediction();
    assertThat(p.rpmMin()).isLessThanOrEqualTo(p.rpm());
    assertThat(p.rpm()).isLessThanOrEqualTo(p.rpmMax());
    // 1,000 thousands of views: the earnings are the RPMs times 1,000 (within the cent of the
    // rounded RPM).
    assertThat(p.estimatedEarnings().subtract(p.rpm().multiply(BigDecimal.valueOf(1000))).abs())
        .isLessThanOrEqualTo(new BigDecimal("5"));
  }

  @Test
  void reasonsAreTheDescriptionsWords() {
    assertThat(answer(video(1_000_000, "2026-01-02", true), 50_000L))
        .isEqualTo(
            new RpmAnswer.Unavailable(
                false,
                "v1aaaaaaaaa",
                "video private, unlisted or removed",
                "The video is unlisted."));
    assertThat(
            ((RpmAnswer.Unavailable) answer(video(1_000_000, "2026-01-02", false), 500L)).error())
        .isEqualTo("video not monetized");
    assertThat(
            ((RpmAnswer.Unavailable) answer(video(1_000_000, "2026-06-09", false), 50_000L))
                .error())
        .isEqualTo("video too new");
    assertThat(((RpmAnswer.Unavailable) answer(video(999, "2026-01-02", false), 50_000L)).error())
        .isEqualTo("too few views");
    assertThat(
            RpmAnswer.unavailable(
                "x",
                new VideoRpmEstimate.Unavailable(RpmUnavailableReason.MONETIZATION_DISABLED, "m")))
        .isEqualTo(new RpmAnswer.Unavailable(false, "x", "monetization disabled", "m"));
  }

  @Test
  void anUnknownPublishDateIsNull() {
    RpmAnswer.Result r = (RpmAnswer.Result) answer(video(1_000_000, "", false), null);
    assertThat(r.video().publishedAt()).isNull();
  }
}
