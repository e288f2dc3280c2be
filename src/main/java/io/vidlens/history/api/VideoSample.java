package io.vidlens.history.api;

import java.time.Instant;

/**
 * One sample of a video's counts: its views at {@code at}, its likes and comments where the read
 * showed them (null otherwise).
 */
public record VideoSample(String videoId, Instant at, long views, Long likes, Long comments) {}
