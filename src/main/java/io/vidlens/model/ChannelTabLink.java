package io.vidlens.model;

/** A tab of a channel page ("Videos", "Shorts", "Playlists") and the browse params that open it. */
public record ChannelTabLink(String title, String params, boolean selected) {}
