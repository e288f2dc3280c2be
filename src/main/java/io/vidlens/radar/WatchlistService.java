package io.vidlens.radar;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.Plan;
import io.vidlens.api.ApiException;
import io.vidlens.catalog.ChannelWatchChanged;
import io.vidlens.radar.api.WatchedChannel;
import io.vidlens.radar.api.Watchlist;
import io.vidlens.radar.api.WatchlistLimits;
import io.vidlens.radar.api.Watchlists;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DataAccessException;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The watchlists of accounts, within their plans' limits ({@link Plan#watchlists()}, {@link
 * Plan#channelsPerWatchlist()}). Each change is one transaction; when a channel enters its first
 * watchlist or leaves its last, the change publishes catalog's {@link ChannelWatchChanged} in it,
 * so the event is stored with the change (the event publication registry) and heard after the
 * commit.
 */
@Service
class WatchlistService implements Watchlists {

  private final WatchlistStore store;
  private final AlertStore alerts;
  private final ChannelNames names;
  private final AccountDirectory accounts;
  private final ApplicationEventPublisher events;
  private final Clock clock;
  private final TransactionTemplate transactions;

  WatchlistService(
      WatchlistStore store,
      AlertStore alerts,
      ChannelNames names,
      AccountDirectory accounts,
      ApplicationEventPublisher events,
      Clock clock,
      PlatformTransactionManager transactionManager) {
    this.transactions = new TransactionTemplate(transactionManager);
    this.store = store;
    this.alerts = alerts;
    this.names = names;
    this.accounts = accounts;
    this.events = events;
    this.clock = clock;
  }

  @Override
  @Transactional(readOnly = true)
  public List<Watchlist> list(String accountId) {
    return store.list(accountId);
  }

  @Override
  public WatchlistLimits limits(String accountId) {
    Plan plan = accounts.planOf(accountId);
    return new WatchlistLimits(plan.name(), plan.watchlists(), plan.channelsPerWatchlist());
  }

  @Override
  @Transactional(readOnly = true)
  public Optional<Watchlist> find(String accountId, String watchlistId) {
    return WatchlistInput.plausibleId(watchlistId)
        ? store.find(accountId, watchlistId)
        : Optional.empty();
  }

  @Override
  @Transactional
  public Watchlist create(String accountId, String name, Double breakoutThreshold) {
    String checkedName = WatchlistInput.name(name);
    double threshold =
        breakoutThreshold == null
            ? DEFAULT_BREAKOUT_THRESHOLD
            : WatchlistInput.threshold(breakoutThreshold);
    WatchlistLimits limits = limits(accountId);
    // two creates at once must not both count the list the other is adding
    store.lockAccount(accountId);
    if (store.count(accountId) >= limits.watchlists()) {
      throw limitReached(
          "The plan "
              + limits.plan()
              + " allows "
              + limits.watchlists()
              + " watchlists per account; delete one first.");
    }
    requireFreeName(accountId, checkedName, null);
    Instant now = clock.instant();
    String id = UUID.randomUUID().toString();
    try {
      store.insert(new WatchlistStore.Row(id, accountId, checkedName, threshold, now, now));
    } catch (DataAccessException e) {
      // Another request took the name meanwhile (the unique index).
      throw WatchlistStore.uniqueViolation(e) ? nameTaken(checkedName) : e;
    }
    return store.find(accountId, id).orElseThrow();
  }

  @Override
  @Transactional
  public Watchlist update(
      String accountId, String watchlistId, String name, Double breakoutThreshold) {
    WatchlistStore.Row row = owned(accountId, watchlistId);
    if (name == null && breakoutThreshold == null) {
      throw ApiException.badRequest(
          "Invalid watchlist", "Give a new 'name', 'breakoutThreshold' or 'alerts'.");
    }
    String newName = name == null ? row.name() : WatchlistInput.name(name);
    double threshold =
        breakoutThreshold == null
            ? row.breakoutThreshold()
            : WatchlistInput.threshold(breakoutThreshold);
    requireFreeName(accountId, newName, row.id());
    try {
      store.update(
          new WatchlistStore.Row(
              row.id(), accountId, newName, threshold, row.createdAt(), clock.instant()));
    } catch (DataAccessException e) {
      throw WatchlistStore.uniqueViolation(e) ? nameTaken(newName) : e;
    }
    return store.find(accountId, row.id()).orElseThrow();
  }

