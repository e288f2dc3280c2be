package io.vidlens.model;

/** One image size. Width and height are null when the platform did not state them. */
public record Thumbnail(String url, Integer width, Integer height) {

  public Thumbnail {
    url = url == null ? "" : url;
  }
}
