package io.vidlens.radar;

import io.vidlens.radar.api.WatchedChannel;
import io.vidlens.radar.api.Watchlist;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/**
 * The watchlist tables. Every read and write of a watchlist names its account, so another account's
 * list is never touched. The callers hold the transaction ({@link WatchlistService}).
 */
@Repository
class WatchlistStore {

  /** A watchlist's own row, without its channels. */
  record Row(
      String id,
      String accountId,
      String name,
      double breakoutThreshold,
      Instant createdAt,
      Instant updatedAt) {}

  private static final int SQLITE_CONSTRAINT = 19;

  private final JdbcTemplate jdbc;

  WatchlistStore(JdbcTemplate jdbc) {
    this.jdbc = jdbc;
  }

  void insert(Row row) {
    jdbc.update(
        "INSERT INTO watchlists (id, account_id, name, breakout_threshold, created_at, updated_at)"
            + " VALUES (?, ?, ?, ?, ?, ?)",
        row.id(),
        row.accountId(),
        row.name(),
        row.breakoutThreshold(),
        row.createdAt().toEpochMilli(),
        row.updatedAt().toEpochMilli());
  }

  void update(Row row) {
    jdbc.update(
        "UPDATE watchlists SET name = ?, breakout_threshold = ?, updated_at = ?"
            + " WHERE id = ? AND account_id = ?",
        row.name(),
        row.breakoutThreshold(),
        row.updatedAt().toEpochMilli(),
        row.id(),
        row.accountId());
  }

  /** Touches the list's update time (its channels changed). */
  void touch(String accountId, String watchlistId, Instant at) {
    jdbc.update(
        "UPDATE watchlists SET updated_at = ? WHERE id = ? AND account_id = ?",
        at.toEpochMilli(),
        watchlistId,
        accountId);
  }

  Optional<Row> row(String accountId, String watchlistId) {
    return jdbc
        .query(
            "SELECT * FROM watchlists WHERE id = ? AND account_id = ?",
            (rs, n) -> row(rs),
            watchlistId,
            accountId)
        .stream()
        .findFirst();
  }

  /** The account's watchlist; 404 "Watchlist not found" for another's or an unknown ID. */
  Row owned(String accountId, String watchlistId) {
    Optional<Row> row =
        WatchlistInput.plausibleId(watchlistId) ? row(accountId, watchlistId) : Optional.empty();
    return row.orElseThrow(() -> WatchlistInput.notFound(watchlistId));
  }

  /**
   * Locks the account's watchlists until the transaction ends (its row of {@code
   * watchlist_account_locks}, made on first use): a concurrent create of the same account waits,
   * then counts what this one added.
   */
  void lockAccount(String accountId) {
    jdbc.update(
        "INSERT INTO watchlist_account_locks (account_id) VALUES (?)"
            + " ON CONFLICT (account_id) DO UPDATE SET account_id = excluded.account_id",
        accountId);
  }

  /**
   * Locks one watchlist's row until the transaction ends: a concurrent add of a channel to it
   * waits, then counts what this one added.
   */
  void lockWatchlist(String accountId, String watchlistId) {
    jdbc.update(
        "UPDATE watchlists SET updated_at = updated_at WHERE id = ? AND account_id = ?",
        watchlistId,
        accountId);
  }

  int count(String accountId) {
    Integer count =
        jdbc.queryForObject(
            "SELECT COUNT(*) FROM watchlists WHERE account_id = ?", Integer.class, accountId);
    return count == null ? 0 : count;
  }

  /** Whether another watchlist of the account has this name. */
  boolean nameTaken(String accountId, String name, String exceptId) {
    Integer count =
        jdbc.queryForObject(
            "SELECT COUNT(*) FROM watchlists WHERE account_id = ? AND name = ? AND id <> ?",
            Integer.class,
            accountId,
            name,
            exceptId == null ? "" : exceptId);
    return count != null && count > 0;
  }

  /** The account's watchlists with their channels, oldest first. */
  List<Watchlist> list(String accountId) {
    Map<String, Row> rows = new LinkedHashMap<>();
    jdbc.query(
        "SELECT * FROM watchlists WHERE account_id = ? ORDER BY created_at, id",
        rs -> {
          Row row = row(rs);
          rows.put(row.id(), row);
        },
        accountId);
    Map<String, List<WatchedChannel>> channels = new LinkedHashMap<>();
    jdbc.query(
        "SELECT c.* FROM watchlist_channels c JOIN watchlists w ON w.id = c.watchlist_id"
            + " WHERE w.account_id = ? ORDER BY c.added_at, c.channel_id",
        rs -> {
          channels
              .computeIfAbsent(rs.getString("watchlist_id"), id -> new ArrayList<>())
              .add(channel(rs));
        },
        accountId);
    return rows.values().stream()
        .map(row -> watchlist(row, channels.getOrDefault(row.id(), List.of())))
        .toList();
  }

