package io.vidlens.catalog.internal;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.ContentSort;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ContentItem;
import io.vidlens.model.ContentPage;
import io.vidlens.model.Count;
import io.vidlens.model.InvalidInput;
import io.vidlens.model.Listing;
import io.vidlens.model.PlaylistItem;
import io.vidlens.model.PlaylistPage;
import io.vidlens.model.ShortItem;
import io.vidlens.model.SortOption;
import io.vidlens.model.VideoItem;
import io.vidlens.platform.ChannelReads;
import io.vidlens.platform.PlatformException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A channel tab's listing in a sort order, as {@code Channels} answers it: the platform's sort chip
 * or menu entry followed, a single page put in order here when the platform offers none, and an
 * age-restricted channel's uploads read through its uploads playlist (newest first only; another
 * order of more than one page is the caller's to change).
 */
public record TabListings(
    ChannelReads source, Playlists playlists, ReadPolicy reader, ListPageCheck pages) {

  // ---- sort orders ----

  public Listing sorted(ChannelId channel, ChannelTab tab, ContentSort sort, ContentPage page) {
    List<SortOption> options = page.sorts();
    boolean otherSelected =
        options.stream().anyMatch(o -> o.selected() && !sort.namedBy(o.title()));
    if (sort.isDefault() && !otherSelected) {
      return listing(page, "a channel tab");
    }
    Optional<SortOption> option = options.stream().filter(o -> sort.namedBy(o.title())).findFirst();
    if (option.isPresent()) {
      SortOption o = option.get();
      if (o.selected()) {
        return listing(page, "a channel tab");
      }
      if (!o.continuation().isEmpty()) {
        return content(() -> source.continuation(o.continuation()), "a sorted channel tab");
      }
      if (!o.browseParams().isEmpty()) {
        return content(
            () -> source.sortedContent(channel, o.browseParams()), "a sorted channel tab");
      }
    }
    return withoutSortOption(tab, sort, listing(page, "a channel tab"));
  }

  /**
   * The platform shows no chip or menu entry for the order (channels with few items). A single page
   * of videos can be put in order here; more pages cannot.
   */
  private Listing withoutSortOption(ChannelTab tab, ContentSort sort, Listing page) {
    if (page.items().isEmpty()) {
      return Listing.EMPTY;
    }
    if (page.continuation().isEmpty() && tab != ChannelTab.PLAYLISTS) {
      return new Listing(locallySorted(page.items(), sort), "");
    }
    throw reader.unreadable("the " + tab.wire() + " tab offers no '" + sort.wire() + "' order");
  }

  /**
   * Latest-first items put in {@code sort} order: oldest reverses them, popular orders by views
   * (unknown last).
   */
  public static List<ContentItem> locallySorted(List<ContentItem> latestFirst, ContentSort sort) {
    List<ContentItem> items = new ArrayList<>(latestFirst);
    switch (sort) {
      case OLDEST -> Collections.reverse(items);
      case POPULAR ->
          items.sort(
              Comparator.comparing(
                  TabListings::views, Comparator.nullsLast(Comparator.reverseOrder())));
      default -> {}
    }
    return items;
  }

  private static Long views(ContentItem item) {
    return switch (item) {
      case VideoItem v -> Count.valueOf(v.viewCount());
      case ShortItem s -> Count.valueOf(s.viewCount());
      case PlaylistItem p -> null;
    };
  }

  // ---- age-restricted channels ----

  public Listing uploads(ChannelId channel, ChannelTab tab, ContentSort sort) {
    if (!tab.hasUploadsPlaylist()) {
      throw PlatformException.channelNotFound(
          channel.value(),
          "the channel is age-restricted; its "
              + tab.wire()
              + " are shown to signed-in adults only");
    }
    String playlistId = tab.uploadsPlaylistId(channel);
    // No such playlist ("The playlist does not exist."): the channel has no such uploads.
    Optional<PlaylistPage> playlist =
        playlists.firstPage(playlistId).filter(PlaylistPage::available);
    if (playlist.isEmpty()) {
      return Listing.EMPTY;
    }
    Listing page = Listing.of(playlist.get().content());
    if (page.items().isEmpty() && page.continuation().isEmpty()) {
      page = playlists.firstVideos(playlistId);
    }
    if (sort.isDefault()) {
      return page;
    }
    if (page.continuation().isEmpty()) {
      return new Listing(locallySorted(page.items(), sort), "");
    }
    throw new InvalidInput(
        "Bad Request",
        "This channel is age-restricted: the platform lists its "
            + tab.wire()
            + " to anonymous clients newest first only. Use sort=latest.");
  }

  public Listing content(Supplier<ContentPage> read, String what) {
    return listing(reader.read(what, read), what);
  }

  /** A parsed page of a tab as a listing, checked ({@link ListPageCheck}). */
  private Listing listing(ContentPage page, String what) {
    return Listing.of(pages.checked(page, what));
  }
}
