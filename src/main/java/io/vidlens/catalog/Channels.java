package io.vidlens.catalog;

import io.vidlens.catalog.internal.ChannelBrowse;
import io.vidlens.catalog.internal.ChannelBrowse.Browsed;
import io.vidlens.catalog.internal.CountReadings;
import io.vidlens.catalog.internal.ListPageCheck;
import io.vidlens.catalog.internal.Playlists;
import io.vidlens.catalog.internal.TabListings;
import io.vidlens.catalog.internal.UnknownItems;
import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelFeed;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelInfo;
import io.vidlens.model.ChannelMention;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.ChannelSnapshot;
import io.vidlens.model.ChannelTabLink;
import io.vidlens.model.ContentItem;
import io.vidlens.model.FeedEntry;
import io.vidlens.model.LatestVideos;
import io.vidlens.model.Listing;
import io.vidlens.model.ResolvedUrl;
import io.vidlens.model.VideoItem;
import io.vidlens.platform.ChannelReads;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.SearchFilter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
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
  private final ReadPolicy reader;
  private final ReadingsRecorder readings;
  private final ChannelBrowse browsing;
  private final TabListings listings;

  @Autowired
  public Channels(
      ChannelReads source,
      Playlists playlists,
      ReadPolicy reader,
      UnknownItems unknownItems,
      ReadingsRecorder readings) {
    this.source = source;
    this.reader = reader;
    this.readings = readings;
    this.browsing = new ChannelBrowse(source, reader);
    this.listings =
        new TabListings(
            source,
            playlists,
            reader,
            new ListPageCheck(UnknownItems.Endpoint.CHANNEL_TAB, unknownItems, reader));
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
    Browsed page = browsing.browse(channel, ChannelTab.VIDEOS);
    return browsing.channelPage(page.channel(), page.answer());
  }

  /**
   * The channel page (found or age-gated; 404 otherwise) and, when the platform gives it, the about
   * panel.
   */
  public ChannelSnapshot snapshot(ChannelId asked) {
    readings.asked(asked);
    Browsed browsed = browsing.browse(asked, ChannelTab.VIDEOS);
    // After a redirect, the channel answered for is the target.
    ChannelId channel = browsed.channel();
    ChannelPage page = browsing.channelPage(channel, browsed.answer());
    Optional<AboutChannel> panel =
        page instanceof ChannelPage.Found found
            ? panel(channel, found.channel().aboutContinuation())
            : Optional.empty();
    if (page instanceof ChannelPage.Found found) {
      readings.record(
          () -> source.answeredAt(channel, ChannelTab.VIDEOS.browseTab()),
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

  /**
   * Whether the channel's Videos tab (its page and newest uploads) is held from an earlier read, so
   * that reading it again asks the platform nothing.
   */
  public boolean videosHeld(ChannelId channel) {
    return source.answeredAt(channel, ChannelTab.VIDEOS.browseTab()).isPresent();
  }

  /**
   * Whether the channel's page and its about panel are both held from an earlier read, so that
   * {@link #snapshot} asks the platform nothing (a page without a panel: nothing to hold).
   */
  public boolean aboutHeld(ChannelId channel) {
    if (!videosHeld(channel) || !(channelPage(channel) instanceof ChannelPage.Found found)) {
      return false;
    }
    String token = found.channel().aboutContinuation();
    return token != null && !token.isEmpty() && source.continuationAnsweredAt(token).isPresent();
  }

  // ---- channels other pages name ----

  /**
   * The channels the channel's home tab features (one cached {@code browse}); none if it has none.
   */
  public List<ChannelMention> featuredChannels(ChannelId channel) {
    return reader.read("featured channels", () -> source.featuredChannels(channel));
  }

  /** The channels the platform's search for channels on {@code subject} names (one cached read). */
  public List<ChannelMention> searchChannels(String subject) {
    return reader.read("search", () -> source.search(subject, SearchFilter.CHANNELS));
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
    Browsed page = browsing.browse(channel, ChannelTab.VIDEOS);
    return browsing.channelPage(page.channel(), page.answer()) instanceof ChannelPage.AgeRestricted
        ? firstOfAgeGated(page.channel(), tab)
        : recorded(channel, tab, first(channel, tab, ContentSort.LATEST));
  }

  /** The views a tab's newest page lists go to the history, dated by the tab's answer. */
  private Listing recorded(ChannelId channel, ChannelTab tab, Listing page) {
    if (!page.items().isEmpty()) {
      readings.record(
          () -> source.answeredAt(channel, tab.browseTab()),
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
    Instant readAt = browsing.browse(channel, ChannelTab.VIDEOS).answer().readAt();
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
    return switch (browsing.openTab(channel, tab)) {
      case ChannelBrowse.Tab.Missing missing -> Listing.EMPTY;
      case ChannelBrowse.Tab.AgeGated gated -> listings.uploads(gated.channel(), tab, sort);
      case ChannelBrowse.Tab.Shown shown ->
          listings.sorted(shown.channel(), tab, sort, shown.content());
    };
  }

  /**
   * The first page of an age-restricted channel's tab (newest first), from its uploads playlist,
   * for a caller that already saw the channel's age gate.
   */
  public Listing firstOfAgeGated(ChannelId channel, ChannelTab tab) {
    return listings.uploads(channel, tab, ContentSort.LATEST);
  }

  /** The page a platform continuation points at. */
  public Listing next(String platformContinuation) {
    return listings.content(
        () -> source.continuation(platformContinuation), "a further page of a channel tab");
  }

  // ---- the feed ----

  /**
   * The newest uploads with their exact publish times, from the channel's RSS feed (404 when the
   * platform has none; a feed of another channel is no feed).
   */
  public List<FeedEntry> feed(ChannelId channel) {
    return reader
        .read("a channel feed", () -> source.feed(channel))
        .filter(f -> f.channelId().isEmpty() || f.channelId().equals(channel.value()))
        .map(ChannelFeed::entries)
        .orElse(List.of());
  }
}
