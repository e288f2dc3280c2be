package io.vidlens.catalog;

import io.vidlens.platform.BrowseTab;

/**
 * The channel tabs Vidlens lists; {@code browseTab} is the platform's name for the tab (it knows
 * the browse params and the tab's uploads playlist, through which an age-restricted channel's
 * uploads are still listed).
 */
public enum ChannelTab {
  VIDEOS("videos", "Videos", BrowseTab.VIDEOS, ContentSort.Tab.VIDEOS),
  SHORTS("shorts", "Shorts", BrowseTab.SHORTS, ContentSort.Tab.VIDEOS),
  PLAYLISTS("playlists", "Playlists", BrowseTab.PLAYLISTS, ContentSort.Tab.PLAYLISTS);

  private final String wire;
  private final String title;
  private final BrowseTab browseTab;
  private final ContentSort.Tab sorts;

  ChannelTab(String wire, String title, BrowseTab browseTab, ContentSort.Tab sorts) {
    this.wire = wire;
    this.title = title;
    this.browseTab = browseTab;
    this.sorts = sorts;
  }

  public String wire() {
    return wire;
  }

  /** The tab's title on the platform's pages (the client asks for en-GB). */
  public String title() {
    return title;
  }

  /** The tab as the platform client asks for it. */
  public BrowseTab browseTab() {
    return browseTab;
  }

  public boolean hasUploadsPlaylist() {
    return browseTab.hasUploadsPlaylist();
  }

  /** The uploads playlist of this tab for {@code channelId} ("UC" replaced by the prefix). */
  public String uploadsPlaylistId(String channelId) {
    return browseTab.uploadsPlaylistId(channelId);
  }

  public ContentSort.Tab sorts() {
    return sorts;
  }
}
