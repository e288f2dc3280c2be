package io.vidlens.radar.api;

import java.time.Instant;
import java.util.List;

/**
 * One of an account's watchlists: its name (unique within the account), the breakout threshold its
 * alerts use (how many times a channel's usual views at the same age a video must reach), and its
 * channels in the order they were added.
 */
public record Watchlist(
    String id,
    String name,
    double breakoutThreshold,
    List<WatchedChannel> channels,
    Instant createdAt,
    Instant updatedAt) {

  public Watchlist {
    channels = List.copyOf(channels);
  }
}
