package io.vidlens.channel;

import io.vidlens.catalog.AgeGroup;
import io.vidlens.catalog.EqualAgeViews;
import io.vidlens.model.Image;
import java.util.List;

/**
 * The wire shape of Get Outliers (schema {@code OutliersResult}): the outlier videos, highest
 * {@code outlierScore} first, and the statistics of the analysed videos.
 */
record OutliersAnswer(List<Entry> data, Stats stats, String msg) {

  record Entry(
      String videoId,
      String title,
      Long lengthSeconds,
      String lengthText,
      long viewCount,
      String viewCountText,
      String publishedTimeText,
      List<Image> thumbnail,
      double outlierScore,
      String ageGroup,
      double baselineViews) {}

  /**
   * @param maxVideos the number of recent videos asked for
   * @param videosAnalyzed videos with a view count that were scored
   * @param videosWithoutViews recent videos passed over because the platform shows no view count
   *     (live now, upcoming, hidden)
   * @param averageViews mean views of the analysed videos; null when none were analysed
   * @param medianViews median views of the analysed videos; null when none were analysed
   * @param threshold the multiple of the age peers' median asked for
   * @param thresholdViews threshold × medianViews; null when none were analysed
   * @param outlierCount number of entries in data
   * @param method how scores are computed
   * @param videosTooRecent videos with views passed over as too recent (under an hour, or under 48
   *     hours in an age group of fewer than 5)
   * @param videosWithoutAge videos with views passed over because their date states no age
   * @param ageGroups the age groups holding analysed videos, youngest first, with their baselines
   */
  record Stats(
      int maxVideos,
      int videosAnalyzed,
      int videosWithoutViews,
      Double averageViews,
      Double medianViews,
      double threshold,
      Double thresholdViews,
      int outlierCount,
      String method,
      int videosTooRecent,
      int videosWithoutAge,
      List<AgeGroupStats> ageGroups) {}

  /**
   * @param baselineBasis {@code ageGroup}, {@code neighbouringAgeGroups} (the group had fewer than
   *     5 videos) or {@code allVideos} (so had it with its neighbours)
   */
  record AgeGroupStats(
      String ageGroup,
      long minAgeDays,
      Long maxAgeDays,
      long minAgeHours,
      Long maxAgeHours,
      int videos,
      double medianViews,
      double baselineViews,
      int baselineVideos,
      String baselineBasis) {

    static AgeGroupStats of(EqualAgeViews.Group g) {
      return new AgeGroupStats(
          g.group().label,
          g.group().fromDays,
          g.group() == AgeGroup.OLDER ? null : g.group().untilDays - 1,
          g.group().fromHours,
          g.group() == AgeGroup.OLDER ? null : g.group().untilHours - 1,
          g.videos(),
          g.median(),
          g.baseline(),
          g.baselineVideos(),
          switch (g.basis()) {
            case AGE_GROUP -> "ageGroup";
            case NEIGHBOURING_AGE_GROUPS -> "neighbouringAgeGroups";
            case ALL_VIDEOS -> "allVideos";
          });
    }
  }

  static OutliersAnswer of(Outliers result, int maxVideos, int videosWithoutViews) {
    List<Entry> data =
        result.outliers().stream()
            .map(
                s -> {
                  ListingAnswers.VideoEntry v = ListingAnswers.VideoEntry.of(s.video());
                  return new Entry(
                      v.videoId(),
                      v.title(),
                      v.lengthSeconds(),
                      v.lengthText(),
                      s.video().viewCount().value(),
                      v.viewCountText(),
                      v.publishedTimeText(),
                      v.thumbnail(),
                      s.score(),
                      s.group().label,
                      s.baseline());
                })
            .toList();
    Stats stats =
        new Stats(
            maxVideos,
            result.analysed(),
            videosWithoutViews,
            result.mean(),
            result.median(),
            result.threshold(),
            result.thresholdViews(),
            data.size(),
            Outliers.METHOD,
            result.tooRecent(),
            result.withoutAge(),
            result.groups().stream().map(AgeGroupStats::of).toList());
    return new OutliersAnswer(data, stats, ListingAnswers.SUCCESS);
  }
}
