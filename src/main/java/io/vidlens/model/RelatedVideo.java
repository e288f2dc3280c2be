package io.vidlens.model;

/**
 * A video the watch page lists beside the player ({@code secondaryResults}): its ID, title and the
 * channel that uploaded it (the avatar's link, and the first metadata row's name).
 */
public record RelatedVideo(String videoId, String title, ChannelId channelId, String channelName) {}
