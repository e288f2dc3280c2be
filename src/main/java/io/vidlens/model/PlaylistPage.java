package io.vidlens.model;

/**
 * A playlist page ({@code browse} with {@code VL…}): its header and one page of its videos. {@code
 * unavailableReason} is the platform's alert ("The playlist does not exist.", "This playlist type
 * is unviewable.") and "" when the playlist is there.
 */
public record PlaylistPage(PlaylistHeader header, ContentPage content, String unavailableReason) {

  public boolean available() {
    return unavailableReason.isEmpty();
  }
}
