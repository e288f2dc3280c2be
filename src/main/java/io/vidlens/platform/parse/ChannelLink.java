package io.vidlens.platform.parse;

/** An external link of a channel's about panel. */
public record ChannelLink(String title, String url) {}
