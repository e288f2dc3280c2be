package io.vidlens.radar;

import io.vidlens.radar.api.Watchlist;
import java.time.Instant;
import java.util.List;

/** The wire shape of the breakout operation (the OpenAPI document's Breakout schemas). */
final class BreakoutAnswers {

  private BreakoutAnswers() {}

  static final String METHOD =
      "views at the video's age over the median views of the channel's other videos at that age"
          + " (stored trajectories, else the listing's equal-age group); range: the interquartile"
          + " range of that ratio";

  record Range(double low, Double high) {}

  record VideoAnswer(
      String videoId,
      String publishedAt,
      double ageHours,
      long views,
      Double usualViews,
      Double ratio,
      Range range,
      int comparisonVideos,
      String basis,
      String verdict,
      boolean breakout,
      String summary) {}

  record ChannelAnswer(String channelId, String title, List<VideoAnswer> videos) {}

  record Report(
      String watchlistId,
      double breakoutThreshold,
      String method,
      String computedAt,
      List<ChannelAnswer> channels) {}

  static Report of(Watchlist list, List<BreakoutScores.ChannelScores> scores, Instant at) {
    return new Report(
        list.id(),
        list.breakoutThreshold(),
        METHOD,
        at.toString(),
        scores.stream()
            .map(
                c ->
                    new ChannelAnswer(
                        c.channel().channelId(),
                        c.channel().title(),
                        c.videos().stream().map(BreakoutAnswers::of).toList()))
            .toList());
  }

  private static VideoAnswer of(BreakoutScores.VideoScore v) {
    BreakoutScore s = v.score();
    return new VideoAnswer(
        v.videoId(),
        v.published() == null ? null : v.published().toString(),
        Math.round(v.ageHours() * 10) / 10.0,
        v.views(),
        s.usualViews(),
        s.ratio(),
        s.low() == null ? null : new Range(s.low(), s.high()),
        s.comparisonVideos(),
        v.basis().name().toLowerCase(java.util.Locale.ROOT),
        s.tracking() ? "tracking" : "too_early",
        s.breakout(),
        s.summary());
  }
}
