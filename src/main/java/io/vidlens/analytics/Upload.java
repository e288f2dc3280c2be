package io.vidlens.analytics;

import io.vidlens.model.ContentItem;
import io.vidlens.model.Count;
import io.vidlens.model.PlaylistItem;
import io.vidlens.model.RelativeTime;
import io.vidlens.model.ShortItem;
import io.vidlens.model.VideoItem;
import java.util.Optional;

/**
 * One upload as a channel tab lists it, whichever renderer showed it: the Shorts tab shows {@link
 * ShortItem}s, the Videos tab and the uploads playlists of age-restricted channels {@link
 * VideoItem}s. Whether it is a Short is the tab's word, not the renderer's.
 *
 * @param viewCount the listed count, exact or rounded as shown (its {@link Count#exact()} says
 *     which), null when none is shown (live now, hidden)
 * @param lengthSeconds null when not shown (Shorts tab, live, upcoming)
 * @param publishedTimeText "2 weeks ago", "" when not shown
 * @param publishedAgo the same read, null when it states no relative time
 * @param live a live stream in progress or upcoming
 * @param restricted for channel members or Premium subscribers only (the entry's badge)
 */
record Upload(
    String videoId,
    String title,
    Count viewCount,
    Long lengthSeconds,
    String publishedTimeText,
    RelativeTime publishedAgo,
    boolean isShort,
    boolean live,
    boolean restricted) {

  /** The listed count's value (exact or rounded), null when none is shown. */
  Long views() {
    return Count.valueOf(viewCount);
  }

  /**
   * Whether its length goes into the mean video length: a long-form video everyone may watch, with
   * a length and a view count (the analysis job leaves the others out of every statistic, so both
   * answer the same mean).
   */
  boolean averagedLength() {
    return !isShort && !live && !restricted && lengthSeconds != null && viewCount != null;
  }

  static Optional<Upload> of(ContentItem item, boolean fromShortsTab) {
    return switch (item) {
      case VideoItem v ->
          Optional.of(
              new Upload(
                  v.videoId(),
                  v.title(),
                  v.viewCount(),
                  v.durationSeconds(),
                  v.publishedTimeText(),
                  v.publishedAgo(),
                  fromShortsTab,
                  // not yet an upload: left out as a live stream is
                  v.live() || v.upcoming(),
                  !v.isPublic()));
      case ShortItem s ->
          Optional.of(
              new Upload(
                  s.videoId(), s.title(), s.viewCount(), null, "", null, true, false, false));
      case PlaylistItem p -> Optional.empty();
    };
  }
}
