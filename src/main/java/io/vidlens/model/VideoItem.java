package io.vidlens.model;

import java.util.List;

/**
 * A long-form video in a list. {@code viewCount} is exact when the list showed "1,545,374 views",
 * rounded (not {@link Count#exact()}) when it showed only "1.5m views"; null for live streams
 * (their text counts watchers) and upcoming premieres and streams (not live, counting people
 * waiting: "56 waiting"). {@code publishedTimeText} is the list's text ("3 weeks ago"), {@code
 * publishedAgo} the same read (null when the text states no relative time: "Premieres soon", none
 * shown). {@code durationSeconds} is null when the badge was not a duration ("LIVE", "Upcoming").
 * {@code access} is who may watch it, as the entry's badge says: everyone, channel members or
 * Premium subscribers. {@code paidOriginal}: the entry carries the badge of a paid original made
 * free to watch (the platform's YPC style, "Free of charge"): a production such as Vsauce's Mind
 * Field, whose episodes are a series whatever their titles say.
 */
public record VideoItem(
    String videoId,
    String title,
    String viewCountText,
    Count viewCount,
    String publishedTimeText,
    RelativeTime publishedAgo,
    String durationText,
    Long durationSeconds,
    List<Thumbnail> thumbnails,
    boolean live,
    boolean upcoming,
    Access access,
    boolean paidOriginal)
    implements ContentItem {

  /**
   * Who may watch the video, from the list entry's badge: a members-only or Premium video is not
   * the channel's public output (its count, when shown, is of a paying few).
   */
  public enum Access {
    PUBLIC,
    MEMBERS_ONLY,
    PREMIUM
  }

  public VideoItem {
    thumbnails = List.copyOf(thumbnails);
    access = access == null ? Access.PUBLIC : access;
  }

  /** Whether everyone may watch it (not members-only, not Premium). */
  public boolean isPublic() {
    return access == Access.PUBLIC;
  }
}
