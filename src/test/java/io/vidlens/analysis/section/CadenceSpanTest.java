package io.vidlens.analysis.section;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Uploads a month from the analysed videos' real span, however short (issue 37, point 7). */
class CadenceSpanTest {

  /** A news channel's 30 uploads, one every 18 minutes, the oldest 9 hours before the analysis. */
  private static List<VideoSample> newsBurst() {
    List<VideoSample> videos = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      videos.add(
          new VideoSample(
              "news%07d".formatted(i),
              "Bulletin " + i,
              "",
              1_000L,
              300L,
              Samples.NOW.minus(Duration.ofMinutes(540 - 18L * i)),
              true,
              "News & Politics",
              true,
              false));
    }
    return videos;
  }

  @Test
  void thirtyUploadsOverNineHoursAreAboutTwoThousandFourHundredAMonthNotAOneDayFloorsNine() {
    Cadence cadence = Cadence.of(Corpus.of(Samples.channel(10_000L), newsBurst()), Samples.NOW);
    assertThat(cadence.spanDays()).isCloseTo(0.375, within(0.01));
    // 30 / (9 h / 30.4375 days) = 2,435; a one-day floor made it 913.
    assertThat(cadence.monthlyUploads()).isCloseTo(2_435, within(5.0));
  }

  @Test
  void uploadsPostedThisVeryMinuteAreCountedOverAMinuteNotDividedByZero() {
    VideoSample now =
        new VideoSample(
            "aaaaaaaaaaa",
            "Live now",
            "",
            10L,
            60L,
            Samples.NOW,
            true,
            "News & Politics",
            true,
            false);
    Cadence cadence = Cadence.of(Corpus.of(Samples.channel(10_000L), List.of(now)), Samples.NOW);
    assertThat(cadence.monthlyUploads()).isFinite().isCloseTo(30.4375 * 1440, within(1.0));
  }
}
