package io.vidlens.radar.api;

import java.time.Instant;
import java.util.List;

/** A watchlist's radar: each channel's trajectories, usual curve and breakout scores. */
public record WatchlistRadar(Watchlist watchlist, Instant computedAt, List<ChannelRadar> channels) {

  public WatchlistRadar {
    channels = List.copyOf(channels);
  }
}
