package io.vidlens.radar;

import io.vidlens.radar.api.DeliveryAttempt;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

/**
 * The alert tables (V24): each watchlist's settings, one alert per (watchlist, video) and one row
 * per delivery attempt. An alert is inserted only where none is (the unique index decides), so a
 * second node or a redelivered event finds it there instead of making it again.
 */
@Repository
class AlertStore {

  /** The settings as stored, with the secret (which signs, so it is kept as it is). */
  record Settings(
      String watchlistId,
      String webhookUrl,
      String secret,
      String email,
      boolean enabled,
      Instant updatedAt) {}

  /** A watchlist whose alerts are on, with its threshold. */
  record Watching(String watchlistId, String accountId, double breakoutThreshold) {}

  /** One alert: the video's score when it became a breakout, and each target's state. */
  record Alert(
      String id,
      String watchlistId,
      String videoId,
      String channelId,
      double ratio,
      Double rangeLow,
      Double rangeHigh,
      Double usualViews,
      long views,
      double ageHours,
      Instant detectedAt,
      String webhookState,
      String emailState) {}

  static final String PENDING = "pending";
  static final String DELIVERED = "delivered";
  static final String FAILED = "failed";
  static final String NONE = "none";

  private final JdbcTemplate jdbc;

  AlertStore(JdbcTemplate jdbc) {
    this.jdbc = jdbc;
  }

  Optional<Settings> settings(String watchlistId) {
    return jdbc
        .query(
            "SELECT * FROM watchlist_alert_settings WHERE watchlist_id = ?",
            (rs, n) ->
                new Settings(
                    rs.getString("watchlist_id"),
                    rs.getString("webhook_url"),
                    rs.getString("secret"),
                    rs.getString("email"),
                    rs.getBoolean("enabled"),
                    Instant.ofEpochMilli(rs.getLong("updated_at"))),
            watchlistId)
        .stream()
        .findFirst();
  }

  void save(Settings s) {
    jdbc.update(
        "INSERT INTO watchlist_alert_settings"
            + " (watchlist_id, webhook_url, secret, email, enabled, updated_at)"
            + " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (watchlist_id) DO UPDATE SET"
            + " webhook_url = excluded.webhook_url, secret = excluded.secret,"
            + " email = excluded.email, enabled = excluded.enabled,"
            + " updated_at = excluded.updated_at",
        s.watchlistId(),
        s.webhookUrl(),
        s.secret(),
        s.email(),
        s.enabled(),
        s.updatedAt().toEpochMilli());
  }

  /**
   * The watchlists holding the channel whose alerts are on, with or without a webhook or e-mail:
   * the account's MCP sessions are told too, and an agent that turned alerts on to be told there
   * names neither.
   */
  List<Watching> watching(String channelId) {
    return jdbc.query(
        "SELECT w.id, w.account_id, w.breakout_threshold FROM watchlists w"
            + " JOIN watchlist_channels c ON c.watchlist_id = w.id"
            + " JOIN watchlist_alert_settings s ON s.watchlist_id = w.id"
            + " WHERE c.channel_id = ? AND s.enabled = ? ORDER BY w.id",
        (rs, n) -> new Watching(rs.getString(1), rs.getString(2), rs.getDouble(3)),
        channelId,
        true);
  }

  /** Inserts the alert unless the list has one for the video; true when this call made it. */
  boolean insert(Alert a) {
    return jdbc.update(
            "INSERT INTO watchlist_alerts (id, watchlist_id, video_id, channel_id, ratio,"
                + " range_low, range_high, usual_views, views, age_hours, detected_at,"
                + " webhook_state, email_state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                + " ON CONFLICT (watchlist_id, video_id) DO NOTHING",
            a.id(),
            a.watchlistId(),
            a.videoId(),
            a.channelId(),
            a.ratio(),
            a.rangeLow(),
            a.rangeHigh(),
            a.usualViews(),
            a.views(),
            a.ageHours(),
            a.detectedAt().toEpochMilli(),
            a.webhookState(),
            a.emailState())
        == 1;
  }

  Optional<Alert> alert(String id) {
    return jdbc
        .query("SELECT * FROM watchlist_alerts WHERE id = ?", (rs, n) -> alert(rs), id)
        .stream()
        .findFirst();
  }

