package io.vidlens.catalog;

import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelFeed;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelInfo;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.ChannelSnapshot;
import io.vidlens.model.ChannelTabLink;
import io.vidlens.model.ContentItem;
import io.vidlens.model.ContentPage;
import io.vidlens.model.Count;
import io.vidlens.model.FeedEntry;
import io.vidlens.model.InvalidInput;
import io.vidlens.model.LatestVideos;
import io.vidlens.model.Listing;
import io.vidlens.model.PlaylistItem;
import io.vidlens.model.PlaylistPage;
import io.vidlens.model.ResolvedUrl;
import io.vidlens.model.ShortItem;
import io.vidlens.model.SortOption;
import io.vidlens.model.VideoItem;
import io.vidlens.platform.ChannelAnswer;
import io.vidlens.platform.ChannelReads;
import io.vidlens.platform.PlatformException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * What Vidlens reads of a channel: where a handle or URL leads, the channel page and its about
 * panel, its Videos, Shorts and Playlists tabs page by page in a sort order, its newest videos and
 * its RSS feed, as records and in the platform's terms (no page tokens of ours).
 *
 * <p>First page of a tab: the tab's {@code browse} (the Videos tab's answer is also the channel
 * page, so both share one cached upstream answer). Other orders: the sort chip's continuation
 * (Videos, Shorts) or the sort menu's browse params (Playlists), as the first page shows them.
 * Further pages: the platform's continuation. Age-restricted channels are listed through their
 * uploads playlists (newest first only). A channel that does not exist is the platform's {@code
 * NotFound}; a page that cannot be read is a 503 (see {@link ReadPolicy}).
 */
@Component
public class Channels {

  private final ChannelReads source;
  private final Playlists playlists;
  private final ReadPolicy reader;
  private final ListPageCheck pages;
  private final ReadingsRecorder readings;

  @Autowired
  public Channels(
      ChannelReads source,
      Playlists playlists,
      ReadPolicy reader,
      UnknownItems unknownItems,
      ReadingsRecorder readings) {
    this.source = source;
    this.playlists = playlists;
    this.reader = reader;
    this.pages = new ListPageCheck(UnknownItems.Endpoint.CHANNEL_TAB, unknownItems, reader);
    this.readings = readings;
  }

  /** Without the history of counts (tests and tools that build the read layer by hand). */
  public Channels(
      ChannelReads source, Playlists playlists, ReadPolicy reader, UnknownItems unknownItems) {
    this(source, playlists, reader, unknownItems, ReadingsRecorder.NONE);
  }

  // ---- where a handle or URL leads ----

  /**
   * The channel ID of a reference. Handles and URLs go through the platform's {@code resolve_url}
   * (cached by the platform client for a day); an ID needs no call.
   *
   * @throws PlatformException.NotFound when the handle or URL leads to no channel
   */
  public ChannelId resolve(ChannelRef ref) {
    return switch (ref) {
      case ChannelRef.ById byId -> byId.id();
      case ChannelRef.ByHandle handle ->
          viaUrl(handle.given(), handle.url(), "no channel has this handle");
      case ChannelRef.ByUrl url -> viaUrl(url.given(), url.url(), "this URL leads to no channel");
    };
  }

  private ChannelId viaUrl(String given, String url, String reason) {
    Optional<ResolvedUrl> resolved;
    try {
      resolved = reader.read("where a URL leads", () -> source.resolveUrl(url));
    } catch (PlatformException.NotFound e) {
      throw PlatformException.channelNotFound(given, reason);
    }
    // A URL may resolve to a video or a playlist: that is not a channel either.
    return resolved
        .filter(ResolvedUrl::isChannel)
        .map(ResolvedUrl::browseId)
        .filter(ChannelId::isValid)
        .map(ChannelId::new)
        .orElseThrow(() -> PlatformException.channelNotFound(given, reason));
  }

  // ---- the channel page and its about panel ----

  /**
   * The channel page: the Videos tab's {@code browse}, cached, shared with the Videos tab's first
   * page. Found or age-gated; a channel that is not there is a 404.
   */
  public ChannelPage channelPage(ChannelId channel) {
    Browsed page = browse(channel, ChannelTab.VIDEOS);
    return channelPage(page.channel(), page.answer());
  }

  // ---- redirects ----

  /** How many redirects a channel browse follows (NewPipeExtractor's channel helper: three). */
  static final int MAX_REDIRECTS = 3;

