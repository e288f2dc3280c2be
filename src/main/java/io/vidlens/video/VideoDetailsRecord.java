package io.vidlens.video;

import java.util.List;

/**
 * The video details record exactly as the wire has it (the description's "Video details record";
 * answered as an array of one). Counts and the length are strings of digits, "" when the platform
 * did not give them; dates are the platform's, "" when absent.
 */
record VideoDetailsRecord(
    String id,
    String title,
    String lengthSeconds,
    List<String> keywords,
    String channelTitle,
    String channelId,
    String description,
    List<WireThumbnail> thumbnail,
    boolean allowRatings,
    String viewCount,
    String likeCount,
    boolean isPrivate,
    boolean isUnpluggedCorpus,
    boolean isLiveContent,
    boolean isCrawlable,
    boolean isFamilySafe,
    List<String> availableCountries,
    boolean isUnlisted,
    String category,
    String publishDate,
    String publishedAt,
    String uploadDate,
    boolean isShortsEligible,
    boolean hasCaption,
    boolean playableInEmbed) {}
