package io.vidlens.model;

/**
 * A video as Vidlens reads it: the mobile player's videoDetails merged with the WEB player's
 * microformat.
 *
 * @param details the merged details
 * @param playability what the mobile player said about playing it
 * @param liveNow the mobile player's {@code isLive}: a live stream in progress (not a replay)
 */
public record Video(VideoDetails details, Playability playability, boolean liveNow) {}