  /** A channel browse's answer and the channel it is of (another one after a redirect). */
  private record Browsed(ChannelId channel, ChannelAnswer.Page answer) {}

  /**
   * The channel's {@code browse}, following the platform's redirects to another channel (an answer
   * that holds only {@code navigateAction.endpoint.browseEndpoint.browseId}) up to {@link
   * #MAX_REDIRECTS} times, with the same params. A loop or a fourth redirect is upstream trouble
   * (503): the platform answered no page.
   */
  private Browsed browse(ChannelId asked, ChannelTab tab) {
    ChannelId channel = asked;
    ChannelAnswer answer = page(() -> source.channel(asked.value(), tab.browseTab()));
    Set<ChannelId> seen = new LinkedHashSet<>(List.of(asked));
    for (int hops = 0; ; hops++) {
      if (!(answer instanceof ChannelAnswer.Redirect redirect)) {
        return new Browsed(channel, (ChannelAnswer.Page) answer);
      }
      ChannelId target = new ChannelId(redirect.channelId());
      if (!seen.add(target)) {
        throw reader.unreadable(
            "channel redirects in a loop: " + chain(seen) + " -> " + target.value());
      }
      if (hops >= MAX_REDIRECTS) {
        throw reader.unreadable(
            "more than " + MAX_REDIRECTS + " channel redirects: " + chain(seen));
      }
      channel = target;
      answer = page(() -> source.channel(target.value(), tab.browseTab()));
    }
  }

  /** A channel answer; a page no parser can read is a 503. */
  private ChannelAnswer page(Supplier<ChannelAnswer> read) {
    return reader.read("a channel page", read);
  }

  private static String chain(Set<ChannelId> channels) {
    return String.join(" -> ", channels.stream().map(ChannelId::value).toList());
  }

  /**
   * The channel page (found or age-gated; 404 otherwise) and, when the platform gives it, the about
   * panel.
   */
  public ChannelSnapshot snapshot(ChannelId asked) {
    readings.asked(asked);
    Browsed browsed = browse(asked, ChannelTab.VIDEOS);
    // After a redirect, the channel answered for is the target.
    ChannelId channel = browsed.channel();
    ChannelPage page = channelPage(channel, browsed.answer());
    Optional<AboutChannel> panel =
        page instanceof ChannelPage.Found found
            ? panel(channel, found.channel().aboutContinuation())
            : Optional.empty();
    if (page instanceof ChannelPage.Found found) {
      readings.record(
          () -> source.answeredAt(channel.value(), ChannelTab.VIDEOS.browseTab()),
          at -> CountReadings.page(found.channel(), at));
      panel.ifPresent(
          p ->
              readings.record(
                  () -> source.continuationAnsweredAt(found.channel().aboutContinuation()),
                  at -> CountReadings.panel(channel.value(), p, at)));
    }
    return new ChannelSnapshot(page, panel);
  }

  /**
   * The about panel behind a continuation token of the channel header. Failures of the panel alone
   * after which the page's data is still answered: the panel is not recorded (replay), the platform
   * answered something that holds no panel, or refused the token. Throttling, timeouts and an open
   * breaker fail the whole answer (503): a retry later gets all of it.
   */
  Optional<AboutChannel> panel(ChannelId channel, String token) {
    if (token == null || token.isEmpty()) {
      return Optional.empty();
    }
    // The panel's absence leaves it out; a panel no parser can read is a 503.
    Optional<AboutChannel> answer =
        reader
            .read(
                "an about panel",
                () ->
                    reader.optionalPanel(
                        "The about panel of " + channel, () -> source.aboutPanel(token)))
            .flatMap(a -> a);
    // A panel of another channel would be a platform mix-up: keep the page's data only.
    return answer.filter(a -> a.channelId().isEmpty() || a.channelId().equals(channel.value()));
  }

