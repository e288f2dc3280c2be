package io.vidlens.analytics.model;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Views of the last 30 days, from the view counts and ages of recent uploads (their velocity).
 *
 * <p>A video's cumulative views at age t days follow F(t) = (1 - tail)(1 - e^(-t/tau)) + tail *
 * t/365 (a launch burst and a slow tail; separate tau and tail for long-form and Shorts). A video
 * at most 30 days old got all its views this month; an older one got views x (F(t) - F(t - 30)) /
 * F(t). The older catalogue (the channel's total views less the sampled videos' views) adds {@code
 * catalogMonthlyRate} of its views, split between long-form and Shorts as the sampled uploads are
 * (by count) within one window for both kinds: from the later of the oldest dated long-form video
 * and the oldest dated Short to today, since the Shorts tab lists more uploads over a shorter time
 * than the Videos tab (a like-for-like sample). Linear in every view count: more views never give
 * fewer monthly views.
 *
 * <p>A sample whose dated uploads of a kind span fewer than 30 days (a daily uploader's 30 newest
 * videos cover a week) misses the month's older uploads: they are extrapolated at the sample's
 * cadence with the sample's median lifetime views ({@link #unsampledUploads}), at most the views
 * the channel's total leaves outside the sample, and taken out of the catalogue term.
 *
 * <p>When the stored history holds two readings of the channel's total views at least a week apart
 * ({@link ViewHistory}), the month is their rate instead, split as the listed videos' own gains
 * were (else as above), and the sample's videos keep their weights within each kind ({@link
 * #fromHistory}).
 */
final class MonthlyViews {

  static final int WINDOW_DAYS = 30;

  /** One sampled video and its views of the last 30 days. */
  record VideoMonth(VideoSample video, double views) {}

  /**
   * The window both kinds of uploads are counted over for the catalogue's split: {@code start} to
   * today, and how many dated long-form videos and Shorts were published in it. {@code start} null:
   * only one kind (or none) had dated uploads, all of them counted.
   */
  record Window(LocalDate start, int longForm, int shorts) {

    static final Window NONE = new Window(null, 0, 0);

    double shortShare() {
      return longForm + shorts == 0 ? 0 : (double) shorts / (longForm + shorts);
    }
  }

  /** The sample's monthly views plus the older catalogue's. */
  record Estimate(
      List<VideoMonth> videos,
      double catalogLong,
      double catalogShort,
      Window window,
      ViewHistory history) {

    Estimate(List<VideoMonth> videos, double catalogLong, double catalogShort) {
      this(videos, catalogLong, catalogShort, Window.NONE, null);
    }

    double longViews() {
      return videos.stream().filter(v -> !v.video().isShort()).mapToDouble(VideoMonth::views).sum()
          + catalogLong;
    }

    double shortViews() {
      return videos.stream().filter(v -> v.video().isShort()).mapToDouble(VideoMonth::views).sum()
          + catalogShort;
    }
  }

  private final Priors priors;

  MonthlyViews(Priors priors) {
    this.priors = priors;
  }

  /**
   * @param videos recent uploads (duplicates by video ID count once; one without views or date is
   *     left to the catalogue term)
   * @param channelTotalViews the channel's cumulative views, null when unknown (no catalogue term)
   * @param today the day the estimate is for
   */
  Estimate estimate(List<VideoSample> videos, Long channelTotalViews, LocalDate today) {
    Set<String> seen = new LinkedHashSet<>();
    List<VideoMonth> months = new ArrayList<>();
    double sampled = 0;
    int sampledShorts = 0;
    for (VideoSample v : videos) {
      if (v.videoId() != null && !v.videoId().isBlank() && !seen.add(v.videoId())) {
        continue;
      }
      if (v.views() == null || v.publishedOn() == null) {
        continue; // no velocity without both; its views stay in the catalogue term
      }
      sampled += v.views();
      sampledShorts += v.isShort() ? 1 : 0;
      long age = Math.max(1, ChronoUnit.DAYS.between(v.publishedOn(), today));
      months.add(new VideoMonth(v, v.views() * shareOfLastMonth(age, v.isShort())));
    }
    // A sample spanning less than the month misses the month's older uploads: extrapolated at the
    // sample's cadence, taken out of the older catalogue (whose views they are) up to its size.
    double unsampledLong = unsampledUploads(months, false, today);
    double unsampledShort = unsampledUploads(months, true, today);
    double outside =
        channelTotalViews == null ? Double.MAX_VALUE : Math.max(0, channelTotalViews - sampled);
    double scale = Math.min(1, outside / Math.max(1e-9, unsampledLong + unsampledShort));
    unsampledLong *= scale;
    unsampledShort *= scale;
    double catalog =
        channelTotalViews == null
            ? 0
            : Math.max(0, outside - unsampledLong - unsampledShort) * priors.catalogMonthlyRate();
    // Split by how many of the sampled uploads are Shorts, not by their views, so that more views
    // on one kind never move catalogue views to the other (revenue stays monotone in views); and
    // counted over one window for both kinds (like for like).
    Window window = window(months);
    double shortShare = window.shortShare();
    return new Estimate(
        List.copyOf(months),
        catalog * (1 - shortShare) + unsampledLong,
        catalog * shortShare + unsampledShort,
        window,
        null);
  }

