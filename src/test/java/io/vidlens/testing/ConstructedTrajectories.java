package io.vidlens.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A constructed channel whose videos' samples are rows of the history's trajectory tables (the
 * sampling itself is not the subject): 20 videos on the channel's typical curve (each within ±25 %
 * of it) and one planted at 5×, sampled on the history's tiers (every 2 h to 48 h, daily to day 30,
 * then weekly) up to the clock's time. Its channel goes on a watchlist as a row, so no platform is
 * read.
 */
public final class ConstructedTrajectories {

  public final String channel =
      "UC" + UUID.randomUUID().toString().replace("-", "").substring(0, 22);
  public final String prefix = channel.substring(2, 6);
  public final String planted = prefix + "planted";
  private final Map<String, Instant> published = new LinkedHashMap<>();
  private final Map<String, Double> factor = new LinkedHashMap<>();
  private final JdbcTemplate jdbc;
  private final Clock clock;

  /** 20 videos over the last 58 days and the planted one, published 4 days ago. */
  public ConstructedTrajectories(JdbcTemplate jdbc, Clock clock) {
    this.jdbc = jdbc;
    this.clock = clock;
    Instant t0 = clock.instant();
    for (int i = 0; i < 20; i++) {
      String id = prefix + String.format("norm%03d", i);
      published.put(id, t0.minus(Duration.ofDays(58 - 2L * i)).plus(Duration.ofHours(i)));
      factor.put(id, 0.75 + 0.5 * ((i * 7) % 20) / 19.0);
    }
    published.put(planted, t0.minus(Duration.ofDays(4)));
    factor.put(planted, 5.0);
  }

  /** A new upload published {@code ago} before the clock's time, on the typical curve. */
  public String upload(Duration ago) {
    String id = prefix + "fresh" + published.size();
    published.put(id, clock.instant().minus(ago));
    factor.put(id, 1.0);
    return id;
  }

  /** Stores every video and its samples on the tiers up to the clock's time. */
  public void sampled() {
    Instant now = clock.instant();
    published.forEach(
        (id, p) -> {
          jdbc.update(
              "INSERT INTO trajectory_videos (video_id, channel_id, published_at) VALUES (?, ?,"
                  + " ?) ON CONFLICT (video_id) DO NOTHING",
              id,
              channel,
              p.toEpochMilli());
          for (long h = 2; !p.plus(Duration.ofHours(h)).isAfter(now); ) {
            jdbc.update(
                "INSERT INTO video_samples (video_id, sampled_at, channel_id, views) VALUES (?,"
                    + " ?, ?, ?) ON CONFLICT (video_id, sampled_at) DO NOTHING",
                id,
                p.plus(Duration.ofHours(h)).toEpochMilli(),
                channel,
                Math.round(typical(h) * factor.get(id)));
            h += h < 48 ? 2 : h < 30 * 24 ? 24 : 7 * 24;
          }
        });
  }

  /** Puts the channel on the watchlist, as the row Add Watchlist Channel would write. */
  public void watchedOn(String watchlistId) {
    jdbc.update(
        "INSERT INTO watchlist_channels (watchlist_id, channel_id, title, handle, added_at)"
            + " VALUES (?, ?, ?, ?, ?)",
        watchlistId,
        channel,
        "Constructed " + prefix,
        null,
        clock.instant().toEpochMilli());
  }

  /** The channel's typical curve: most views in the first days, 100,000 in the end. */
  public static double typical(double ageHours) {
    return 100_000 * (1 - Math.exp(-ageHours / 72));
  }
}
