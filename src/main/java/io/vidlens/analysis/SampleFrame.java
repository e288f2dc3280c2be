package io.vidlens.analysis;

import java.time.Instant;
import java.util.List;

/**
 * What the job knows around its sample of videos: the time ages are counted to ({@code asOf}, the
 * analysis time), the listed videos left out of every statistic because the platform shows no view
 * count for them, the channel's first upload (from one oldest-first page of its Videos tab, null
 * when it could not be read) and its growth over Vidlens's stored history.
 */
record SampleFrame(
    Instant asOf, List<Unviewed> withoutViews, Instant firstUpload, ChannelGrowth growth) {

  static final SampleFrame NONE = new SampleFrame(null, List.of(), null, ChannelGrowth.NONE);

  /**
   * A listed video without a view count: {@code reason} "live" (streaming now), "upcoming"
   * (scheduled or a premiere) or "no view count" (Premium-only, members-only or hidden).
   */
  record Unviewed(String videoId, String title, String reason) {

    static final String LIVE = "live";
    static final String UPCOMING = "upcoming";
    static final String NO_VIEW_COUNT = "no view count";
  }

  SampleFrame {
    withoutViews = withoutViews == null ? List.of() : List.copyOf(withoutViews);
    growth = growth == null ? ChannelGrowth.NONE : growth;
  }

  SampleFrame withAsOf(Instant now) {
    return new SampleFrame(now, withoutViews, firstUpload, growth);
  }
}
