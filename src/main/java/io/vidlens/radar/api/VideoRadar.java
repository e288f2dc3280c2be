package io.vidlens.radar.api;

import java.util.List;

/**
 * One video of a watched channel: its samples of its first {@link Radar#FIRST_HOURS} hours, the
 * channel's usual at each of their ages (its other videos), and its breakout score.
 *
 * @param score null when the video is older than the scores look back, or they could not be read
 * @param note why there is no score, or null
 */
public record VideoRadar(
    Watchlist watchlist,
    WatchedChannel channel,
    VideoTrajectory firstHours,
    List<UsualViews> usual,
    VideoBreakout score,
    String note) {

  public VideoRadar {
    usual = List.copyOf(usual);
  }
}
