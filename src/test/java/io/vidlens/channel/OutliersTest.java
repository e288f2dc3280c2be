package io.vidlens.channel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.vidlens.catalog.AgeGroup;
import io.vidlens.catalog.EqualAgeViews;
import io.vidlens.model.Count;
import io.vidlens.model.VideoItem;
import io.vidlens.platform.parse.RelativeTimeParser;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The outlier computation on hand-made videos: views over the median of videos of similar age. */
class OutliersTest {

  static VideoItem video(String id, Long views, String published) {
    return new VideoItem(
        id,
        "Video " + id,
        views == null ? "" : views + " views",
        views == null ? null : Count.exactly(views),
        published,
        RelativeTimeParser.read(published).orElse(null),
        "1:00",
        60L,
        List.of(),
        false,
        false,
        VideoItem.Access.PUBLIC,
        false);
  }

  /** Videos all "2 weeks ago", so one age group. */
  static List<VideoItem> videos(long... views) {
    return Arrays.stream(views).mapToObj(v -> video("v" + v, v, "2 weeks ago")).toList();
  }

  static List<String> ids(Outliers result) {
    return result.outliers().stream().map(s -> s.video().videoId()).toList();
  }

  @Test
  void oneAgeGroupIsScoredOnItsMedian() {
    // median 55 (mean of 50 and 60); mean 100. At 2× the median: 190, 200, 300 (110 needed).
    Outliers result = Outliers.of(videos(10, 20, 30, 40, 50, 60, 190, 200, 100, 300), 2);
    assertThat(result.analysed()).isEqualTo(10);
    assertThat(result.mean()).isEqualTo(100.0);
    assertThat(result.median()).isEqualTo(55.0);
    assertThat(result.thresholdViews()).isEqualTo(110.0);
    assertThat(ids(result)).containsExactly("v300", "v200", "v190");
    assertThat(result.outliers())
        .extracting(Outliers.Scored::score)
        .containsExactly(300 / 55.0, 200 / 55.0, 190 / 55.0);
    assertThat(result.groups())
        .singleElement()
        .satisfies(
            g -> {
              assertThat(g.group()).isEqualTo(AgeGroup.WEEKS);
              assertThat(g.baseline()).isEqualTo(55.0);
              assertThat(g.basis()).isEqualTo(EqualAgeViews.Basis.AGE_GROUP);
            });
  }

  @Test
  void aVideoTenHoursOldIsNeverScoredNorPartOfABaseline() {
    List<VideoItem> in = new ArrayList<>();
    in.add(video("fresh", 1_000_000L, "10 hours ago"));
    in.add(video("yesterday", 1_000_000L, "1 day ago"));
    in.addAll(videos(100, 100, 100, 100, 100));
    Outliers result = Outliers.of(in, 2);
    assertThat(ids(result)).isEmpty();
    assertThat(result.tooRecent()).isEqualTo(2);
    assertThat(result.analysed()).isEqualTo(5);
    assertThat(result.median()).isEqualTo(100.0);
    assertThat(result.mean()).isEqualTo(100.0);
  }

