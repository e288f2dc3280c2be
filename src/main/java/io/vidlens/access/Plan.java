package io.vidlens.access;

/**
 * A plan from configuration: how many units a month and how many requests a second, and how many
 * watchlists an account keeps and channels each holds (the radar's limits).
 */
public record Plan(
    String name,
    long monthlyUnits,
    int requestsPerSecond,
    int watchlists,
    int channelsPerWatchlist) {

  public static final int DEFAULT_WATCHLISTS = 10;
  public static final int DEFAULT_CHANNELS_PER_WATCHLIST = 50;

  /** A plan with the default watchlist limits. */
  public Plan(String name, long monthlyUnits, int requestsPerSecond) {
    this(name, monthlyUnits, requestsPerSecond, DEFAULT_WATCHLISTS, DEFAULT_CHANNELS_PER_WATCHLIST);
  }
}
