package io.vidlens.bench;

import io.vidlens.history.ScheduleSimulation;
import io.vidlens.testing.ConstructedChannel.Video;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The constructed world of the radar's scale bench (bench/radar-scale.sh, docs/performance.md,
 * "Radar at scale"): {@code channels} channels, each uploading on its own period, with views that
 * grow with age. Everything is a pure function of the channel's index, the upload's number and the
 * time asked, so the fake platform answers any page at any moment without holding the world, and
 * the seed writes the same videos the platform lists.
 *
 * <p>Channel {@code i} has {@link #videosAt} {@code 10 + h(i) % 61} uploads at the world's epoch
 * (40 on average: 4 million for 100,000 channels), one every 1 to 14 days, its newest 0 to one
 * period old at the epoch; later uploads appear on schedule.
 */
record RadarScaleWorld(int channels, Instant epoch) {

  static final int PAGE = 30;

  static String channelId(int i) {
    return String.format("UCradarScale%012d", i);
  }

  /** The channel's index, or -1 for an ID not of this world. */
  static int index(String channelId) {
    if (channelId == null || !channelId.startsWith("UCradarScale") || channelId.length() != 24) {
      return -1;
    }
    try {
      return Integer.parseInt(channelId.substring(12));
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /** An 11-character video ID: the channel's index and the upload's number, in base 36. */
  static String videoId(int channel, long upload) {
    return "s" + pad(Long.toString(channel, 36), 5) + pad(Long.toString(upload, 36), 5);
  }

  private static String pad(String s, int width) {
    return "0".repeat(Math.max(0, width - s.length())) + s;
  }

  private static long hash(long i, long salt) {
    long x = i * 0x9E3779B97F4A7C15L + salt;
    x = (x ^ (x >>> 30)) * 0xBF58476D1CE4E5B9L;
    x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
    return (x ^ (x >>> 31)) & Long.MAX_VALUE;
  }

  /** Hours between two uploads of channel {@code i}: 1 to 14 days. */
  static long periodHours(int i) {
    return 24 * (1 + hash(i, 1) % 14);
  }

  /** When upload 0 of channel {@code i} was published. */
  Instant first(int i) {
    long uploads = 10 + hash(i, 2) % 61;
    long newestAge = hash(i, 3) % periodHours(i);
    return epoch.minus(Duration.ofHours(newestAge + (uploads - 1) * periodHours(i)));
  }

  /** How many uploads channel {@code i} has published by {@code at}. */
  long videosAt(int i, Instant at) {
    long hours = Duration.between(first(i), at).toHours();
    return hours < 0 ? 0 : hours / periodHours(i) + 1;
  }

  Instant published(int i, long upload) {
    return first(i).plus(Duration.ofHours(upload * periodHours(i)));
  }

  /**
   * Views at {@code at}: the channel's scale times a curve that rises over the first days and keeps
   * creeping up, so every sample reads a new count; one upload in 50 does five times its channel's.
   */
  long views(int i, long upload, Instant at) {
    double hours = Math.max(0, Duration.between(published(i, upload), at).toSeconds() / 3600.0);
    long scale = 2_000 + hash(i, 4) % 200_000;
    double curve = hours / (hours + 36.0) * (1 + hours / (24 * 365.0));
    double planted = hash(i * 1_000_003L + upload, 5) % 50 == 0 ? 5 : 1;
    return 1 + Math.round(scale * curve * planted);
  }

  /** Page {@code page} (from 0) of channel {@code i}'s uploads at {@code at}, newest first. */
  List<Video> page(int i, int page, Instant at) {
    long count = videosAt(i, at);
    List<Video> out = new ArrayList<>();
    for (long n = count - 1 - (long) page * PAGE; n >= 0 && out.size() < PAGE; n--) {
      out.add(
          new Video(
              videoId(i, n),
              "Scale upload " + n + " of channel " + i,
              "Scale",
              views(i, n, at),
              240 + (int) (hash(n, 6) % 900),
              published(i, n),
              false));
    }
    return out;
  }

  /**
   * When channel {@code i}'s uploads were last read before the epoch, in the steady state: spread
   * evenly over the discovery wait (5.4 hours), as a schedule that has run for a while leaves them.
   */
  Instant lastListed(int i) {
    return epoch.minus(Duration.ofMinutes(hash(i, 7) % 324));
  }

  /**
   * When upload {@code n} was last sampled before the epoch, in the steady state: spread evenly
   * over its tier's wait (never before its publication).
   */
  Instant lastSampled(int i, long n) {
    Instant published = published(i, n);
    long waitMinutes = ScheduleSimulation.waitAt(published, epoch).toMinutes();
    Instant at = epoch.minus(Duration.ofMinutes(hash(i * 1_000_003L + n, 8) % waitMinutes));
    return at.isBefore(published) ? published : at;
  }

  /** The schedule's view of channel {@code i}, for {@link ScheduleSimulation}. */
  ScheduleSimulation.Channel scheduled(int i) {
    return new ScheduleSimulation.Channel() {
      @Override
      public int uploadsAt(Instant at) {
        return (int) videosAt(i, at);
      }

      @Override
      public Instant published(int upload) {
        return RadarScaleWorld.this.published(i, upload);
      }

      @Override
      public Instant lastSampled(int upload) {
        return RadarScaleWorld.this.lastSampled(i, upload);
      }

      @Override
      public Instant lastListed() {
        return RadarScaleWorld.this.lastListed(i);
      }
    };
  }

  boolean hasPage(int i, int page, Instant at) {
    return videosAt(i, at) > (long) page * PAGE;
  }
}
