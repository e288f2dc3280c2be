package io.vidlens.radar.api;

import java.util.List;

/**
 * One channel of a watchlist on the dashboard: its newest recent videos' trajectories, its usual
 * curve at the ages they span (from its other videos), and the scores of all its recent videos.
 *
 * @param note why the scores are incomplete (the listing could not be read now), or null
 */
public record ChannelRadar(
    WatchedChannel channel,
    List<VideoTrajectory> recent,
    List<UsualViews> usual,
    List<VideoBreakout> breakouts,
    String note) {

  public ChannelRadar {
    recent = List.copyOf(recent);
    usual = List.copyOf(usual);
    breakouts = List.copyOf(breakouts);
  }
}
