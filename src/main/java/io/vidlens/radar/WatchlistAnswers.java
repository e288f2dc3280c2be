package io.vidlens.radar;

import io.vidlens.radar.api.WatchedChannel;
import io.vidlens.radar.api.Watchlist;
import io.vidlens.radar.api.WatchlistLimits;
import java.util.List;

/** The wire shapes of the watchlist operations (the OpenAPI document's Watchlist schemas). */
final class WatchlistAnswers {

  private WatchlistAnswers() {}

  record ChannelAnswer(String channelId, String title, String handle, String addedAt) {}

  record WatchlistAnswer(
      String id,
      String name,
      double breakoutThreshold,
      int channelCount,
      List<ChannelAnswer> channels,
      String createdAt,
      String updatedAt) {}

  record LimitsAnswer(String plan, int watchlists, int channelsPerWatchlist) {}

  record ListAnswer(List<WatchlistAnswer> data, LimitsAnswer limits) {}

  record Deleted(String id, boolean deleted) {}

  static WatchlistAnswer of(Watchlist list) {
    return new WatchlistAnswer(
        list.id(),
        list.name(),
        list.breakoutThreshold(),
        list.channels().size(),
        list.channels().stream().map(WatchlistAnswers::of).toList(),
        list.createdAt().toString(),
        list.updatedAt().toString());
  }

  static ListAnswer of(List<Watchlist> lists, WatchlistLimits limits) {
    return new ListAnswer(
        lists.stream().map(WatchlistAnswers::of).toList(),
        new LimitsAnswer(limits.plan(), limits.watchlists(), limits.channelsPerWatchlist()));
  }

  private static ChannelAnswer of(WatchedChannel channel) {
    return new ChannelAnswer(
        channel.channelId(), channel.title(), channel.handle(), channel.addedAt().toString());
  }
}
