package io.vidlens.model;

import java.util.List;

/**
 * The first top-level comments of a video in the platform's default (top) order.
 *
 * @param totalCount the total its header shows, exact ("5,145 Comments") or rounded ("5.1K"); null
 *     when not shown
 * @param comments the comments read
 * @param turnedOff whether the channel turned comments off
 */
public record TopComments(Count totalCount, List<Comment> comments, boolean turnedOff) {

  public TopComments {
    comments = List.copyOf(comments);
  }
}
