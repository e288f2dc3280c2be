package io.vidlens.model;

import java.util.List;
import java.util.Optional;

/**
 * The WEB watch page ({@code next} with a videoId): engagement numbers, the comments entry point
 * and the transcript panel's parameters.
 *
 * <p>{@code viewCount} is read from "1,234,567 views" (exact) or, without it, "1.2M views"; null
 * for a live stream: its text counts people watching now, kept in {@code concurrentViewers}. {@code
 * likeCount} is exact when read from the like button's accessibility text ("like this video along
 * with 31,009 other people") or a title without a magnitude, rounded when only the button title
 * ("31k") was there; its {@code exact} flag says which. {@code commentCountText} is the comments
 * panel header's text ("99k"), {@code commentCount} its value (usually rounded), {@code
 * commentCountFigure} the count as the platform formats it ("99k", null when not shown); the exact
 * count arrives with the first comments page. {@code infoPanels} are the texts of the information
 * panels under the player, such as the one the platform shows for public broadcasters ("ZDF is a
 * German public broadcast service."); empty when none. {@code broadcasterNotice} is the one of them
 * the platform shows under a public broadcaster's videos, empty when there is none.
 */
public record WatchPage(
    String videoId,
    String title,
    String viewCountText,
    Count viewCount,
    boolean live,
    Count concurrentViewers,
    String likeCountText,
    Count likeCount,
    String dateText,
    String relativeDateText,
    String commentCountText,
    Count commentCount,
    String commentCountFigure,
    String commentsContinuation,
    List<SortOption> commentSorts,
    boolean commentsDisabled,
    String commentsMessage,
    String transcriptParams,
    Optional<VideoOwner> owner,
    List<String> infoPanels,
    String broadcasterNotice) {

  public WatchPage {
    commentSorts = List.copyOf(commentSorts);
    infoPanels = infoPanels == null ? List.of() : List.copyOf(infoPanels);
    broadcasterNotice = broadcasterNotice == null ? "" : broadcasterNotice;
  }
}
