package io.vidlens.catalog;

import java.time.Instant;
import org.jmolecules.event.annotation.DomainEvent;

/**
 * A channel was read for someone at {@code at}: its page or a tab's first page. Published by the
 * read layer; the history tracks the channel and decides, itself, whether the read was its own
 * refresh (which keeps no channel tracked).
 */
@DomainEvent
public record ChannelAsked(String channelId, Instant at) {}
