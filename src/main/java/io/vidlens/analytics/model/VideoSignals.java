package io.vidlens.analytics.model;

import java.time.LocalDate;
import java.util.List;

/**
 * What one video (and its channel) shows: the inputs of {@link VideoRpm}. Null: not known.
 *
 * @param videoId the video's ID
 * @param title its title (language detection)
 * @param description its description (language detection)
 * @param category the microformat category
 * @param lengthSeconds length in seconds
 * @param views public view count
 * @param publishedOn publish date
 * @param isShort true for a Short
 * @param isPrivate the player's {@code isPrivate}
 * @param isUnlisted the microformat's {@code isUnlisted}
 * @param removed true when the platform no longer plays the video (removed, terminated channel)
 * @param isFamilySafe the microformat's {@code isFamilySafe} (false: age-restricted)
 * @param madeForKids true when the video is made for kids
 * @param liveNow true while the video is a live or upcoming stream (not yet a replay)
 * @param channelSubscribers the channel's subscribers
 * @param channelCountry the channel's country name or ISO code
 * @param comments texts of some comments on the video (viewers' language), may be empty
 * @param channelStanding the channel's ad-eligibility facts (age gate, topic channel, public
 *     broadcaster panel)
 */
public record VideoSignals(
    String videoId,
    String title,
    String description,
    String category,
    Long lengthSeconds,
    Long views,
    LocalDate publishedOn,
    boolean isShort,
    Boolean isPrivate,
    Boolean isUnlisted,
    boolean removed,
    Boolean isFamilySafe,
    Boolean madeForKids,
    boolean liveNow,
    Long channelSubscribers,
    String channelCountry,
    List<String> comments,
    ChannelStanding channelStanding) {

  public VideoSignals {
    channelStanding = channelStanding == null ? ChannelStanding.UNKNOWN : channelStanding;
    title = title == null ? "" : title;
    description = description == null ? "" : description;
    category = category == null ? "" : category.trim();
    channelCountry = channelCountry == null ? "" : channelCountry.trim();
    comments = comments == null ? List.of() : List.copyOf(comments);
    if (views != null && views < 0) {
      throw new IllegalArgumentException("views must not be negative: " + views);
    }
    if (lengthSeconds != null && lengthSeconds < 0) {
      throw new IllegalArgumentException("lengthSeconds must not be negative: " + lengthSeconds);
    }
  }
}
