package io.vidlens.channel;

import io.vidlens.model.ContentItem;
import io.vidlens.model.Count;
import io.vidlens.model.Image;
import io.vidlens.model.Listing;
import io.vidlens.model.PlaylistItem;
import io.vidlens.model.ShortItem;
import io.vidlens.model.VideoItem;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The wire shapes of Get Videos, Get Shorts and Get Playlists (schemas {@code ChannelVideosPage},
 * {@code ChannelShortsPage}, {@code ChannelPlaylistsPage}) and their mapping from parsed items.
 * Counts are integers read from the platform's text (null when it shows none), next to that text;
 * texts are "" when the platform shows none.
 */
final class ListingAnswers {

  static final String SUCCESS = "success";

  private ListingAnswers() {}

  /** One page: {@code continuation} is "" on the last page. */
  record Page<T>(List<T> data, String continuation, String msg) {}

  record VideoEntry(
      String videoId,
      String title,
      Long lengthSeconds,
      String lengthText,
      Long viewCount,
      String viewCountText,
      String publishedTimeText,
      List<Image> thumbnail,
      boolean isLive) {

    static VideoEntry of(VideoItem v) {
      return new VideoEntry(
          v.videoId(),
          v.title(),
          v.durationSeconds(),
          // "LIVE" or "Upcoming" badges are not lengths
          v.durationSeconds() == null ? "" : v.durationText(),
          Count.valueOf(v.viewCount()),
          v.viewCountText(),
          v.publishedTimeText(),
          Image.of(v.thumbnails()),
          v.live());
    }
  }

  record ShortEntry(
      String videoId, String title, Long viewCount, String viewCountText, List<Image> thumbnail) {

    static ShortEntry of(ShortItem s) {
      return new ShortEntry(
          s.videoId(),
          s.title(),
          Count.valueOf(s.viewCount()),
          s.viewCountText(),
          Image.of(s.thumbnails()));
    }

    /** A short listed by an uploads playlist (age-restricted channels) comes as a video row. */
    static ShortEntry of(VideoItem v) {
      return of(
          new ShortItem(v.videoId(), v.title(), v.viewCountText(), v.viewCount(), v.thumbnails()));
    }
  }

  record PlaylistEntry(
      String playlistId,
      String title,
      Long videoCount,
      String videoCountText,
      String firstVideoId,
      List<Image> thumbnail) {

    static PlaylistEntry of(PlaylistItem p) {
      return new PlaylistEntry(
          p.playlistId(),
          p.title(),
          Count.valueOf(p.videoCount()),
          p.videoCountText(),
          p.firstVideoId(),
          Image.of(p.thumbnails()));
    }
  }

  static Page<VideoEntry> videos(Listing listing) {
    return page(listing, i -> i instanceof VideoItem v ? VideoEntry.of(v) : null);
  }

  static Page<ShortEntry> shorts(Listing listing) {
    return page(
        listing,
        i ->
            switch (i) {
              case ShortItem s -> ShortEntry.of(s);
              case VideoItem v -> ShortEntry.of(v);
              case PlaylistItem p -> null;
            });
  }

  static Page<PlaylistEntry> playlists(Listing listing) {
    return page(listing, i -> i instanceof PlaylistItem p ? PlaylistEntry.of(p) : null);
  }

  /** The listing's items that {@code entry} answers for the tab (null: not an item of it). */
  private static <T> Page<T> page(Listing listing, Function<ContentItem, T> entry) {
    List<T> data = listing.items().stream().map(entry).filter(Objects::nonNull).toList();
    return new Page<>(data, listing.continuation(), SUCCESS);
  }
}
