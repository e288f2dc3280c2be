package io.vidlens.model;

import java.util.List;
import java.util.Optional;

/**
 * The Shorts overlay of {@code reel/reel_item_watch} ({@code overlay.reelPlayerOverlayRenderer}):
 * the like button, the header with the channel, the comments button and the sound attribution, plus
 * the short's own {@code reelWatchEndpoint} parameters. Every field may be absent: "" or empty
 * lists, null for unknown numbers and flags. {@code likeCount} and {@code commentCount} are exact
 * when the platform gave a number or an exact text ("2,746 likes", "View 1,234 comments"), rounded
 * when it gave only "1.5K".
 */
public record ReelOverlay(
    String videoId,
    String likeStatus,
    Boolean likesAllowed,
    Count likeCount,
    String likeCountText,
    String title,
    List<String> titleRuns,
    String publishedTimeText,
    String channelTitle,
    String channelId,
    String channelHandle,
    List<Thumbnail> channelThumbnails,
    String commentCountText,
    Count commentCount,
    Boolean commentsDisabled,
    Optional<ReelSound> sound,
    String playerParams,
    String params) {

  public ReelOverlay {
    titleRuns = List.copyOf(titleRuns);
    channelThumbnails = List.copyOf(channelThumbnails);
  }
}
