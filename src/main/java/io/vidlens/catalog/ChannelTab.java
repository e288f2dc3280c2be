package io.vidlens.catalog;

/**
 * The channel tabs Vidlens lists. {@code params} are the browse params the platform's own tab links
 * carry for the tab (the same on every channel page recorded in 2026; a channel whose tab links
 * differ is followed through its links). {@code uploadsPrefix} names the channel's automatic
 * uploads playlist of the tab ({@code UULF…} long-form videos, {@code UUSH…} shorts), which is how
 * an age-restricted channel's uploads are still listed.
 */
public enum ChannelTab {
  VIDEOS("videos", "Videos", "EgZ2aWRlb3PyBgQKAjoA", "UULF", ContentSort.Tab.VIDEOS),
  SHORTS("shorts", "Shorts", "EgZzaG9ydHPyBgUKA5oBAA%3D%3D", "UUSH", ContentSort.Tab.VIDEOS),
  PLAYLISTS("playlists", "Playlists", "EglwbGF5bGlzdHPyBgQKAkIA", "", ContentSort.Tab.PLAYLISTS);

  private final String wire;
  private final String title;
  private final String params;
  private final String uploadsPrefix;
  private final ContentSort.Tab sorts;

  ChannelTab(
      String wire, String title, String params, String uploadsPrefix, ContentSort.Tab sorts) {
    this.wire = wire;
    this.title = title;
    this.params = params;
    this.uploadsPrefix = uploadsPrefix;
    this.sorts = sorts;
  }

  public String wire() {
    return wire;
  }

  /** The tab's title on the platform's pages (the client asks for en-GB). */
  public String title() {
    return title;
  }

  public String params() {
    return params;
  }

  public boolean hasUploadsPlaylist() {
    return !uploadsPrefix.isEmpty();
  }

  /** The uploads playlist of this tab for {@code channelId} ("UC" replaced by the prefix). */
  public String uploadsPlaylistId(String channelId) {
    return uploadsPrefix + channelId.substring(2);
  }

  public ContentSort.Tab sorts() {
    return sorts;
  }
}
