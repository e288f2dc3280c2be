package io.vidlens.catalog;

import io.vidlens.model.ContentPage;
import io.vidlens.model.Listing;
import io.vidlens.model.PlaylistPage;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.parse.ChannelContentParser;
import io.vidlens.platform.parse.PlaylistPageParser;
import java.util.Optional;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * What Vidlens reads of a playlist: its first page (header and the first videos) and further pages
 * behind the platform's continuation. The channels' uploads playlists are read this way.
 */
@Component
public class Playlists {

  private final ChannelSource source;
  private final ReadPolicy reader;
  private final UnknownItems unknownItems;

  public Playlists(ChannelSource source, ReadPolicy reader, UnknownItems unknownItems) {
    this.source = source;
    this.reader = reader;
    this.unknownItems = unknownItems;
  }

  /**
   * The playlist's first page; empty when the platform says it does not exist ("The playlist does
   * not exist.").
   */
  public Optional<PlaylistPage> firstPage(String playlistId) {
    JsonNode head;
    try {
      head = source.browse(UploadsPlaylist.browseId(playlistId), UploadsPlaylist.PAGE_PARAMS);
    } catch (PlatformException.NotFound e) {
      return Optional.empty();
    }
    PlaylistPage page = reader.read("a playlist", () -> PlaylistPageParser.parse(head));
    if (page.available()) {
      checked(page.content(), "a playlist");
    }
    return Optional.of(page);
  }

  /**
   * The page of videos a continuation points at; {@link UploadsPlaylist#firstPageToken} gives the
   * first.
   */
  public Listing page(String continuation) {
    JsonNode root = source.continuation(continuation);
    return Listing.of(
        checked(
            reader.read("a playlist page", () -> ChannelContentParser.parse(root)),
            "a playlist page"));
  }

  /**
   * Reports what the parser left out of {@code page}; a continuation that could not be read is
   * upstream trouble (503), never a last page.
   */
  private ContentPage checked(ContentPage page, String what) {
    unknownItems.report(UnknownItems.Endpoint.PLAYLIST, page.skipped());
    page.unreadableContinuation()
        .ifPresent(
            item -> {
              throw reader.unreadable(what + ": a continuation without a token at " + item.path());
            });
    return page;
  }
}
