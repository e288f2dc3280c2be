package io.vidlens.thumbnails.api;

import java.time.Instant;

/**
 * One video of the thumbnail corpus as stored: every video a client's read (a listing, a video's
 * details, outliers) or the crawl showed. What is not known is null.
 *
 * @param text the words it is found by (title, keywords, the start of its description)
 * @param isShort the listing that showed it showed it as a Short
 * @param views its views as last stored; null when none were read
 * @param viewsReadAt when those views were read
 * @param published its publication (day precision, from its details); null before they are read
 * @param textEmbedding the stored vector of {@code text}; null until indexed
 * @param channelTitle, channelSubscribers from the channel's stored about page
 */
public record HeldVideo(
    String videoId,
    String channelId,
    String title,
    String text,
    boolean isShort,
    Long views,
    Instant viewsReadAt,
    Instant published,
    float[] textEmbedding,
    String channelTitle,
    Long channelSubscribers) {}
