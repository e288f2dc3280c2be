package io.vidlens.radar;

import io.vidlens.radar.api.AlertSettings;
import io.vidlens.radar.api.WatchedChannel;
import io.vidlens.radar.api.Watchlist;
import io.vidlens.radar.api.WatchlistLimits;
import java.util.List;
import java.util.function.Function;

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
      AlertsAnswer alerts,
      String createdAt,
      String updatedAt) {}

  /** The alert settings; {@code secret} only in the answer that made or rotated it. */
  record AlertsAnswer(
      boolean enabled, String webhookUrl, String email, String secret, String updatedAt) {}

  record LimitsAnswer(String plan, int watchlists, int channelsPerWatchlist) {}

  record ListAnswer(List<WatchlistAnswer> data, LimitsAnswer limits) {}

  record Deleted(String id, boolean deleted) {}

  static WatchlistAnswer of(Watchlist list, AlertSettings alerts) {
    return new WatchlistAnswer(
        list.id(),
        list.name(),
        list.breakoutThreshold(),
        list.channels().size(),
        list.channels().stream().map(WatchlistAnswers::of).toList(),
        alerts == null
            ? null
            : new AlertsAnswer(
                alerts.enabled(),
                alerts.webhookUrl(),
                alerts.email(),
                alerts.secret(),
                alerts.updatedAt().toString()),
        list.createdAt().toString(),
        list.updatedAt().toString());
  }

  static ListAnswer of(
      List<Watchlist> lists, Function<Watchlist, AlertSettings> alerts, WatchlistLimits limits) {
    return new ListAnswer(
        lists.stream().map(l -> of(l, alerts.apply(l))).toList(),
        new LimitsAnswer(limits.plan(), limits.watchlists(), limits.channelsPerWatchlist()));
  }

  private static ChannelAnswer of(WatchedChannel channel) {
    return new ChannelAnswer(
        channel.channelId(), channel.title(), channel.handle(), channel.addedAt().toString());
  }
}
