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
 * (by count). Linear in every view count: more views never give fewer monthly views.
 */
final class MonthlyViews {

  static final int WINDOW_DAYS = 30;

  /** One sampled video and its views of the last 30 days. */
  record VideoMonth(VideoSample video, double views) {}

  /** The sample's monthly views plus the older catalogue's. */
  record Estimate(List<VideoMonth> videos, double catalogLong, double catalogShort) {

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
    double catalog =
        channelTotalViews == null
            ? 0
            : Math.max(0, channelTotalViews - sampled) * priors.catalogMonthlyRate();
    // Split by how many of the sampled uploads are Shorts, not by their views, so that more views
    // on one kind never move catalogue views to the other (revenue stays monotone in views).
    double shortShare = months.isEmpty() ? 0 : (double) sampledShorts / months.size();
    return new Estimate(List.copyOf(months), catalog * (1 - shortShare), catalog * shortShare);
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
