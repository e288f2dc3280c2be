package io.vidlens.analytics.model;

import java.util.List;

/**
 * What a channel shows, as plain values: the inputs of {@link ChannelEstimates}. Null scalars: the
 * platform did not say (the models then fall back to their priors, never to zero).
 *
 * @param channelId the channel's ID (for traces only)
 * @param country the channel's country as the about panel names it ("Germany") or an ISO 3166 code
 *     ("DE"); null or "" when not shown
 * @param subscriberCount subscribers (the platform's rounded figure will do)
 * @param totalViewCount the channel's cumulative views (about panel), for the older catalogue
 * @param madeForKids true when the channel or its videos are made for kids, null when not known
 * @param channelDescription the channel description (a text for language detection)
 * @param recentVideos recent uploads, long-form and Shorts, newest first or in any order
 * @param videoDescriptions descriptions of recent videos (texts for language detection)
 * @param comments texts of recent comments on the channel's videos (viewers' language)
 * @param captionLanguages the language codes (ISO 639-1 or -3) of the speech-recognition caption
 *     tracks of recent videos: the spoken language as the platform heard it, one vote each
 * @param standing what decides ad eligibility besides subscribers and made-for-kids
 * @param history what the stored history of counts measured (two readings a week or more apart),
 *     null when it holds no such pair
 */
public record ChannelSignals(
    String channelId,
    String country,
    Long subscriberCount,
    Long totalViewCount,
    Boolean madeForKids,
    String channelDescription,
    List<VideoSample> recentVideos,
    List<String> videoDescriptions,
    List<String> comments,
    List<String> captionLanguages,
    ChannelStanding standing,
    ViewHistory history) {

  public ChannelSignals {
    captionLanguages = captionLanguages == null ? List.of() : List.copyOf(captionLanguages);
    standing = standing == null ? ChannelStanding.UNKNOWN : standing;
    country = country == null ? "" : country.trim();
    channelDescription = channelDescription == null ? "" : channelDescription;
    recentVideos = recentVideos == null ? List.of() : List.copyOf(recentVideos);
    videoDescriptions = videoDescriptions == null ? List.of() : List.copyOf(videoDescriptions);
    comments = comments == null ? List.of() : List.copyOf(comments);
  }
}
