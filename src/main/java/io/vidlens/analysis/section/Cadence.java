package io.vidlens.analysis.section;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import java.time.Duration;
import java.time.Instant;

/**
 * How often the channel uploads and the views a month that brings, from the analysed videos' real
 * dates: {@code spanDays} from the oldest analysed upload to the analysis time, to the minute and
 * with no floor of a day (a news channel's 30 uploads over 9 hours are about 2,400 a month, not the
 * 900 a one-day floor made of them); only a span under {@link #MIN_SPAN} (every video posted this
 * very minute) is counted as that minute, so nothing is divided by zero; uploads a month = videos /
 * (span / 30.4375). Monthly views: the videos' views over the span when it is a month or more
 * ({@link #SAMPLE}); over a shorter span the videos have had days to gather views, so the month is
 * extrapolated as uploads a month × the channel's lifetime views per video (about panel total /
 * video count, {@link #CHANNEL_TOTALS}), or the sample's views / months when those are not known
 * ({@link #SAMPLE_EXTRAPOLATED}).
 */
public record Cadence(
    double spanDays, int videos, double monthlyUploads, double monthlyViews, String viewsBasis) {

  static final String SAMPLE = "analysed videos' views over their span";
  public static final String CHANNEL_TOTALS =
      "uploads a month × the channel's total views per video (the analysed videos span less than a"
          + " month)";
  static final String SAMPLE_EXTRAPOLATED =
      "analysed videos' views extrapolated from a span of less than a month (the channel's totals"
          + " are not known)";
  static final String NONE = "no analysed videos";

  /** The shortest span counted: below it the uploads are simultaneous, not infinitely frequent. */
  static final Duration MIN_SPAN = Duration.ofMinutes(1);

  public static Cadence of(Corpus corpus, Instant now) {
    var videos = corpus.videos();
    Instant oldest = VideoSample.oldest(videos);
    if (videos.isEmpty() || oldest == null) {
      return new Cadence(0, videos.size(), 0, 0, NONE);
    }
    Duration span = Duration.between(oldest, now);
    double days = (span.compareTo(MIN_SPAN) < 0 ? MIN_SPAN : span).toSeconds() / 86_400.0;
    double months = days / ChannelDataSection.DAYS_PER_MONTH;
    double uploads = videos.size() / months;
    long sampleViews = videos.stream().mapToLong(VideoSample::viewsOrZero).sum();
    if (months >= 1) {
      return new Cadence(
          Stats.round(days, 2), videos.size(), uploads, sampleViews / months, SAMPLE);
    }
    Long total = corpus.channel().viewCount();
    Long count = corpus.channel().videoCount();
    if (total != null && count != null && count > 0) {
      return new Cadence(
          Stats.round(days, 2), videos.size(), uploads, uploads * total / count, CHANNEL_TOTALS);
    }
    return new Cadence(
        Stats.round(days, 2), videos.size(), uploads, sampleViews / months, SAMPLE_EXTRAPOLATED);
  }
}
