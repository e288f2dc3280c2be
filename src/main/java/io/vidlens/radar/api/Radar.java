package io.vidlens.radar.api;

import java.util.Optional;

/**
 * What the dashboard draws of a watchlist (docs/radar.md, "Dashboard page"): per channel its recent
 * videos' trajectories against the channel's usual curve, and the breakout scores; per video its
 * first 48 hours against the usual at those ages, with its score and evidence. The usual and the
 * scores are the ones the breakout operation answers. Within the account named: another account's
 * watchlist is empty, as is a video not on one of the list's channels' stored trajectories.
 */
public interface Radar {

  /** The first hours of a video's life the video page draws. */
  double FIRST_HOURS = 48;

  Optional<WatchlistRadar> watchlist(String accountId, String watchlistId);

  Optional<VideoRadar> video(String accountId, String watchlistId, String videoId);
}
