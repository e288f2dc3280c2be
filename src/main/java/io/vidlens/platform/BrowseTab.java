package io.vidlens.platform;

/**
 * The channel tabs Vidlens browses, and the browse params the platform's own tab links carry for
 * each (the same on every channel page recorded in 2026; a channel whose tab links differ is
 * followed through its links).
 */
public enum BrowseTab {
  VIDEOS("EgZ2aWRlb3PyBgQKAjoA"),
  SHORTS("EgZzaG9ydHPyBgUKA5oBAA%3D%3D"),
  PLAYLISTS("EglwbGF5bGlzdHPyBgQKAkIA");

  private final String params;

  BrowseTab(String params) {
    this.params = params;
  }

  /**
   * The tab's browse params: opaque to callers, who compare them only with the params of a page's
   * own tab links.
   */
  public String params() {
    return params;
  }
}
