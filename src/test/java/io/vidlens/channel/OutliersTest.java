package io.vidlens.channel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.vidlens.catalog.model.VideoItem;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The outlier computation on hand-made videos. */
class OutliersTest {

  static VideoItem video(String id, Long views) {
    return new VideoItem(
        id,
        "Video " + id,
        views == null ? "" : views + " views",
        views,
        "1 day ago",
        "1:00",
        60L,
        List.of(),
        false);
  }

  static List<VideoItem> videos(long... views) {
    return Arrays.stream(views).mapToObj(v -> video("v" + v, v)).toList();
  }

  @Test
  void meanMedianAndTheVideosAtOrAboveTheThreshold() {
    // mean 100, median 55: 300 is 3x, 200 exactly 2x, 190 below.
    Outliers result = Outliers.of(videos(10, 20, 30, 40, 50, 60, 190, 200, 100, 300), 2);
    assertThat(result.analysed()).isEqualTo(10);
    assertThat(result.mean()).isEqualTo(100.0);
    assertThat(result.median()).isEqualTo(55.0);
    assertThat(result.thresholdViews()).isEqualTo(200.0);
    assertThat(result.outliers())
        .extracting(s -> s.video().videoId())
        .containsExactly("v300", "v200");
    assertThat(result.outliers()).extracting(Outliers.Scored::score).containsExactly(3.0, 2.0);
  }

  @Test
  void oddCountMedianAndFractionalThreshold() {
    Outliers result = Outliers.of(videos(1, 2, 9), 1.5);
    assertThat(result.mean()).isEqualTo(4.0);
    assertThat(result.median()).isEqualTo(2.0);
    assertThat(result.outliers())
        .singleElement()
        .satisfies(s -> assertThat(s.score()).isCloseTo(2.25, within(1e-12)));
  }

  @Test
  void equalScoresKeepTheNewestFirst() {
    Outliers result =
        Outliers.of(
            List.of(video("newer", 10L), video("middle", 1L), video("older", 10L), video("x", 1L)),
            1.5);
    assertThat(result.outliers())
        .extracting(s -> s.video().videoId())
        .containsExactly("newer", "older");
  }

  @Test
  void noneQualifyWhenAllAreAlike() {
    Outliers result = Outliers.of(videos(100, 100, 100), 2);
    assertThat(result.outliers()).isEmpty();
    assertThat(result.mean()).isEqualTo(100.0);
  }

  @Test
  void noViewsAtAllMakeNoOutliers() {
    Outliers result = Outliers.of(videos(0, 0), 2);
    assertThat(result.outliers()).isEmpty();
    assertThat(result.mean()).isZero();
  }

  @Test
  void nothingToAnalyse() {
    Outliers result = Outliers.of(List.of(), 2);
    assertThat(result.analysed()).isZero();
    assertThat(result.mean()).isNull();
    assertThat(result.median()).isNull();
    assertThat(result.thresholdViews()).isNull();
  }

  @Test
  void videosWithoutViewsAreNotAnalysable() {
    assertThatThrownBy(() -> Outliers.of(List.of(video("a", null)), 2))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
