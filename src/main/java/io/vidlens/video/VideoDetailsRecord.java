package io.vidlens.video;

import java.util.List;

/**
 * The video details record exactly as the wire has it (the description's "Video details record";
 * answered as an array of one). Counts and the length are strings of digits; dates are the
 * platform's. What the platform did not give (a hidden count, an unstated flag, a date) is null.
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
    Boolean allowRatings,
    String viewCount,
    String likeCount,
    Boolean isPrivate,
    Boolean isUnpluggedCorpus,
    Boolean isLiveContent,
    Boolean isCrawlable,
    Boolean isFamilySafe,
    List<String> availableCountries,
    Boolean isUnlisted,
    String category,
    String publishDate,
    String publishedAt,
    String uploadDate,
    Boolean isShortsEligible,
    Boolean hasCaption,
    Boolean playableInEmbed) {}
