package io.vidlens.history;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;

/**
 * When this node's history refreshed which channel. The refresh reads a channel through the read
 * layer like any client, so the read layer tells that the channel was read; a read inside one of
 * these spans was the history's own and keeps no channel tracked. Kept an hour: the listeners hear
 * a read within moments of it (after a restart, a redelivered read of an own refresh counts as a
 * client's: the channel stays tracked one window longer, nothing worse).
 */
@Component
class OwnRefreshes {

  private record Span(Instant from, Instant to) {}

  private final Clock clock;

  /** The refreshes under way: channel to when it started. */
  private final Map<String, Instant> running = new ConcurrentHashMap<>();

  /** The refreshes done lately, per channel. */
  private final Cache<String, List<Span>> spans =
      Caffeine.newBuilder().expireAfterWrite(Duration.ofHours(1)).maximumSize(100_000).build();

  OwnRefreshes(Clock clock) {
    this.clock = clock;
  }

  /** Runs {@code refresh} of {@code channelId}, remembering when it ran. */
  void during(String channelId, Runnable refresh) {
    Instant from = clock.instant();
    running.put(channelId, from);
    try {
      refresh.run();
    } finally {
      running.remove(channelId);
      Span span = new Span(from, clock.instant());
      spans
          .asMap()
          .compute(
              channelId,
              (id, old) -> {
                List<Span> all = old == null ? new ArrayList<>() : new ArrayList<>(old);
                all.add(span);
                return List.copyOf(all);
              });
    }
  }

  /**
   * Whether this node was refreshing {@code channelId} at {@code at}, or is still (a read heard
   * before its refresh ended).
   */
  boolean refreshing(String channelId, Instant at) {
    Instant started = running.get(channelId);
    if (started != null && !at.isBefore(started)) {
      return true;
    }
    List<Span> known = spans.getIfPresent(channelId);
    return known != null
        && known.stream().anyMatch(s -> !at.isBefore(s.from()) && !at.isAfter(s.to()));
  }
}
