package io.vidlens.catalog;

import java.time.Instant;
import org.jmolecules.event.annotation.DomainEvent;

/**
 * A channel's place on watchlists changed at {@code at}: {@code watched} says whether at least one
 * watchlist of any account holds it now. Published by the radar, which owns the watchlists; the
 * history follows the videos of watched channels over time (their trajectories). It lives here,
 * below both features, so that neither depends on the other for it.
 */
@DomainEvent
public record ChannelWatchChanged(String channelId, boolean watched, Instant at) {}
