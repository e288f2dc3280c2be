package io.vidlens.radar.api;

/** What an account's plan allows: how many watchlists, and how many channels on each. */
public record WatchlistLimits(String plan, int watchlists, int channelsPerWatchlist) {}