  @Test
  void aNewsChannelsDayIsComparedWithinItsHourGroupsAndNeverWithOlderVideos() {
    List<VideoItem> in = new ArrayList<>();
    // six bulletins 3 to 5 hours old, one far above the others
    for (long v : new long[] {400, 500, 450, 520, 480}) {
      in.add(video("h" + v, v, "4 hours ago"));
    }
    in.add(video("scoop", 5_000L, "5 hours ago"));
    // two 14 hours old: too few of their age to compare, and never with the older ones
    in.add(video("late1", 9_000L, "14 hours ago"));
    in.add(video("late2", 8_000L, "15 hours ago"));
    in.add(video("new", 10L, "35 minutes ago"));
    // older videos with many more views: not the young ones' baseline
    in.addAll(videos(100_000, 110_000, 120_000, 130_000, 140_000));
    Outliers result = Outliers.of(in, 2);

    assertThat(ids(result)).containsExactly("scoop");
    assertThat(result.outliers().getFirst().group()).isEqualTo(AgeGroup.HOURS_3);
    assertThat(result.outliers().getFirst().baseline()).isEqualTo(490.0);
    assertThat(result.tooRecent()).as("the two 14-hour videos and the 35-minute one").isEqualTo(3);
    assertThat(result.analysed()).isEqualTo(11);
    assertThat(result.groups())
        .extracting(EqualAgeViews.Group::group, EqualAgeViews.Group::basis)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(AgeGroup.HOURS_3, EqualAgeViews.Basis.AGE_GROUP),
            org.assertj.core.groups.Tuple.tuple(AgeGroup.WEEKS, EqualAgeViews.Basis.AGE_GROUP));
  }

  @Test
  void anOldGroupTooSmallBorrowsOnlyOlderNeighboursNeverTheYoungOnes() {
    List<VideoItem> in = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      in.add(video("d" + i, 50_000L + i, "1 day ago"));
    }
    in.add(video("twodays", 1_000L, "3 days ago"));
    in.addAll(videos(100, 110, 120, 130));
    Outliers result = Outliers.of(in, 2);
    EqualAgeViews.Group days =
        result.groups().stream().filter(g -> g.group() == AgeGroup.DAYS).findFirst().orElseThrow();
    // 2–6 days (1 video) borrows 1–4 weeks (4 videos), not the young "1 day" group
    assertThat(days.basis()).isEqualTo(EqualAgeViews.Basis.NEIGHBOURING_AGE_GROUPS);
    assertThat(days.baselineVideos()).isEqualTo(5);
    assertThat(days.baseline()).isEqualTo(120.0);
  }

  @Test
  void twoDaysIsOldEnough() {
    List<VideoItem> in = new ArrayList<>();
    in.add(video("twodays", 1000L, "2 days ago"));
    in.addAll(videos(100, 100, 100, 100));
    Outliers result = Outliers.of(in, 2);
    assertThat(result.tooRecent()).isZero();
    assertThat(ids(result)).containsExactly("twodays");
  }

  @Test
  void farAboveItsAgePeersIsAnOutlierEvenBelowTheChannelMean() {
    // Five recent videos around 1,000 views; five years-old videos with 100,000 each.
    // Channel mean 50,700; the 3,000-view recent video is 3× its peers' median (1,000).
    List<VideoItem> in = new ArrayList<>();
    for (long v : new long[] {3000, 1000, 900, 1100, 1000}) {
      in.add(video("new" + v, v, "3 weeks ago"));
    }
    for (int i = 0; i < 5; i++) {
      in.add(video("old" + i, 100_000L, "4 years ago"));
    }
    Outliers result = Outliers.of(in, 2);
    assertThat(result.mean()).isEqualTo(50_700.0);
    assertThat(result.outliers())
        .singleElement()
        .satisfies(
            s -> {
              assertThat(s.video().videoId()).isEqualTo("new3000");
              assertThat(s.baseline()).isEqualTo(1000.0);
              assertThat(s.score()).isEqualTo(3.0);
              assertThat(s.group()).isEqualTo(AgeGroup.WEEKS);
            });
  }

  @Test
  void oldVideosAreNotComparedWithNewOnes() {
    // Old videos with a hundred times the views of new ones are not outliers: their peers are
    // old too. Against the whole channel's median (100) or mean (4,225) they would be.
    List<VideoItem> in = new ArrayList<>();
    for (int i = 0; i < 7; i++) {
      in.add(video("new" + i, 100L, "5 days ago"));
    }
    for (int i = 0; i < 5; i++) {
      in.add(video("old" + i, 10_000L + i, "2 years ago"));
    }
    Outliers result = Outliers.of(in, 2);
    assertThat(ids(result)).isEmpty();
    assertThat(result.groups())
        .extracting(EqualAgeViews.Group::group, EqualAgeViews.Group::baseline)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(AgeGroup.DAYS, 100.0),
            org.assertj.core.groups.Tuple.tuple(AgeGroup.YEARS, 10_002.0));
  }

  @Test
  void aSmallGroupBorrowsItsNeighboursThenTheWholeChannel() {
    List<VideoItem> in = new ArrayList<>();
    // 3 videos of 1–2 months, 3 of 3–11 months: each group alone is too small, together 6.
    for (long v : new long[] {100, 200, 900}) {
      in.add(video("m" + v, v, "1 month ago"));
    }
    for (long v : new long[] {300, 400, 500}) {
      in.add(video("s" + v, v, "6 months ago"));
    }
    // 1 video of 3+ years: with its neighbour 1–2 years (empty) still 1, so the whole channel.
    in.add(video("ancient", 2_000L, "5 years ago"));
    Outliers result = Outliers.of(in, 2);
    assertThat(result.groups())
        .extracting(
            EqualAgeViews.Group::group, EqualAgeViews.Group::basis, EqualAgeViews.Group::baseline)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                AgeGroup.MONTHS, EqualAgeViews.Basis.NEIGHBOURING_AGE_GROUPS, 350.0),
            org.assertj.core.groups.Tuple.tuple(
                AgeGroup.SEASONS, EqualAgeViews.Basis.NEIGHBOURING_AGE_GROUPS, 350.0),
            org.assertj.core.groups.Tuple.tuple(
                AgeGroup.OLDER, EqualAgeViews.Basis.ALL_VIDEOS, 400.0));
    // 900 / 350 and 2000 / 400.
    assertThat(ids(result)).containsExactly("ancient", "m900");
  }

  @Test
  void equalScoresKeepTheNewestFirst() {
    List<VideoItem> in =
        List.of(
            video("newer", 10L, "1 week ago"),
            video("middle", 1L, "1 week ago"),
            video("older", 10L, "2 weeks ago"),
            video("x", 1L, "3 weeks ago"),
            video("y", 1L, "3 weeks ago"));
    assertThat(ids(Outliers.of(in, 1.5))).containsExactly("newer", "older");
  }

  @Test
  void undatedVideosAreCountedApart() {
    List<VideoItem> in = new ArrayList<>(videos(100, 100, 100, 100, 100));
    in.add(video("undated", 5_000L, ""));
    Outliers result = Outliers.of(in, 2);
    assertThat(result.withoutAge()).isEqualTo(1);
    assertThat(result.analysed()).isEqualTo(5);
    assertThat(ids(result)).isEmpty();
  }

  @Test
  void oddCountMedianAndFractionalThreshold() {
    Outliers result = Outliers.of(videos(1, 2, 9, 2, 3), 1.5);
    assertThat(result.median()).isEqualTo(2.0);
    assertThat(result.outliers()).extracting(Outliers.Scored::score).containsExactly(4.5, 1.5);
    assertThat(result.outliers().get(0).score()).isCloseTo(4.5, within(1e-12));
  }

  @Test
  void noViewsAtAllMakeNoOutliers() {
    Outliers result = Outliers.of(videos(0, 0), 2);
    assertThat(result.outliers()).isEmpty();
    assertThat(result.median()).isZero();
  }

  @Test
  void nothingToAnalyse() {
    Outliers result = Outliers.of(List.of(video("fresh", 10L, "3 hours ago")), 2);
    assertThat(result.analysed()).isZero();
    assertThat(result.mean()).isNull();
    assertThat(result.median()).isNull();
    assertThat(result.thresholdViews()).isNull();
    assertThat(result.groups()).isEmpty();
  }

  @Test
  void videosWithoutViewsAreNotAnalysable() {
    assertThatThrownBy(() -> Outliers.of(List.of(video("a", null, "2 weeks ago")), 2))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