  /** The list's alerts, newest first. */
  List<Alert> alerts(String watchlistId) {
    return jdbc.query(
        "SELECT * FROM watchlist_alerts WHERE watchlist_id = ? ORDER BY detected_at DESC, id",
        (rs, n) -> alert(rs),
        watchlistId);
  }

  /** Sets a target's state ({@code webhook} or {@code email}). */
  void state(String alertId, String target, String state) {
    String column = target.equals(AlertTarget.EMAIL) ? "email_state" : "webhook_state";
    jdbc.update("UPDATE watchlist_alerts SET " + column + " = ? WHERE id = ?", state, alertId);
  }

  /** How many attempts the alert's target has had. */
  int attempts(String alertId, String target) {
    Integer n =
        jdbc.queryForObject(
            "SELECT COUNT(*) FROM watchlist_alert_attempts WHERE alert_id = ? AND target = ?",
            Integer.class,
            alertId,
            target);
    return n == null ? 0 : n;
  }

  void record(String id, String watchlistId, DeliveryAttempt a) {
    jdbc.update(
        "INSERT INTO watchlist_alert_attempts (id, alert_id, watchlist_id, target, attempt,"
            + " attempted_at, outcome, status_code, error, duration_ms, next_attempt_at)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        id,
        a.alertId(),
        watchlistId,
        a.target(),
        a.attempt(),
        a.attemptedAt().toEpochMilli(),
        a.outcome(),
        a.statusCode(),
        a.error(),
        a.durationMs(),
        a.nextAttemptAt() == null ? null : a.nextAttemptAt().toEpochMilli());
  }

  /** The list's newest attempts, newest first. */
  List<DeliveryAttempt> recentAttempts(String watchlistId, int limit) {
    return jdbc.query(
        "SELECT t.*, a.video_id FROM watchlist_alert_attempts t"
            + " JOIN watchlist_alerts a ON a.id = t.alert_id WHERE t.watchlist_id = ?"
            + " ORDER BY t.attempted_at DESC, t.attempt DESC, t.id LIMIT ?",
        (rs, n) ->
            new DeliveryAttempt(
                rs.getString("alert_id"),
                rs.getString("video_id"),
                rs.getString("target"),
                rs.getInt("attempt"),
                Instant.ofEpochMilli(rs.getLong("attempted_at")),
                rs.getString("outcome"),
                nullableInt(rs, "status_code"),
                rs.getString("error"),
                rs.getLong("duration_ms"),
                nullableInstant(rs, "next_attempt_at")),
        watchlistId,
        limit);
  }

  /** Forgets a deleted watchlist's settings, alerts and attempts. */
  void deleteFor(String watchlistId) {
    jdbc.update("DELETE FROM watchlist_alert_attempts WHERE watchlist_id = ?", watchlistId);
    jdbc.update("DELETE FROM watchlist_alerts WHERE watchlist_id = ?", watchlistId);
    jdbc.update("DELETE FROM watchlist_alert_settings WHERE watchlist_id = ?", watchlistId);
  }

  private static Alert alert(ResultSet rs) throws SQLException {
    return new Alert(
        rs.getString("id"),
        rs.getString("watchlist_id"),
        rs.getString("video_id"),
        rs.getString("channel_id"),
        rs.getDouble("ratio"),
        nullableDouble(rs, "range_low"),
        nullableDouble(rs, "range_high"),
        nullableDouble(rs, "usual_views"),
        rs.getLong("views"),
        rs.getDouble("age_hours"),
        Instant.ofEpochMilli(rs.getLong("detected_at")),
        rs.getString("webhook_state"),
        rs.getString("email_state"));
  }

  private static Integer nullableInt(ResultSet rs, String column) throws SQLException {
    int v = rs.getInt(column);
    return rs.wasNull() ? null : v;
  }

  private static Instant nullableInstant(ResultSet rs, String column) throws SQLException {
    long v = rs.getLong(column);
    return rs.wasNull() ? null : Instant.ofEpochMilli(v);
  }

  private static Double nullableDouble(ResultSet rs, String column) throws SQLException {
    double v = rs.getDouble(column);
    return rs.wasNull() ? null : v;
  }
}
