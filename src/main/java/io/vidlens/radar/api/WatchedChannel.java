package io.vidlens.radar.api;

import java.time.Instant;

/** A channel on a watchlist, with its title and handle as they were when it was added. */
public record WatchedChannel(String channelId, String title, String handle, Instant addedAt) {}
