package io.vidlens.history;

import java.time.Duration;
import java.time.Instant;
import java.util.function.IntFunction;

/**
 * The trajectory schedule run on paper, for the radar's scale bench (docs/performance.md, "Radar at
 * scale"): what the planner ({@link FollowedChannels#due}) and the sampler ({@link ChannelSampler})
 * would do over a stretch of time with no cap per run and no budget, using the same rules ({@link
 * SamplingTiers#asksForRead} for a channel's read, {@link SamplingTiers#due} for a sample), so the
 * upstream requests and samples the schedule needs are counted rather than guessed. A read happens
 * at the plan run that finds the channel due; it reads page after page while a video that is due
 * was not seen yet, at most {@code maxPages}.
 */
public final class ScheduleSimulation {

  /** One channel as the schedule sees it: its uploads' publication times, oldest first. */
  public interface Channel {
    /** How many uploads are published by {@code at}. */
    int uploadsAt(Instant at);

    Instant published(int upload);

    /** When upload {@code upload} was last sampled before the simulation, or null. */
    Instant lastSampled(int upload);

    /** When the channel's uploads were last read before the simulation, or null. */
    Instant lastListed();
  }

  /** What the schedule did: pages read and samples stored, in total. */
  public record Totals(long reads, long pages, long samples, Duration over) {
    public double pagesPerHour() {
      return pages * 3600.0 / over.toSeconds();
    }

    public double samplesPerHour() {
      return samples * 3600.0 / over.toSeconds();
    }
  }

  private ScheduleSimulation() {}

  /** How long after a sample a video published at {@code published} is due again at {@code at}. */
  public static Duration waitAt(Instant published, Instant at) {
    return SamplingTiers.wait(SamplingTiers.interval(Duration.between(published, at)));
  }

  /**
   * Runs the plan every {@code planInterval} from {@code start} for {@code over} over every {@code
   * stride}-th of {@code channels} channels, the totals scaled back to all of them.
   */
  public static Totals run(
      int channels,
      int stride,
      IntFunction<Channel> channel,
      Instant start,
      Duration over,
      Duration planInterval,
      Duration discovery,
      int maxPages) {
    long reads = 0;
    long pages = 0;
    long samples = 0;
    int pageSize = 30;
    Duration discoveryWait = SamplingTiers.wait(discovery);
    for (int c = 0; c < channels; c += stride) {
      Channel ch = channel.apply(c);
      int capacity = ch.uploadsAt(start.plus(over)) + 1;
      Instant[] last = new Instant[capacity];
      int before = ch.uploadsAt(start);
      boolean[] known = new boolean[capacity];
      for (int u = 0; u < before; u++) {
        last[u] = ch.lastSampled(u);
        known[u] = last[u] != null;
      }
      Instant listed = ch.lastListed();
      for (Instant t = start; t.isBefore(start.plus(over)); t = t.plus(planInterval)) {
        int uploads = ch.uploadsAt(t);
        if (!due(ch, listed, last, known, uploads, t, discoveryWait)) {
          continue;
        }
        reads++;
        // newest first: page p holds uploads uploads-1-30p down to uploads-30(p+1)
        for (int p = 0; p < maxPages && uploads - p * pageSize > 0; p++) {
          pages++;
          int lowest = Math.max(0, uploads - (p + 1) * pageSize);
          for (int u = uploads - 1 - p * pageSize; u >= lowest; u--) {
            known[u] = true;
            if (SamplingTiers.due(ch.published(u), last[u], t)) {
              last[u] = t;
              samples++;
            }
          }
          if (!anyDueBelow(ch, last, known, lowest, t)) {
            break;
          }
        }
        listed = t;
      }
    }
    return new Totals(reads * stride, pages * stride, samples * stride, over);
  }

  private static boolean due(
      Channel ch,
      Instant listed,
      Instant[] last,
      boolean[] known,
      int uploads,
      Instant t,
      Duration discoveryWait) {
    if (listed == null || !listed.isAfter(t.minus(discoveryWait))) {
      return true;
    }
    for (int u = 0; u < uploads; u++) {
      if (known[u] && SamplingTiers.asksForRead(ch.published(u), last[u], t, discoveryWait)) {
        return true;
      }
    }
    return false;
  }

  private static boolean anyDueBelow(
      Channel ch, Instant[] last, boolean[] known, int below, Instant t) {
    for (int u = 0; u < below; u++) {
      if (known[u] && SamplingTiers.due(ch.published(u), last[u], t)) {
        return true;
      }
    }
    return false;
  }
}
