package io.vidlens.catalog.internal;

import io.vidlens.catalog.ReadPolicy;
import io.vidlens.model.Listing;
import io.vidlens.model.PlaylistPage;
import io.vidlens.platform.ChannelReads;
import io.vidlens.platform.PlatformException;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * What Vidlens reads of a playlist: its first page (header and the first videos) and further pages
 * behind the platform's continuation. The channels' uploads playlists are read this way.
 */
@Component
public class Playlists {

  private final ChannelReads source;
  private final ReadPolicy reader;
  private final ListPageCheck pages;

  public Playlists(ChannelReads source, ReadPolicy reader, UnknownItems unknownItems) {
    this.source = source;
    this.reader = reader;
    this.pages = new ListPageCheck(UnknownItems.Endpoint.PLAYLIST, unknownItems, reader);
  }

  /**
   * The playlist's first page; empty when the platform says it does not exist ("The playlist does
   * not exist.").
   */
  public Optional<PlaylistPage> firstPage(String playlistId) {
    PlaylistPage page;
    try {
      page = reader.read("a playlist", () -> source.playlist(playlistId));
    } catch (PlatformException.NotFound e) {
      return Optional.empty();
    }
    if (page.available()) {
      pages.checked(page.content(), "a playlist");
    }
    return Optional.of(page);
  }

  /** The page of videos a continuation points at. */
  public Listing page(String continuation) {
    return Listing.of(
        pages.checked(
            reader.read("a playlist page", () -> source.continuation(continuation)),
            "a playlist page"));
  }

  /** The first page of a playlist's videos, for a first page that came with none. */
  public Listing firstVideos(String playlistId) {
    return Listing.of(
        pages.checked(
            reader.read("a playlist page", () -> source.playlistFirstVideos(playlistId)),
            "a playlist page"));
  }
}
