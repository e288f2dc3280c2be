package io.vidlens.channel;

import io.vidlens.api.ApiException;
import io.vidlens.api.ChannelId;
import io.vidlens.api.PageTokens;
import io.vidlens.platform.ChannelNotFoundException;
import io.vidlens.platform.VideosSeen;
import io.vidlens.platform.parse.ChannelContentParser;
import io.vidlens.platform.parse.ChannelPage;
import io.vidlens.platform.parse.ChannelPageParser;
import io.vidlens.platform.parse.ChannelTabLink;
import io.vidlens.platform.parse.ContentItem;
import io.vidlens.platform.parse.ContentPage;
import io.vidlens.platform.parse.PlaylistItem;
import io.vidlens.platform.parse.PlaylistPage;
import io.vidlens.platform.parse.PlaylistPageParser;
import io.vidlens.platform.parse.ShortItem;
import io.vidlens.platform.parse.SortOption;
import io.vidlens.platform.parse.VideoItem;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/**
 * Lists a channel's Videos, Shorts or Playlists tab page by page in one sort order.
 *
 * <p>First page: the tab's {@code browse} (the Videos tab's answer is also the channel page the
 * about operation reads, so both share one cached upstream answer). Other orders: the sort chip's
 * continuation (Videos, Shorts) or the sort menu's browse params (Playlists), as the first page
 * shows them. Further pages: the platform's continuation, wrapped in a {@link PageTokens} token
 * whose scope binds channel, tab and sort. Age-restricted channels are listed through their uploads
 * playlists (newest first only).
 */
@Component
class ChannelListings {

  private static final Logger log = LoggerFactory.getLogger(ChannelListings.class);

  private final ChannelSource source;
  private final PageTokens tokens;
  private final AnswerReader reader;
  private final ApplicationEventPublisher events;

  ChannelListings(
      ChannelSource source,
      PageTokens tokens,
      AnswerReader reader,
      ApplicationEventPublisher events) {
    this.source = source;
    this.tokens = tokens;
    this.reader = reader;
    this.events = events;
  }

  /** Tells the thumbnail corpus about the videos and shorts of a page read for {@code channel}. */
  void seen(ChannelId channel, Listing listing) {
    List<VideosSeen.Video> videos = new ArrayList<>();
    for (ContentItem item : listing.items()) {
      switch (item) {
        case VideoItem v ->
            videos.add(
                new VideosSeen.Video(
                    v.videoId(),
                    channel.value(),
                    v.title(),
                    VideosSeen.largest(v.thumbnails()),
                    v.viewCount()));
        case ShortItem s ->
            videos.add(
                new VideosSeen.Video(
                    s.videoId(),
                    channel.value(),
                    s.title(),
                    VideosSeen.largest(s.thumbnails()),
                    s.viewCount()));
        case PlaylistItem p -> {}
      }
    }
    if (!videos.isEmpty()) {
      events.publishEvent(new VideosSeen(videos));
    }
  }

  /**
   * A page for an API caller: the first without {@code token}, else the one the token points at.
   */
  Listing page(ChannelId channel, ChannelTab tab, ContentSort sort, String token) {
    String scope = tab.wire() + ":" + channel.value() + ":" + sort.wire();
    Listing listing =
        token == null || token.isBlank()
            ? first(channel, tab, sort)
            : next(tokens.open(token.trim(), scope, "the channel, tab and sort"));
    seen(channel, listing);
    return new Listing(listing.items(), tokens.issue(scope, listing.continuation()));
  }

  /**
   * The first page of {@code tab} in {@code sort} order; the continuation is the platform's own.
   */
  Listing first(ChannelId channel, ChannelTab tab, ContentSort sort) {
    return switch (openTab(channel, tab)) {
      case Tab.Missing missing -> Listing.EMPTY;
      case Tab.AgeGated gated -> uploads(channel, tab, sort);
      case Tab.Shown shown -> sorted(channel, tab, sort, shown.content());
    };
  }

  /**
   * The first page of an age-restricted channel's tab (newest first), from its uploads playlist,
   * for a caller that already saw the channel's age gate.
   */
  Listing firstOfAgeGated(ChannelId channel, ChannelTab tab) {
    return uploads(channel, tab, ContentSort.LATEST);
  }

  /** The page a platform continuation points at. */
  Listing next(String platformContinuation) {
    return content(source.continuation(platformContinuation), "a further page of a channel tab");
  }

  // ---- the tab ----

  private sealed interface Tab {
    record Shown(ContentPage content) implements Tab {}

    record AgeGated() implements Tab {}

    /** The channel has no such tab (a gaming channel without Videos, a channel without Shorts). */
    record Missing() implements Tab {}
  }

