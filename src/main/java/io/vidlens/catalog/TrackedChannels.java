package io.vidlens.catalog;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.model.ChannelId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The channels clients asked about (table {@code tracked_channels}), for the history scheduler:
 * when a client last asked, when the channel was last refreshed, and the claim a node holds while
 * it refreshes one. A claim is a conditional UPDATE (taken only while free and still due), so nodes
 * sharing one PostgreSQL never refresh a channel twice; an expired lease frees a channel whose node
 * died.
 */
@Component
public class TrackedChannels {

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
   * Claims up to {@code max} channels that a client asked about since {@code askedSince} and that
   * were not refreshed since {@code refreshedBefore}, least lately refreshed first, for {@code
   * lease}. A channel another node holds is skipped.
   */
  public List<ChannelId> claimDue(
      String node, Instant askedSince, Instant refreshedBefore, int max, Duration lease) {
    long now = clock.millis();
    int batch = Math.max(1, max) * 4;
    List<ChannelId> claimed = new ArrayList<>();
    // Another node may take the candidates first: ask again until the cap or none is left free.
    for (int round = 0; round < 20 && claimed.size() < max; round++) {
      List<String> candidates =
          jdbc.queryForList(
              "SELECT channel_id FROM tracked_channels WHERE last_asked_at >= ?"
                  + " AND claimed_until < ?"
                  + " AND (last_refreshed_at IS NULL OR last_refreshed_at < ?)"
                  + " ORDER BY COALESCE(last_refreshed_at, 0), channel_id LIMIT ?",
              String.class,
              askedSince.toEpochMilli(),
              now,
              refreshedBefore.toEpochMilli(),
              batch);
      for (String id : candidates) {
        if (claimed.size() >= max) {
          break;
        }
        int taken =
            jdbc.update(
                "UPDATE tracked_channels SET claimed_until = ?, claimed_by = ?"
                    + " WHERE channel_id = ? AND claimed_until < ?"
                    + " AND (last_refreshed_at IS NULL OR last_refreshed_at < ?)",
                now + lease.toMillis(),
                node,
                id,
                now,
                refreshedBefore.toEpochMilli());
        if (taken == 1 && ChannelId.isValid(id)) {
          claimed.add(new ChannelId(id));
        }
      }
      if (candidates.size() < batch) {
        break; // every free channel was tried
      }
    }
    return claimed;
  }

  /** The node refreshed the channel: due again after the interval; the claim is freed. */
  public void refreshed(ChannelId channel, String node) {
    jdbc.update(
        "UPDATE tracked_channels SET last_refreshed_at = ?, claimed_until = 0, claimed_by = NULL"
            + " WHERE channel_id = ? AND claimed_by = ?",
        clock.millis(),
        channel.value(),
        node);
  }

  /** The node could not refresh the channel: the claim is freed, it stays due. */
  public void release(ChannelId channel, String node) {
    jdbc.update(
        "UPDATE tracked_channels SET claimed_until = 0, claimed_by = NULL"
            + " WHERE channel_id = ? AND claimed_by = ?",
        channel.value(),
        node);
  }

  /** Stops tracking the channels nobody asked about since {@code cutoff}; answers how many. */
  public int forgetAskedBefore(Instant cutoff) {
    return jdbc.update(
        "DELETE FROM tracked_channels WHERE last_asked_at < ? AND claimed_until < ?",
        cutoff.toEpochMilli(),
        clock.millis());
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
