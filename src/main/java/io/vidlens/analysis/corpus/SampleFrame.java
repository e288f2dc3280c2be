package io.vidlens.analysis.corpus;

import java.time.Instant;
import java.util.List;

/**
 * What the job knows around its sample of videos: the time ages are counted to ({@code asOf}, the
 * analysis time), the listed videos left out of every statistic because the platform shows no view
 * count for them, the channel's first upload (from one oldest-first page of its Videos tab, null
 * when it could not be read) and its growth over Vidlens's stored history.
 */
public record SampleFrame(
    Instant asOf, List<Unviewed> withoutViews, Instant firstUpload, ChannelGrowth growth) {

  static final SampleFrame NONE = new SampleFrame(null, List.of(), null, ChannelGrowth.NONE);

  /**
   * A listed video left out of the statistics: {@code reason} "live" (streaming now), "upcoming"
   * (scheduled or a premiere), "members only" or "Premium only" (its badge says so) or "no view
   * count" (the list shows none: hidden, or Premium without a badge).
   */
  public record Unviewed(String videoId, String title, String reason) {

    static final String LIVE = "live";
    static final String UPCOMING = "upcoming";
    static final String MEMBERS_ONLY = "members only";
    static final String PREMIUM = "Premium only";
    static final String NO_VIEW_COUNT = "no view count";
  }

  public SampleFrame {
    withoutViews = withoutViews == null ? List.of() : List.copyOf(withoutViews);
    growth = growth == null ? ChannelGrowth.NONE : growth;
  }

  SampleFrame withAsOf(Instant now) {
    return new SampleFrame(now, withoutViews, firstUpload, growth);
  }
}
