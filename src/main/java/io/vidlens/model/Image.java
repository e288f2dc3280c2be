package io.vidlens.model;

import java.util.List;

/**
 * An image as the answers give it, {url, width, height}, with the size the platform stated (the
 * contract promises integers): the answers' thumbnails, avatars and banners.
 */
public record Image(String url, int width, int height) {

  /** The sizes the platform states dimensions for; the others are left out. */
  public static List<Image> of(List<Thumbnail> thumbnails) {
    return thumbnails.stream()
        .filter(t -> !t.url().isEmpty() && t.width() != null && t.height() != null)
        .map(t -> new Image(t.url(), t.width(), t.height()))
        .toList();
  }
}