  private Tab openTab(ChannelId channel, ChannelTab tab) {
    JsonNode root = source.browse(channel.value(), tab.params());
    ChannelPage page = channelPage(channel, root);
    if (page instanceof ChannelPage.AgeRestricted) {
      return new Tab.AgeGated();
    }
    ChannelPage.Found found = (ChannelPage.Found) page;
    if (shows(found, tab, tab.params())) {
      return new Tab.Shown(found.content());
    }
    // The platform answers another tab (Home) when the channel has none behind the usual params;
    // the channel's own tab links may still lead to it.
    Optional<String> params =
        found.channel().tabs().stream()
            .filter(t -> t.title().equalsIgnoreCase(tab.title()))
            .map(ChannelTabLink::params)
            .filter(p -> !p.isEmpty() && !p.equals(tab.params()))
            .findFirst();
    if (params.isPresent()) {
      ChannelPage other = channelPage(channel, source.browse(channel.value(), params.get()));
      if (other instanceof ChannelPage.Found f && shows(f, tab, params.get())) {
        return new Tab.Shown(f.content());
      }
    }
    return new Tab.Missing();
  }

  /** The parsed channel page; 404 for a channel that is not there, 503 for an unreadable page. */
  ChannelPage channelPage(ChannelId channel, JsonNode root) {
    ChannelPage page = reader.read("a channel page", () -> ChannelPageParser.parse(root));
    if (page instanceof ChannelPage.Unavailable unavailable) {
      throw new ChannelNotFoundException(channel.value(), unavailable.reason());
    }
    if (page instanceof ChannelPage.Found && !root.has("contents")) {
      throw reader.unreadable("a channel page without contents");
    }
    return page;
  }

  // Topic channels show one untitled tab; otherwise the selected tab must be the one asked for.
  private static boolean shows(ChannelPage.Found page, ChannelTab tab, String params) {
    return page.channel().tabs().stream()
        .filter(ChannelTabLink::selected)
        .findFirst()
        .map(t -> t.params().equals(params) || t.title().equalsIgnoreCase(tab.title()))
        .orElse(true);
  }

  // ---- sort orders ----

  private Listing sorted(ChannelId channel, ChannelTab tab, ContentSort sort, ContentPage page) {
    List<SortOption> options = page.sorts();
    boolean otherSelected =
        options.stream().anyMatch(o -> o.selected() && !sort.namedBy(o.title()));
    if (sort.isDefault() && !otherSelected) {
      return Listing.of(page);
    }
    Optional<SortOption> option = options.stream().filter(o -> sort.namedBy(o.title())).findFirst();
    if (option.isPresent()) {
      SortOption o = option.get();
      if (o.selected()) {
        return Listing.of(page);
      }
      if (!o.continuation().isEmpty()) {
        return content(source.continuation(o.continuation()), "a sorted channel tab");
      }
      if (!o.browseParams().isEmpty()) {
        return content(source.browse(channel.value(), o.browseParams()), "a sorted channel tab");
      }
    }
    return withoutSortOption(tab, sort, Listing.of(page));
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
  static List<ContentItem> locallySorted(List<ContentItem> latestFirst, ContentSort sort) {
    List<ContentItem> items = new ArrayList<>(latestFirst);
    switch (sort) {
      case OLDEST -> Collections.reverse(items);
      case POPULAR ->
          items.sort(
              Comparator.comparing(
                  ChannelListings::views, Comparator.nullsLast(Comparator.reverseOrder())));
      default -> {}
    }
    return items;
  }

  private static Long views(ContentItem item) {
    return switch (item) {
      case VideoItem v -> v.viewCount();
      case ShortItem s -> s.viewCount();
      case PlaylistItem p -> null;
    };
  }

  // ---- age-restricted channels ----

  private Listing uploads(ChannelId channel, ChannelTab tab, ContentSort sort) {
    if (!tab.hasUploadsPlaylist()) {
      throw new ChannelNotFoundException(
          channel.value(),
          "the channel is age-restricted; its "
              + tab.wire()
              + " are shown to signed-in adults only");
    }
    String playlistId = tab.uploadsPlaylistId(channel.value());
    JsonNode head;
    try {
      head = source.browse(UploadsPlaylist.browseId(playlistId), UploadsPlaylist.PAGE_PARAMS);
    } catch (ApiException e) {
      if (e.status() == HttpStatus.NOT_FOUND) {
        return Listing.EMPTY; // "The playlist does not exist.": the channel has no such uploads
      }
      throw e;
    }
    PlaylistPage playlist =
        reader.read("an uploads playlist", () -> PlaylistPageParser.parse(head));
    if (!playlist.available()) {
      return Listing.EMPTY;
    }
    Listing page = Listing.of(playlist.content());
    if (page.items().isEmpty() && page.continuation().isEmpty()) {
      page = next(UploadsPlaylist.firstPageToken(playlistId));
    }
    if (sort.isDefault()) {
      return page;
    }
    if (page.continuation().isEmpty()) {
      return new Listing(locallySorted(page.items(), sort), "");
    }
    throw ApiException.badRequest(
        "Bad Request",
        "This channel is age-restricted: the platform lists its "
            + tab.wire()
            + " to anonymous clients newest first only. Use sort=latest.");
  }

  private Listing content(JsonNode root, String what) {
    ContentPage page = reader.read(what, () -> ChannelContentParser.parse(root));
    if (!page.skipped().isEmpty()) {
      log.warn("{} list entries could not be read: {}", page.skipped().size(), page.skipped());
    }
    return Listing.of(page);
  }
}
