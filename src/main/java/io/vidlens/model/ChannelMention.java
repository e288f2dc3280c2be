package io.vidlens.model;

/**
 * A channel another page names (a channel's featured-channels shelf, a search result): its ID and
 * the name the page shows for it.
 */
public record ChannelMention(ChannelId channelId, String name) {}
