package io.vidlens.catalog;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.model.ChannelId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The channels clients asked about (table {@code tracked_channels}), for the history's refresh:
 * when a client last asked, and when the channel was last refreshed. Which node refreshes a channel
 * is db-scheduler's to settle (one execution per channel, picked by one node), not this table's.
 */
@Component
public class TrackedChannels implements HeldChannels {

  private final JdbcTemplate jdbc;
  private final Clock clock;

  /** Channels noted lately: one write per channel per hour, whatever the traffic. */
  private final Cache<String, Boolean> noted;

  @Autowired
  public TrackedChannels(JdbcTemplate jdbc, Clock clock) {
    this.jdbc = jdbc;
    this.clock = clock;
    this.noted =
        Caffeine.newBuilder()
            .ticker(() -> TimeUnit.MILLISECONDS.toNanos(clock.millis()))
            .expireAfterWrite(Duration.ofHours(1))
            .maximumSize(100_000)
            .build();
  }

  /** A client asked about the channel at {@code at}. */
  public void noteAsked(ChannelId channel, Instant at) {
    if (noted.asMap().putIfAbsent(channel.value(), Boolean.TRUE) != null) {
      return;
    }
    try {
      jdbc.update(
          "INSERT INTO tracked_channels (channel_id, last_asked_at) VALUES (?, ?)"
              + " ON CONFLICT (channel_id) DO UPDATE SET last_asked_at ="
              + " excluded.last_asked_at",
          channel.value(),
          at.toEpochMilli());
    } catch (RuntimeException e) {
      noted.invalidate(channel.value()); // not noted: the next ask (or a redelivery) tries again
      throw e;
    }
  }

  /**
   * Up to {@code max} channels that a client asked about since {@code askedSince} and that were not
   * refreshed since {@code refreshedBefore}, least lately refreshed first. The history schedules
   * one refresh per channel on db-scheduler, which runs each on one node.
   */
  public List<ChannelId> due(Instant askedSince, Instant refreshedBefore, int max) {
    return jdbc
        .queryForList(
            "SELECT channel_id FROM tracked_channels WHERE last_asked_at >= ?"
                + " AND (last_refreshed_at IS NULL OR last_refreshed_at < ?)"
                + " ORDER BY COALESCE(last_refreshed_at, 0), channel_id LIMIT ?",
            String.class,
            askedSince.toEpochMilli(),
            refreshedBefore.toEpochMilli(),
            Math.max(0, max))
        .stream()
        .filter(ChannelId::isValid)
        .map(ChannelId::new)
        .toList();
  }

  /** The channel was refreshed: due again after the interval. */
  public void refreshed(ChannelId channel) {
    jdbc.update(
        "UPDATE tracked_channels SET last_refreshed_at = ? WHERE channel_id = ?",
        clock.millis(),
        channel.value());
  }

  /** Stops tracking the channels nobody asked about since {@code cutoff}; answers how many. */
  public int forgetAskedBefore(Instant cutoff) {
    return jdbc.update(
        "DELETE FROM tracked_channels WHERE last_asked_at < ?", cutoff.toEpochMilli());
  }

  /** Up to {@code max} channels clients asked about, most lately asked first. */
  @Override
  public List<ChannelId> recent(int max) {
    return jdbc
        .queryForList(
            "SELECT channel_id FROM tracked_channels ORDER BY last_asked_at DESC, channel_id"
                + " LIMIT ?",
            String.class,
            Math.max(0, max))
        .stream()
        .filter(ChannelId::isValid)
        .map(ChannelId::new)
        .toList();
  }

  /** When a client last asked about the channel, if it is tracked. */
  public Optional<Instant> lastAsked(ChannelId channel) {
    return jdbc
        .queryForList(
            "SELECT last_asked_at FROM tracked_channels WHERE channel_id = ?",
            Long.class,
            channel.value())
        .stream()
        .findFirst()
        .map(Instant::ofEpochMilli);
  }
}
