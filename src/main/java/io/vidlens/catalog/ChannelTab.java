package io.vidlens.catalog;

import io.vidlens.model.ChannelId;
import io.vidlens.platform.BrowseTab;
import java.util.Locale;

/**
 * The channel tabs Vidlens lists; {@code browseTab} is the platform's name for the tab (it knows
 * the browse params and the tab's uploads playlist, through which an age-restricted channel's
 * uploads are still listed).
 */
public enum ChannelTab {
  VIDEOS,
  SHORTS,
  PLAYLISTS;

  /** The lower-case name: "videos", "shorts", "playlists". */
  public String wire() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The tab's title on the platform's pages (the client asks for en-GB): "Videos", ... */
  public String title() {
    return name().charAt(0) + wire().substring(1);
  }

  /** The tab as the platform client asks for it: the platform's tab of the same name. */
  public BrowseTab browseTab() {
    return BrowseTab.valueOf(name());
  }

  public boolean hasUploadsPlaylist() {
    return browseTab().hasUploadsPlaylist();
  }

  /** The uploads playlist of this tab for {@code channel} ("UC" replaced by the prefix). */
  public String uploadsPlaylistId(ChannelId channel) {
    return browseTab().uploadsPlaylistId(channel.value());
  }

  /** The sorts the tab offers: shorts are sorted as videos are. */
  public ContentSort.Tab sorts() {
    return this == PLAYLISTS ? ContentSort.Tab.PLAYLISTS : ContentSort.Tab.VIDEOS;
  }
}
