package io.vidlens.channel;

import io.vidlens.api.ChannelId;
import io.vidlens.platform.parse.AboutChannel;
import io.vidlens.platform.parse.ChannelPage;
import io.vidlens.platform.parse.ChannelTabLink;
import io.vidlens.platform.parse.ContentItem;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * What other features (the channel analytics) read of a channel through the channel operations' own
 * code: the channel page with its about panel, and the Videos and Shorts tabs newest first, page by
 * page, in the platform's terms (no page tokens of ours). Same cache, same 404s and 503s as Get
 * About, Get Videos and Get Shorts; age-restricted channels are listed through their uploads
 * playlists and missing tabs are empty lists.
 */
@Component
public class ChannelContent {

  /** The two upload tabs. */
  public enum Uploads {
    VIDEOS(ChannelTab.VIDEOS),
    SHORTS(ChannelTab.SHORTS);

    private final ChannelTab tab;

    Uploads(ChannelTab tab) {
      this.tab = tab;
    }

    /** The tab's title on the platform's pages ("Videos", "Shorts"). */
    public String title() {
      return tab.title();
    }
  }

  /**
   * @param page {@link ChannelPage.Found} or {@link ChannelPage.AgeRestricted} (a missing channel
   *     is a 404)
   * @param panel the about panel (joined date, total views, country, links) when the platform gave
   *     it
   */
  public record Snapshot(ChannelPage page, Optional<AboutChannel> panel) {}

  /** One page of a tab: its items and the platform's continuation ("" on the last page). */
  public record TabPage(List<ContentItem> items, String continuation) {

    public TabPage {
      items = List.copyOf(items);
    }
  }

  private final ChannelSource source;
  private final ChannelAboutService about;
  private final ChannelListings listings;

  ChannelContent(ChannelSource source, ChannelAboutService about, ChannelListings listings) {
    this.source = source;
    this.about = about;
    this.listings = listings;
  }

  /**
   * Whether the channel page's tab links show the tab (read from the channel page, the cached
   * answer Get About and Get Videos share): empty when the page does not say (age-restricted
   * channels, topic channels with one untitled tab). The platform shows a Shorts tab only on
   * channels that have Shorts, so a page that lists its tabs without one needs no further request.
   */
  public Optional<Boolean> showsTab(ChannelId channel, Uploads tab) {
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

  /** The channel page and about panel, as Get About reads them. */
  public Snapshot snapshot(ChannelId channel) {
    return about.snapshot(channel);
  }

  /**
   * The channel page: the Videos tab's {@code browse}, cached, shared with Get About and Get
   * Videos.
   */
  private ChannelPage channelPage(ChannelId channel) {
    return listings.channelPage(
        channel, source.browse(channel.value(), ChannelTab.VIDEOS.params()));
  }

  /** The newest page of a tab (an empty last page when the channel has no such tab). */
  public TabPage firstPage(ChannelId channel, Uploads tab) {
    // An age-gated channel page (cached) shows the gate for every tab: go to the uploads playlist.
    Listing listing =
        channelPage(channel) instanceof ChannelPage.AgeRestricted
            ? listings.firstOfAgeGated(channel, tab.tab)
            : listings.first(channel, tab.tab, ContentSort.LATEST);
    return new TabPage(listing.items(), listing.continuation());
  }

  /** The page a continuation of {@link #firstPage} or of an earlier {@code nextPage} points at. */
  public TabPage nextPage(String continuation) {
    Listing listing = listings.next(continuation);
    return new TabPage(listing.items(), listing.continuation());
  }
}
