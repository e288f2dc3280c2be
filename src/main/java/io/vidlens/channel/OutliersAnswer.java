package io.vidlens.channel;

import io.vidlens.channel.ListingAnswers.Thumb;
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
      List<Thumb> thumbnail,
      double outlierScore) {}

  /**
   * @param maxVideos the number of recent videos asked for
   * @param videosAnalyzed videos with a view count that were analysed (fewer than maxVideos when
   *     the channel has fewer)
   * @param videosWithoutViews recent videos passed over because the platform shows no view count
   *     (live now, upcoming, hidden)
   * @param averageViews mean views of the analysed videos; null when none were analysed
   * @param medianViews median views of the analysed videos; null when none were analysed
   * @param threshold the multiple of the mean asked for
   * @param thresholdViews views a video needs to be an outlier (threshold × mean); null when none
   *     were analysed
   * @param outlierCount number of entries in data
   */
  record Stats(
      int maxVideos,
      int videosAnalyzed,
      int videosWithoutViews,
      Double averageViews,
      Double medianViews,
      double threshold,
      Double thresholdViews,
      int outlierCount) {}

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
                      s.video().viewCount(),
                      v.viewCountText(),
                      v.publishedTimeText(),
                      v.thumbnail(),
                      s.score());
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
            data.size());
    return new OutliersAnswer(data, stats, ListingAnswers.SUCCESS);
  }
}