  /** Dated uploads of one kind a sample must hold before its cadence is extrapolated. */
  static final int MIN_CADENCE_VIDEOS = 5;

  /**
   * Views this month of the uploads of one kind the sample does not reach: when its {@code n} dated
   * videos span {@code s} days, fewer than 30, the month held about n / s × (30 − s) more uploads,
   * aged s to 30 days, all of whose views fell in the month. Each is worth the sample's median
   * lifetime views (views / F(age), the decay curve) × the mean of F over those ages. 0 when the
   * sample spans the month or has fewer than {@link #MIN_CADENCE_VIDEOS} dated videos of the kind.
   */
  double unsampledUploads(List<VideoMonth> months, boolean shorts, LocalDate today) {
    List<VideoSample> kind =
        months.stream().map(VideoMonth::video).filter(v -> v.isShort() == shorts).toList();
    if (kind.size() < MIN_CADENCE_VIDEOS) {
      return 0;
    }
    Priors.ViewCurve c = shorts ? priors.shortViews() : priors.longViews();
    long span = 0;
    double[] lifetime = new double[kind.size()];
    for (int i = 0; i < kind.size(); i++) {
      long age = Math.max(1, ChronoUnit.DAYS.between(kind.get(i).publishedOn(), today));
      span = Math.max(span, age);
      lifetime[i] = kind.get(i).views() / cumulative(c, age);
    }
    if (span >= WINDOW_DAYS) {
      return 0;
    }
    java.util.Arrays.sort(lifetime);
    int mid = lifetime.length / 2;
    double median =
        lifetime.length % 2 == 1 ? lifetime[mid] : (lifetime[mid - 1] + lifetime[mid]) / 2;
    double missing = (double) kind.size() / span * (WINDOW_DAYS - span);
    double meanShare = 0;
    for (long day = span + 1; day <= WINDOW_DAYS; day++) {
      meanShare += cumulative(c, day);
    }
    meanShare /= WINDOW_DAYS - span;
    return missing * median * meanShare;
  }

  /** The window both kinds cover: from the later of each kind's oldest dated upload. */
  static Window window(List<VideoMonth> months) {
    LocalDate oldestLong = null;
    LocalDate oldestShort = null;
    for (VideoMonth m : months) {
      LocalDate d = m.video().publishedOn();
      if (m.video().isShort()) {
        oldestShort = oldestShort == null || d.isBefore(oldestShort) ? d : oldestShort;
      } else {
        oldestLong = oldestLong == null || d.isBefore(oldestLong) ? d : oldestLong;
      }
    }
    LocalDate start =
        oldestLong == null || oldestShort == null
            ? null
            : oldestLong.isAfter(oldestShort) ? oldestLong : oldestShort;
    int longs = 0;
    int shorts = 0;
    for (VideoMonth m : months) {
      if (start == null || !m.video().publishedOn().isBefore(start)) {
        if (m.video().isShort()) {
          shorts++;
        } else {
          longs++;
        }
      }
    }
    return new Window(start, longs, shorts);
  }

  /**
   * The month as the stored history measured it: the channel's rate of total views between two
   * readings a week or more apart, split by the Shorts' share of the listed videos' gains (the
   * sample's split when the history does not tell). Each kind's sampled videos and catalogue keep
   * their proportions, scaled to the kind's measured views.
   */
  Estimate fromHistory(Estimate sample, ViewHistory history) {
    double total = history.monthlyViews();
    double sampleTotal = sample.longViews() + sample.shortViews();
    double shortShare =
        history.shortShare() != null
            ? history.shortShare()
            : sampleTotal > 0 ? sample.shortViews() / sampleTotal : sample.window().shortShare();
    double longTarget = total * (1 - shortShare);
    double shortTarget = total * shortShare;
    double longScale = sample.longViews() > 0 ? longTarget / sample.longViews() : 0;
    double shortScale = sample.shortViews() > 0 ? shortTarget / sample.shortViews() : 0;
    List<VideoMonth> scaled =
        sample.videos().stream()
            .map(
                v ->
                    new VideoMonth(
                        v.video(), v.views() * (v.video().isShort() ? shortScale : longScale)))
            .toList();
    return new Estimate(
        scaled,
        sample.longViews() > 0 ? sample.catalogLong() * longScale : longTarget,
        sample.shortViews() > 0 ? sample.catalogShort() * shortScale : shortTarget,
        sample.window(),
        history);
  }

  /** Share of a video's views so far that came in the last 30 days, at age {@code ageDays}. */
  double shareOfLastMonth(long ageDays, boolean isShort) {
    if (ageDays <= WINDOW_DAYS) {
      return 1.0;
    }
    Priors.ViewCurve c = isShort ? priors.shortViews() : priors.longViews();
    return (cumulative(c, ageDays) - cumulative(c, ageDays - WINDOW_DAYS)) / cumulative(c, ageDays);
  }

  static double cumulative(Priors.ViewCurve c, double days) {
    return (1 - c.tail()) * (1 - Math.exp(-days / c.tauDays())) + c.tail() * days / 365.0;
  }
}