  Optional<Watchlist> find(String accountId, String watchlistId) {
    return row(accountId, watchlistId).map(row -> watchlist(row, channels(row.id())));
  }

  List<WatchedChannel> channels(String watchlistId) {
    return jdbc.query(
        "SELECT * FROM watchlist_channels WHERE watchlist_id = ? ORDER BY added_at, channel_id",
        (rs, n) -> channel(rs),
        watchlistId);
  }

  /** Adds the channel; false when it was on the list already. */
  boolean addChannel(String watchlistId, WatchedChannel channel) {
    Integer present =
        jdbc.queryForObject(
            "SELECT COUNT(*) FROM watchlist_channels WHERE watchlist_id = ? AND channel_id = ?",
            Integer.class,
            watchlistId,
            channel.channelId());
    if (present != null && present > 0) {
      return false;
    }
    jdbc.update(
        "INSERT INTO watchlist_channels (watchlist_id, channel_id, title, handle, added_at)"
            + " VALUES (?, ?, ?, ?, ?)",
        watchlistId,
        channel.channelId(),
        channel.title(),
        channel.handle(),
        channel.addedAt().toEpochMilli());
    return true;
  }

  boolean removeChannel(String watchlistId, String channelId) {
    return jdbc.update(
            "DELETE FROM watchlist_channels WHERE watchlist_id = ? AND channel_id = ?",
            watchlistId,
            channelId)
        > 0;
  }

  /** Deletes the watchlist and its channels; answers the channels it held. */
  List<String> delete(String accountId, String watchlistId) {
    if (row(accountId, watchlistId).isEmpty()) {
      return List.of();
    }
    List<String> held =
        jdbc.queryForList(
            "SELECT channel_id FROM watchlist_channels WHERE watchlist_id = ?",
            String.class,
            watchlistId);
    jdbc.update("DELETE FROM watchlist_channels WHERE watchlist_id = ?", watchlistId);
    jdbc.update("DELETE FROM watchlists WHERE id = ? AND account_id = ?", watchlistId, accountId);
    return held;
  }

  /**
   * Counts one more watchlist holding the channel; true when it is the first. The upsert locks the
   * channel's row until the transaction ends, so of two concurrent changes one sees the other's.
   */
  boolean watchedByOneMore(String channelId) {
    jdbc.update(
        "INSERT INTO watched_channels (channel_id, lists) VALUES (?, 1)"
            + " ON CONFLICT (channel_id) DO UPDATE SET lists = watched_channels.lists + 1",
        channelId);
    return lists(channelId) == 1;
  }

  /** Counts one watchlist fewer holding the channel; true when none holds it now. */
  boolean watchedByOneFewer(String channelId) {
    jdbc.update("UPDATE watched_channels SET lists = lists - 1 WHERE channel_id = ?", channelId);
    if (lists(channelId) > 0) {
      return false;
    }
    jdbc.update("DELETE FROM watched_channels WHERE channel_id = ?", channelId);
    return true;
  }

  /** The channels at least one watchlist holds. */
  List<String> watchedChannels() {
    return jdbc.queryForList(
        "SELECT channel_id FROM watched_channels ORDER BY channel_id", String.class);
  }

  private int lists(String channelId) {
    List<Integer> lists =
        jdbc.queryForList(
            "SELECT lists FROM watched_channels WHERE channel_id = ?", Integer.class, channelId);
    return lists.isEmpty() ? 0 : lists.getFirst();
  }

  /**
   * Whether a write failed on a unique index: PostgreSQL's is translated to a duplicate key,
   * SQLite's driver reports it as an uncategorized constraint failure (its code 19).
   */
  static boolean uniqueViolation(DataAccessException e) {
    return e instanceof DuplicateKeyException
        || (e.getMostSpecificCause() instanceof SQLException sql
            && sql.getErrorCode() == SQLITE_CONSTRAINT
            && String.valueOf(sql.getMessage()).contains("UNIQUE"));
  }

  private static Watchlist watchlist(Row row, List<WatchedChannel> channels) {
    return new Watchlist(
        row.id(), row.name(), row.breakoutThreshold(), channels, row.createdAt(), row.updatedAt());
  }

  private static Row row(java.sql.ResultSet rs) throws SQLException {
    return new Row(
        rs.getString("id"),
        rs.getString("account_id"),
        rs.getString("name"),
        rs.getDouble("breakout_threshold"),
        Instant.ofEpochMilli(rs.getLong("created_at")),
        Instant.ofEpochMilli(rs.getLong("updated_at")));
  }

  private static WatchedChannel channel(java.sql.ResultSet rs) throws SQLException {
    return new WatchedChannel(
        rs.getString("channel_id"),
        rs.getString("title"),
        rs.getString("handle"),
        Instant.ofEpochMilli(rs.getLong("added_at")));
  }
}