  @Override
  @Transactional
  public void delete(String accountId, String watchlistId) {
    WatchlistStore.Row row = owned(accountId, watchlistId);
    Instant now = clock.instant();
    alerts.deleteFor(row.id());
    for (String channelId : store.delete(accountId, row.id())) {
      left(channelId, now);
    }
  }

  /**
   * Reads the channel first, outside the transaction (no connection is held while the platform
   * answers), then adds it in one: a channel that is not there is a 404 whatever the list holds.
   */
  @Override
  public Watchlist addChannel(String accountId, String watchlistId, String channel) {
    owned(accountId, watchlistId);
    ChannelNames.Named named = names.read(channel);
    return transactions.execute(status -> add(accountId, watchlistId, named));
  }

  private Watchlist add(String accountId, String watchlistId, ChannelNames.Named named) {
    WatchlistStore.Row row = owned(accountId, watchlistId);
    // two adds at once must not both count the channel the other is adding
    store.lockWatchlist(accountId, row.id());
    List<WatchedChannel> held = store.channels(row.id());
    if (held.stream().anyMatch(c -> c.channelId().equals(named.channelId()))) {
      return store.find(accountId, row.id()).orElseThrow();
    }
    WatchlistLimits limits = limits(accountId);
    if (held.size() >= limits.channelsPerWatchlist()) {
      throw limitReached(
          "The plan "
              + limits.plan()
              + " allows "
              + limits.channelsPerWatchlist()
              + " channels per watchlist; take one off first.");
    }
    Instant now = clock.instant();
    WatchedChannel added =
        new WatchedChannel(named.channelId(), named.title(), named.handle(), now);
    if (store.addChannel(row.id(), added)) {
      store.touch(accountId, row.id(), now);
      if (store.watchedByOneMore(added.channelId())) {
        events.publishEvent(new ChannelWatchChanged(added.channelId(), true, now));
      }
    }
    return store.find(accountId, row.id()).orElseThrow();
  }

  @Override
  @Transactional
  public Watchlist removeChannel(String accountId, String watchlistId, String channelId) {
    WatchlistStore.Row row = owned(accountId, watchlistId);
    String id = ChannelNames.channelId(channelId);
    if (!store.removeChannel(row.id(), id)) {
      throw ApiException.notFound(
          "Channel not on watchlist", "The watchlist " + row.name() + " does not hold " + id + ".");
    }
    Instant now = clock.instant();
    store.touch(accountId, row.id(), now);
    left(id, now);
    return store.find(accountId, row.id()).orElseThrow();
  }

  private void left(String channelId, Instant now) {
    if (store.watchedByOneFewer(channelId)) {
      events.publishEvent(new ChannelWatchChanged(channelId, false, now));
    }
  }

  private WatchlistStore.Row owned(String accountId, String watchlistId) {
    return store.owned(accountId, watchlistId);
  }

  private void requireFreeName(String accountId, String name, String exceptId) {
    if (store.nameTaken(accountId, name, exceptId)) {
      throw nameTaken(name);
    }
  }

  private static ApiException nameTaken(String name) {
    return new ApiException(
        HttpStatus.CONFLICT,
        "Watchlist name taken",
        "This account already has a watchlist named " + WatchlistInput.echo(name) + ".");
  }

  private static ApiException limitReached(String details) {
    return new ApiException(HttpStatus.CONFLICT, "Watchlist limit reached", details);
  }
}
