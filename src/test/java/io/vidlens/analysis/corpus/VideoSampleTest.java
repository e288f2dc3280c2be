package io.vidlens.analysis.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The category counts the channel's type (channel_data) and the kind of its ideas both read: a
 * video whose details were not read has no category and does not count.
 */
class VideoSampleTest {

  static VideoSample video(String id, String category) {
    return new VideoSample(id, "t", "", 1L, 60L, Instant.EPOCH, true, category, true, false);
  }

  @Test
  void countsEachCategoryAndLeavesOutVideosWithoutOne() {
    List<VideoSample> videos =
        List.of(
            video("a", "Gaming"),
            video("b", "Music"),
            video("c", "Gaming"),
            video("d", ""),
            video("e", null));

    assertThat(VideoSample.categoryCounts(videos))
        .containsOnly(Map.entry("Gaming", 2L), Map.entry("Music", 1L));
  }

  @Test
  void noCategoryMeansNoCounts() {
    assertThat(VideoSample.categoryCounts(List.of(video("a", ""), video("b", "  ")))).isEmpty();
  }
}
