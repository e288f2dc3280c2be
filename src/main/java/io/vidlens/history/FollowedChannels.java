package io.vidlens.history;

import io.vidlens.model.ChannelId;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The channels whose videos the history samples (table {@code followed_channels}): those the
 * radar's watchlists watch, as its {@code ChannelWatchChanged} events told, and which of them have
 * a read of their uploads due.
 */
@Component
class FollowedChannels {

  private final JdbcTemplate jdbc;

  FollowedChannels(JdbcTemplate jdbc) {
    this.jdbc = jdbc;
  }

  /** Follows the channel (again: idempotent, the first date is kept). */
  void follow(ChannelId channel, Instant at) {
    jdbc.update(
        "INSERT INTO followed_channels (channel_id, followed_since) VALUES (?, ?)"
            + " ON CONFLICT (channel_id) DO NOTHING",
        channel.value(),
        at.toEpochMilli());
  }

  /** Stops following the channel; its samples stay until the retention drops them. */
  void unfollow(ChannelId channel) {
    jdbc.update("DELETE FROM followed_channels WHERE channel_id = ?", channel.value());
  }

  boolean follows(ChannelId channel) {
    return !jdbc.queryForList(
            "SELECT 1 FROM followed_channels WHERE channel_id = ?", Integer.class, channel.value())
        .isEmpty();
  }

  /** The channel's uploads were read at {@code at}. */
  void listed(ChannelId channel, Instant at) {
    jdbc.update(
        "UPDATE followed_channels SET last_listed_at = ? WHERE channel_id = ?",
        at.toEpochMilli(),
        channel.value());
  }

  /**
   * Up to {@code max} followed channels with a read due at {@code now}: never read, not read within
   * {@code discovery}, or with a video that asks for a read ({@link SamplingTiers#asksForRead}: a
   * young one due, an older one a discovery wait past due), least lately read first.
   */
  List<ChannelId> due(Instant now, Duration discovery, int max) {
    long t = now.toEpochMilli();
    long slack = SamplingTiers.wait(discovery).toMillis();
    return jdbc
        .queryForList(
            "SELECT f.channel_id FROM followed_channels f WHERE f.last_listed_at IS NULL"
                + " OR f.last_listed_at <= ? OR EXISTS (SELECT 1 FROM trajectory_videos v"
                + " WHERE v.channel_id = f.channel_id AND (v.last_sampled_at IS NULL"
                + " OR v.last_sampled_at <= ? - CASE WHEN v.published_at > ? THEN ?"
                + " WHEN v.published_at > ? THEN ? WHEN v.published_at > ? THEN ? ELSE ? END))"
                + " ORDER BY COALESCE(f.last_listed_at, 0), f.channel_id LIMIT ?",
            String.class,
            t - SamplingTiers.wait(discovery).toMillis(),
            t,
            t - SamplingTiers.YOUNG.toMillis(),
            SamplingTiers.wait(SamplingTiers.EVERY_YOUNG).toMillis(),
            t - SamplingTiers.MONTH.toMillis(),
            SamplingTiers.wait(SamplingTiers.EVERY_MONTH).toMillis() + slack,
            t - SamplingTiers.YEAR.toMillis(),
            SamplingTiers.wait(SamplingTiers.EVERY_YEAR).toMillis() + slack,
            SamplingTiers.wait(SamplingTiers.EVERY_LATER).toMillis() + slack,
            Math.max(0, max))
        .stream()
        .filter(ChannelId::isValid)
        .map(ChannelId::new)
        .toList();
  }
}