  /**
   * Whether the channel page's tab links show the tab: empty when the page does not say
   * (age-restricted channels, topic channels with one untitled tab). The platform shows a Shorts
   * tab only on channels that have Shorts, so a page that lists its tabs without one needs no
   * further request.
   */
  public Optional<Boolean> showsTab(ChannelId channel, ChannelTab tab) {
    if (!(channelPage(channel) instanceof ChannelPage.Found found)) {
      return Optional.empty();
    }
    List<ChannelTabLink> titled =
        found.channel().tabs().stream().filter(t -> !t.title().isBlank()).toList();
    if (titled.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(titled.stream().anyMatch(t -> t.title().equalsIgnoreCase(tab.title())));
  }

  /** What an age gate shows of a channel, as channel info. */
  private static ChannelInfo ageGated(ChannelId channel, ChannelPage.AgeRestricted gate) {
    return new ChannelInfo(
        channel.value(),
        gate.title(),
        "",
        "",
        List.of(),
        gate.avatar(),
        List.of(),
        "",
        null,
        "",
        null,
        false,
        null,
        List.of(),
        "https://www.youtube.com/channel/" + channel.value(),
        "",
        "",
        "",
        "",
        List.of(),
        false);
  }

  // ---- tabs ----

  /**
   * The newest page of a tab, read after the channel page (an empty last page when the channel has
   * no such tab): an age-gated channel page shows the gate for every tab, so its uploads playlist
   * is read instead.
   */
  public Listing newestPage(ChannelId channel, ChannelTab tab) {
    if (tab == ChannelTab.VIDEOS) {
      // the channel page is this tab's first page
      return recorded(channel, tab, first(channel, tab, ContentSort.LATEST));
    }
    Browsed page = browse(channel, ChannelTab.VIDEOS);
    return channelPage(page.channel(), page.answer()) instanceof ChannelPage.AgeRestricted
        ? firstOfAgeGated(page.channel(), tab)
        : recorded(channel, tab, first(channel, tab, ContentSort.LATEST));
  }

  /** The views a tab's newest page lists go to the history, dated by the tab's answer. */
  private Listing recorded(ChannelId channel, ChannelTab tab, Listing page) {
    if (!page.items().isEmpty()) {
      readings.record(
          () -> source.answeredAt(channel.value(), tab.browseTab()),
          at -> CountReadings.listing(channel.value(), tab, page, at));
    }
    return page;
  }

  /**
   * Walks a tab newest first, page by page: each page goes to {@code visitor} until it answers
   * false, the tab ends, or {@code maxPages} pages were read. The one walk of a channel tab.
   */
  public void walk(ChannelId channel, ChannelTab tab, int maxPages, Predicate<Listing> visitor) {
    Listing page = newestPage(channel, tab);
    for (int pages = 1; ; pages++) {
      if (!visitor.test(page) || page.continuation().isEmpty() || pages >= maxPages) {
        return;
      }
      page = next(page.continuation());
    }
  }

  /**
   * The channel page, the about panel (empty when not available) and up to {@code maxVideos} of its
   * newest long-form videos (age-gated channels through their uploads playlist).
   */
  public LatestVideos latestVideos(ChannelId channel, int maxVideos) {
    ChannelSnapshot snapshot = snapshot(channel);
    // The channel page is the Videos tab's first page (cached): its answer dates the listing.
    Instant readAt = browse(channel, ChannelTab.VIDEOS).answer().readAt();
    ChannelInfo info =
        switch (snapshot.page()) {
          case ChannelPage.Found found -> found.channel();
          case ChannelPage.AgeRestricted gate -> ageGated(channel, gate);
          case ChannelPage.Unavailable u ->
              throw new IllegalStateException("channelPage() answers 404 for these");
        };
    List<VideoItem> videos = new ArrayList<>();
    walk(
        channel,
        ChannelTab.VIDEOS,
        Integer.MAX_VALUE,
        page -> {
          for (ContentItem item : page.items()) {
            if (item instanceof VideoItem v && videos.size() < maxVideos) {
              videos.add(v);
            }
          }
          return videos.size() < maxVideos;
        });
    return new LatestVideos(info, snapshot.panel(), videos, readAt);
  }

  /**
   * The first page of {@code tab} in {@code sort} order; the continuation is the platform's own.
   */
  public Listing first(ChannelId channel, ChannelTab tab, ContentSort sort) {
    readings.asked(channel);
    return switch (openTab(channel, tab)) {
      case Tab.Missing missing -> Listing.EMPTY;
      case Tab.AgeGated gated -> uploads(gated.channel(), tab, sort);
      case Tab.Shown shown -> sorted(shown.channel(), tab, sort, shown.content());
    };
  }

  /**
   * The first page of an age-restricted channel's tab (newest first), from its uploads playlist,
   * for a caller that already saw the channel's age gate.
   */
  public Listing firstOfAgeGated(ChannelId channel, ChannelTab tab) {
    return uploads(channel, tab, ContentSort.LATEST);
  }

  /** The page a platform continuation points at. */
  public Listing next(String platformContinuation) {
    return content(
        () -> source.continuation(platformContinuation), "a further page of a channel tab");
  }

  // ---- the tab ----

  private sealed interface Tab {
    /** {@code channel}: the channel the tab is of (the target of a redirect). */
    record Shown(ChannelId channel, ContentPage content) implements Tab {}

    record AgeGated(ChannelId channel) implements Tab {}

    /** The channel has no such tab (a gaming channel without Videos, a channel without Shorts). */
    record Missing() implements Tab {}
  }

  private Tab openTab(ChannelId asked, ChannelTab tab) {
    Browsed browsed = browse(asked, tab);
    ChannelId channel = browsed.channel();
    ChannelPage page = channelPage(channel, browsed.answer());
    if (page instanceof ChannelPage.AgeRestricted) {
      return new Tab.AgeGated(channel);
    }
    ChannelPage.Found found = (ChannelPage.Found) page;
    String tabParams = tab.browseTab().params();
    if (shows(found, tab, tabParams)) {
      return new Tab.Shown(channel, found.content());
    }
    // The platform answers another tab (Home) when the channel has none behind the usual params;
    // the channel's own tab links may still lead to it.
    Optional<String> params =
        found.channel().tabs().stream()
            .filter(t -> t.title().equalsIgnoreCase(tab.title()))
            .map(ChannelTabLink::params)
            .filter(p -> !p.isEmpty() && !p.equals(tabParams))
            .findFirst();
    if (params.isPresent()) {
      ChannelAnswer answer = page(() -> source.channel(channel.value(), params.get()));
      if (answer instanceof ChannelAnswer.Page other
          && channelPage(channel, other) instanceof ChannelPage.Found f
          && shows(f, tab, params.get())) {
        return new Tab.Shown(channel, f.content());
      }
    }
    return new Tab.Missing();
  }

  /** The parsed channel page; 404 for a channel that is not there, 503 for an unreadable page. */
  private ChannelPage channelPage(ChannelId channel, ChannelAnswer.Page answer) {
    ChannelPage page = answer.page();
    if (page instanceof ChannelPage.Unavailable unavailable) {
      throw PlatformException.channelNotFound(channel.value(), unavailable.reason());
    }
    if (page instanceof ChannelPage.Found && !answer.withContents()) {
      throw reader.unreadable("a channel page without contents");
    }
    return page;
  }

  /**
   * Whether the page is the tab asked for: its selected tab is that tab. A page without titled tabs
   * is none of them: a topic channel (auto-generated by the platform, such as "Sports") answers
   * every tab with its one untitled Home tab, shelves of other creators' videos, never its own.
   */
  private static boolean shows(ChannelPage.Found page, ChannelTab tab, String params) {
    if (page.channel().tabs().isEmpty()) {
      return false;
    }
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
            () -> source.sortedContent(channel.value(), o.browseParams()), "a sorted channel tab");
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
                  Channels::views, Comparator.nullsLast(Comparator.reverseOrder())));
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

  private Listing uploads(ChannelId channel, ChannelTab tab, ContentSort sort) {
    if (!tab.hasUploadsPlaylist()) {
      throw PlatformException.channelNotFound(
          channel.value(),
          "the channel is age-restricted; its "
              + tab.wire()
              + " are shown to signed-in adults only");
    }
    String playlistId = tab.uploadsPlaylistId(channel.value());
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

  private Listing content(Supplier<ContentPage> read, String what) {
    return listing(reader.read(what, read), what);
  }

  /** A parsed page of a tab as a listing, checked ({@link ListPageCheck}). */
  private Listing listing(ContentPage page, String what) {
    return Listing.of(pages.checked(page, what));
  }

  // ---- the feed ----

  /**
   * The newest uploads with their exact publish times, from the channel's RSS feed (404 when the
   * platform has none; a feed of another channel is no feed).
   */
  public List<FeedEntry> feed(ChannelId channel) {
    return reader
        .read("a channel feed", () -> source.feed(channel.value()))
        .filter(f -> f.channelId().isEmpty() || f.channelId().equals(channel.value()))
        .map(ChannelFeed::entries)
        .orElse(List.of());
  }
}
