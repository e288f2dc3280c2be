package io.vidlens.history;

import io.vidlens.history.api.VideoSample;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;

/**
 * The videos of followed channels (table {@code trajectory_videos}: when published, when last
 * sampled) and their samples (table {@code video_samples}, one row of integers per sample).
 */
@Component
class TrajectoryStore {

  /** A video known to the schedule; {@code lastSampled} null when never sampled. */
  record KnownVideo(String videoId, String channelId, Instant published, Instant lastSampled) {}

  private static final RowMapper<VideoSample> SAMPLE =
      (rs, row) ->
          new VideoSample(
              rs.getString("video_id"),
              Instant.ofEpochMilli(rs.getLong("sampled_at")),
              rs.getLong("views"),
              rs.getObject("likes") == null ? null : rs.getLong("likes"),
              rs.getObject("comments") == null ? null : rs.getLong("comments"));

  private final JdbcTemplate jdbc;

  TrajectoryStore(JdbcTemplate jdbc) {
    this.jdbc = jdbc;
  }

  /** Notes a video seen on its channel's uploads; the first estimate of its date is kept. */
  void seen(String videoId, String channelId, Instant published) {
    jdbc.update(
        "INSERT INTO trajectory_videos (video_id, channel_id, published_at) VALUES (?, ?, ?)"
            + " ON CONFLICT (video_id) DO NOTHING",
        videoId,
        channelId,
        published.toEpochMilli());
  }

  /** The channel's known videos, by video ID. */
  Map<String, KnownVideo> videos(String channelId) {
    return jdbc
        .query(
            "SELECT video_id, channel_id, published_at, last_sampled_at FROM trajectory_videos"
                + " WHERE channel_id = ?",
            (rs, row) ->
                new KnownVideo(
                    rs.getString("video_id"),
                    rs.getString("channel_id"),
                    Instant.ofEpochMilli(rs.getLong("published_at")),
                    rs.getObject("last_sampled_at") == null
                        ? null
                        : Instant.ofEpochMilli(rs.getLong("last_sampled_at"))),
            channelId)
        .stream()
        .collect(Collectors.toMap(KnownVideo::videoId, Function.identity()));
  }

  /** Stores a sample of a channel's video (a second one at the same instant adds nothing). */
  void store(String channelId, VideoSample sample) {
    long at = sample.at().toEpochMilli();
    jdbc.update(
        "INSERT INTO video_samples (video_id, sampled_at, channel_id, views, likes, comments)"
            + " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (video_id, sampled_at) DO NOTHING",
        sample.videoId(),
        at,
        channelId,
        sample.views(),
        sample.likes(),
        sample.comments());
    jdbc.update(
        "UPDATE trajectory_videos SET last_sampled_at = ? WHERE video_id = ?",
        at,
        sample.videoId());
  }

  List<VideoSample> samples(String videoId) {
    return jdbc.query(
        "SELECT video_id, sampled_at, views, likes, comments FROM video_samples"
            + " WHERE video_id = ? ORDER BY sampled_at",
        SAMPLE,
        videoId);
  }

  List<VideoSample> channelSamples(String channelId, Instant since) {
    return jdbc.query(
        "SELECT video_id, sampled_at, views, likes, comments FROM video_samples"
            + " WHERE channel_id = ? AND sampled_at >= ? ORDER BY video_id, sampled_at",
        SAMPLE,
        channelId,
        since.toEpochMilli());
  }

  Instant published(String videoId) {
    return jdbc
        .queryForList(
            "SELECT published_at FROM trajectory_videos WHERE video_id = ?", Long.class, videoId)
        .stream()
        .findFirst()
        .map(Instant::ofEpochMilli)
        .orElse(null);
  }

  /**
   * Drops the samples taken before {@code cutoff}, and the videos of channels no longer followed
   * that have none left; answers how many samples.
   */
  int purgeBefore(Instant cutoff) {
    int dropped =
        jdbc.update("DELETE FROM video_samples WHERE sampled_at < ?", cutoff.toEpochMilli());
    jdbc.update(
        "DELETE FROM trajectory_videos WHERE channel_id NOT IN"
            + " (SELECT channel_id FROM followed_channels) AND NOT EXISTS"
            + " (SELECT 1 FROM video_samples s WHERE s.video_id = trajectory_videos.video_id)");
    return dropped;
  }
}
