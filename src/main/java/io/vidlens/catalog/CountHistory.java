package io.vidlens.catalog;

import io.vidlens.model.ChannelId;
import io.vidlens.model.CountReading;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;

/**
 * The history of counts Vidlens read (table {@code count_readings}, docs/history.md): stored by the
 * history as it hears {@link CountsRead}, at most one reading per subject and metric per hour (the
 * table's key: a reading of the same hour adds nothing), read back per channel for the estimates
 * and the export.
 */
@Component
public class CountHistory {

  private static final long HOUR = Duration.ofHours(1).toMillis();

  private static final RowMapper<CountReading> ROW =
      (rs, i) ->
          new CountReading(
              CountReading.Subject.ofWire(rs.getString("subject_kind")),
              rs.getString("subject_id"),
              rs.getString("channel_id"),
              CountReading.Metric.ofWire(rs.getString("metric")),
              rs.getLong("value"),
              Instant.ofEpochMilli(rs.getLong("read_at")));

  private final JdbcTemplate jdbc;

  @Autowired
  public CountHistory(JdbcTemplate jdbc) {
    this.jdbc = jdbc;
  }

  /** Stores the readings now; a subject's second reading within its hour is left out. */
  public void store(List<CountReading> readings) {
    jdbc.batchUpdate(
        "INSERT INTO count_readings"
            + " (subject_kind, subject_id, metric, read_hour, channel_id, value, read_at)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (subject_id, metric, read_hour) DO NOTHING",
        readings,
        500,
        (ps, r) -> {
          long at = r.readAt().toEpochMilli();
          ps.setString(1, r.subject().wire());
          ps.setString(2, r.subjectId());
          ps.setString(3, r.metric().wire());
          ps.setLong(4, Math.floorDiv(at, HOUR));
          ps.setString(5, r.channelId());
          ps.setLong(6, r.value());
          ps.setLong(7, at);
        });
  }

  /** Every reading of the channel and of its videos, oldest first. */
  public List<CountReading> readings(ChannelId channel) {
    return jdbc.query(
        "SELECT subject_kind, subject_id, channel_id, metric, value, read_at FROM count_readings"
            + " WHERE channel_id = ? ORDER BY read_at, subject_kind, subject_id, metric",
        ROW,
        channel.value());
  }

  /** Drops the readings older than {@code cutoff}; answers how many. */
  public int purgeBefore(Instant cutoff) {
    return jdbc.update("DELETE FROM count_readings WHERE read_at < ?", cutoff.toEpochMilli());
  }
}
