package io.vidlens.radar.api;

import java.util.List;
import java.util.Optional;

/**
 * An account's watchlists. Every method works within the account named: another account's watchlist
 * is not found. A change refused (bad input 400, unknown watchlist or channel 404, a plan's limit
 * or a name taken 409) throws the api module's {@code ApiException} with the message the HTTP
 * operations answer; a channel the platform cannot be read for now fails as its read does.
 */
public interface Watchlists {

  /** The default breakout threshold of a new watchlist. */
  double DEFAULT_BREAKOUT_THRESHOLD = 3.0;

  List<Watchlist> list(String accountId);

  WatchlistLimits limits(String accountId);

  Optional<Watchlist> find(String accountId, String watchlistId);

  /** A new empty watchlist; a null threshold is the default. */
  Watchlist create(String accountId, String name, Double breakoutThreshold);

  /** Renames it or changes its threshold; a null leaves that as it is. */
  Watchlist update(String accountId, String watchlistId, String name, Double breakoutThreshold);

  void delete(String accountId, String watchlistId);

  /** Adds a channel given by ID, @handle or channel URL; one already on it changes nothing. */
  Watchlist addChannel(String accountId, String watchlistId, String channel);

  Watchlist removeChannel(String accountId, String watchlistId, String channelId);
}
