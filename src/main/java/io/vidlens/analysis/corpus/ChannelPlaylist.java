package io.vidlens.analysis.corpus;

/**
 * One playlist of the channel's Playlists tab (its first page): the creator's own name for a group
 * of videos. The tab shows the title, the count and the first video only, so membership beyond the
 * first video is read from the titles ({@link ChannelSeries}).
 */
public record ChannelPlaylist(
    String playlistId, String title, Long videoCount, String firstVideoId) {

  public ChannelPlaylist {
    title = title == null ? "" : title.strip();
    firstVideoId = firstVideoId == null ? "" : firstVideoId;
  }
}
