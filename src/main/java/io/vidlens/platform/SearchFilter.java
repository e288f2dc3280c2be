package io.vidlens.platform;

/**
 * What the platform's search is asked to list, as the params of its type filter (the web app's
 * "Type" filter: channels or videos).
 */
public enum SearchFilter {
  CHANNELS("EgIQAg%3D%3D"),
  VIDEOS("EgIQAQ%3D%3D");

  private final String params;

  SearchFilter(String params) {
    this.params = params;
  }

  public String params() {
    return params;
  }
}
