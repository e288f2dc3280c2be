package io.vidlens.model;

/**
 * One image size. Width and height are what the platform stated or, for images it gave without a
 * size, what the URL's size directive names ({@code =s88}); null when neither says.
 */
public record Thumbnail(String url, Integer width, Integer height) {

  public Thumbnail {
    url = url == null ? "" : url;
  }
}
