package io.vidlens.catalog;

import io.vidlens.model.ContentItem;
import io.vidlens.model.Count;
import io.vidlens.model.PlaylistItem;
import io.vidlens.model.ShortItem;
import io.vidlens.model.Thumbnail;
import io.vidlens.model.VideoItem;
import java.util.ArrayList;
import java.util.List;
import org.jmolecules.event.annotation.DomainEvent;

/**
 * Published through {@link ReadEvents} whenever an operation has read videos from the platform:
 * video details, a channel's listings, outliers, a crawl. The thumbnail corpus listens and queues
 * each video for indexing. It lives in catalog, not in one feature, because three features announce
 * the videos they read (video, channel and thumbnails' own crawl) and none may reach into another;
 * catalog, the read layer below them all, holds the type and publishes it for them.
 */
@DomainEvent
public record VideosSeen(List<Video> videos) {

  /**
   * What the operation knew of one video; empty strings for what it did not. {@code viewCount} is
   * the count it read (exact from the video's details, as the list showed it otherwise), null when
   * none. {@code listedAsShort}: the list showed it as a Short ({@link ShortItem}: a Shorts tab or
   * shelf, whose thumbnail is the vertical "oar" frame); false for a long-form entry or a read of
   * the video alone, which do not say.
   */
  public record Video(
      String videoId,
      String channelId,
      String title,
      String thumbnailUrl,
      Count viewCount,
      boolean listedAsShort) {
    public Video(String videoId, String channelId, String title, String thumbnailUrl) {
      this(videoId, channelId, title, thumbnailUrl, null, false);
    }

    public Video(
        String videoId, String channelId, String title, String thumbnailUrl, Count viewCount) {
      this(videoId, channelId, title, thumbnailUrl, viewCount, false);
    }

    public Video {
      channelId = channelId == null ? "" : channelId;
      title = title == null ? "" : title;
      thumbnailUrl = thumbnailUrl == null ? "" : thumbnailUrl;
    }
  }

  public VideosSeen {
    videos = List.copyOf(videos);
  }

  /** The videos and shorts of a page of {@code channelId}'s tab (playlists are no videos). */
  public static VideosSeen listed(String channelId, List<ContentItem> items) {
    List<Video> videos = new ArrayList<>();
    for (ContentItem item : items) {
      switch (item) {
        case VideoItem v ->
            videos.add(
                new Video(
                    v.videoId(),
                    channelId,
                    v.title(),
                    largest(v.thumbnails()),
                    v.viewCount(),
                    false));
        case ShortItem s ->
            videos.add(
                new Video(
                    s.videoId(),
                    channelId,
                    s.title(),
                    largest(s.thumbnails()),
                    s.viewCount(),
                    true));
        case PlaylistItem p -> {}
      }
    }
    return new VideosSeen(videos);
  }

  /** The URL of the largest size of a thumbnail list (the platform lists them smallest first). */
  public static String largest(List<Thumbnail> thumbnails) {
    Thumbnail best = null;
    for (var t : thumbnails) {
      if (t.url().isEmpty()) {
        continue;
      }
      if (best == null || area(t) >= area(best)) {
        best = t;
      }
    }
    return best == null ? "" : best.url();
  }

  private static long area(Thumbnail t) {
    return t.width() == null || t.height() == null ? 0 : (long) t.width() * t.height();
  }
}
