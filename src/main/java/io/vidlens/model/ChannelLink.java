package io.vidlens.model;

/** An external link of a channel's about panel. */
public record ChannelLink(String title, String url) {}
