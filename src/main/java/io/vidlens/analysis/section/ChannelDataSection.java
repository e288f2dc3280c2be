package io.vidlens.analysis.section;

import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.RelativeDates;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ChannelData;
import io.vidlens.analysis.result.AnalysisResult.ChannelInfo;
import io.vidlens.analysis.result.AnalysisResult.Metrics;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * {@code channel_data}: the channel's info and the metrics of its analysed recent videos.
 *
 * <ul>
 *   <li>only videos with a view count are analysed (the others are named in data_coverage);
 *   <li>average_video_length: mean duration in seconds of the videos whose duration is known;
 *   <li>months: (analysis time − oldest analysed upload) / 30.4375 days, at least one day (never a
 *       one-month floor: 30 videos in a week are about 130 a month);
 *   <li>average_monthly_uploads: analysed videos / months; average_views_per_video: mean views;
 *   <li>average_monthly_views ({@link Cadence}): views of the analysed videos / months when they
 *       span a month or more; over a shorter span the videos are still young, so uploads a month ×
 *       the channel's lifetime views per video (total views / video count) when both are known,
 *       else the sample's views / months;
 *   <li>first_upload_date: the channel's first upload (one oldest-first page), else the oldest
 *       analysed video when the sample is the whole channel, else null;
 *   <li>subscriberCount, videosCount, viewCount: the channel page's or about panel's figures, null
 *       when the platform gave none (viewCount is the about panel's total: null without the panel,
 *       never the sum over the analysed videos);
 *   <li>channel_type: the platform category most of the analysed videos carry, else "unknown".
 * </ul>
 */
@Section(name = "channel_data", order = 10)
public final class ChannelDataSection implements AnalysisSection<ChannelData> {

  public static final double DAYS_PER_MONTH = 30.4375;

  @Override
  public ChannelData compute(SectionInput input) {
    return compute(input.corpus(), input.now());
  }

  public static ChannelData compute(Corpus corpus, Instant now) {
    ChannelFacts c = corpus.channel();
    List<VideoSample> videos = corpus.videos();
    ChannelInfo info =
        new ChannelInfo(
            c.channelId(),
            c.title(),
            c.avatarUrl() == null ? "" : c.avatarUrl(),
            c.subscriberCount(),
            c.videoCount(),
            c.country(),
            channelType(videos),
            c.viewCount());
    Instant oldest = VideoSample.oldest(videos);
    Instant last = VideoSample.newest(videos);
    Cadence cadence = Cadence.of(corpus, now);
    Instant first = firstUpload(corpus, oldest);
    Metrics metrics =
        new Metrics(
            Stats.round(
                Stats.mean(
                    videos.stream()
                        .map(VideoSample::durationSeconds)
                        .filter(Objects::nonNull)
                        .toList()),
                1),
            Stats.round(cadence.monthlyViews(), 1),
            Stats.round(cadence.monthlyUploads(), 2),
            Stats.round(
                Stats.mean(
                    videos.stream().map(VideoSample::views).filter(Objects::nonNull).toList()),
                1),
            last == null ? "" : RelativeDates.wire(last),
            RelativeDates.wire(first));
    return new ChannelData(info, metrics);
  }

  /**
   * The channel's first upload: the oldest-first page's, else the oldest analysed video when the
   * analysed videos are all the channel has, else null (not the oldest of a recent sample).
   */
  static Instant firstUpload(Corpus corpus, Instant oldestAnalysed) {
    Instant read = corpus.frame().firstUpload();
    if (read != null) {
      return oldestAnalysed != null && oldestAnalysed.isBefore(read) ? oldestAnalysed : read;
    }
    Long count = corpus.channel().videoCount();
    int listed = corpus.videos().size() + corpus.frame().withoutViews().size();
    return count != null && listed >= count ? oldestAnalysed : null;
  }

  static String channelType(List<VideoSample> videos) {
    return PerformanceSection.mostCommon(VideoSample.categoryCounts(videos));
  }
}
