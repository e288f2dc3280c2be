package io.vidlens.platform;

/**
 * The channel tabs Vidlens browses, and the browse params the platform's own tab links carry for
 * each (the same on every channel page recorded in 2026; a channel whose tab links differ is
 * followed through its links). {@code uploadsPrefix} names the channel's automatic uploads playlist
 * of the tab ({@code UULF…} long-form videos, {@code UUSH…} shorts), which is how an age-restricted
 * channel's uploads are still listed.
 */
public enum BrowseTab {
  VIDEOS("EgZ2aWRlb3PyBgQKAjoA", "UULF"),
  SHORTS("EgZzaG9ydHPyBgUKA5oBAA%3D%3D", "UUSH"),
  PLAYLISTS("EglwbGF5bGlzdHPyBgQKAkIA", "");

  private final String params;
  private final String uploadsPrefix;

  BrowseTab(String params, String uploadsPrefix) {
    this.params = params;
    this.uploadsPrefix = uploadsPrefix;
  }

  public boolean hasUploadsPlaylist() {
    return !uploadsPrefix.isEmpty();
  }

  /** The uploads playlist of this tab for {@code channelId} ("UC" replaced by the prefix). */
  public String uploadsPlaylistId(String channelId) {
    return uploadsPrefix + channelId.substring(2);
  }

  /**
   * The tab's browse params: opaque to callers, who compare them only with the params of a page's
   * own tab links.
   */
  public String params() {
    return params;
  }
}
