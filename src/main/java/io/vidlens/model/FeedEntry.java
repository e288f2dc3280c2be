package io.vidlens.model;

import java.time.OffsetDateTime;

/**
 * One upload in a channel's RSS feed. {@code published} is the exact publish time as the feed wrote
 * it (ISO 8601 with offset, e.g. "2026-01-22T15:01:42+00:00"); {@code publishedAt} the same parsed
 * (null if unreadable). {@code views} is the feed's view count (null if absent): exact, since the
 * feed writes it as an integer attribute ({@code media:statistics views="1234"}), never as text.
 * {@code isShort} is read from the entry link (/shorts/ instead of /watch).
 */
public record FeedEntry(
    String videoId,
    String channelId,
    String title,
    String url,
    String published,
    OffsetDateTime publishedAt,
    String updated,
    String description,
    String thumbnailUrl,
    Long views,
    boolean isShort) {}
