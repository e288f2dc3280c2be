package io.vidlens.channel;

import io.vidlens.access.Operation.Paths;
import io.vidlens.api.ApiException;
import io.vidlens.catalog.ChannelRef;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.ContentSort;
import io.vidlens.channel.ListingAnswers.Page;
import io.vidlens.channel.ListingAnswers.PlaylistEntry;
import io.vidlens.channel.ListingAnswers.ShortEntry;
import io.vidlens.channel.ListingAnswers.VideoEntry;
import io.vidlens.model.ChannelId;
import io.vidlens.model.Listing;
import org.springframework.web.bind.annotation.BindParam;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Get About, Get Videos, Get Shorts, Get Playlists and Get Outliers. Every parameter is checked
 * before the platform is asked: a malformed request answers 400 without an upstream call.
 */
@RestController
class ChannelContentController {

  private final Channels resolver;
  private final ChannelListings listings;
  private final ChannelAboutService about;
  private final ChannelOutliersService outliers;

  ChannelContentController(
      Channels resolver,
      ChannelListings listings,
      ChannelAboutService about,
      ChannelOutliersService outliers) {
    this.resolver = resolver;
    this.listings = listings;
    this.about = about;
    this.outliers = outliers;
  }

  @GetMapping(Paths.GET_ABOUT)
  AboutAnswer about(
      @RequestParam(required = false) String channelId,
      @RequestParam(name = "channel_id", required = false) String channelIdAlias) {
    ChannelRef ref = ChannelRef.parse(channelId, channelIdAlias);
    return about.about(resolver.resolve(ref));
  }

  @GetMapping(Paths.GET_VIDEOS)
  Page<VideoEntry> videos(ListingQuery query) {
    return ListingAnswers.videos(page(ChannelTab.VIDEOS, query));
  }

  @GetMapping(Paths.GET_SHORTS)
  Page<ShortEntry> shorts(ListingQuery query) {
    return ListingAnswers.shorts(page(ChannelTab.SHORTS, query));
  }

  @GetMapping(Paths.GET_PLAYLISTS)
  Page<PlaylistEntry> playlists(ListingQuery query) {
    return ListingAnswers.playlists(page(ChannelTab.PLAYLISTS, query));
  }

  /**
   * The query of a tab listing (Get Videos, Get Shorts, Get Playlists), bound from the request's
   * parameters; {@code channel_id} is the contract's alias of {@code channelId}.
   */
  record ListingQuery(
      String channelId,
      @BindParam("channel_id") String channelIdAlias,
      String sort,
      String token) {}

  /** One page of a tab: the channel reference and the sort checked first, then resolved. */
  private Listing page(ChannelTab tab, ListingQuery query) {
    ChannelRef ref = ChannelRef.parse(query.channelId(), query.channelIdAlias());
    ContentSort order = ContentSort.parse(query.sort(), tab.sorts());
    return listings.page(resolver.resolve(ref), tab, order, query.token());
  }

  @GetMapping(Paths.GET_OUTLIERS)
  OutliersAnswer outliers(
      @RequestParam(required = false) String channelId,
      @RequestParam(name = "channel_id", required = false) String channelIdAlias,
      @RequestParam(defaultValue = "30") int maxVideos,
      @RequestParam(defaultValue = "2") double threshold) {
    ChannelRef ref = ChannelRef.parse(channelId, channelIdAlias);
    if (maxVideos < 1 || maxVideos > 100) {
      throw ApiException.badRequest("Bad Request", "maxVideos must be between 1 and 100.");
    }
    if (!(threshold > 0) || Double.isInfinite(threshold)) {
      throw ApiException.badRequest("Bad Request", "threshold must be a positive number.");
    }
    ChannelId channel = resolver.resolve(ref);
    return outliers.outliers(channel, maxVideos, threshold);
  }
}
