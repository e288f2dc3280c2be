package io.vidlens.radar;

import io.vidlens.history.api.VideoSample;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * A channel's typical curve from its stored trajectories (docs/radar.md, "Breakout scores"): the
 * views each of its videos had at a given age, read off its samples. A video counts at age t only
 * when it has samples around t: one within {@code max(1 h, 10 % of t)} of it, or one before and one
 * after no further apart than {@code max(4 h, t / 2)}, between which its views are interpolated
 * linearly; never extrapolated. Free of I/O.
 */
final class TypicalCurve {

  /** A video's samples with its publication, for reading its views at an age. */
  record Trajectory(String videoId, Instant published, List<VideoSample> samples) {

    Trajectory {
      samples = List.copyOf(samples);
    }

    double ageHours(VideoSample sample) {
      return Duration.between(published, sample.at()).toSeconds() / 3600.0;
    }

    VideoSample latest() {
      return samples.getLast();
    }
  }

  /** A comparison video: its views at the age asked about. */
  record Peer(String videoId, double views) {

    static double[] views(List<Peer> peers) {
      return peers.stream().mapToDouble(Peer::views).toArray();
    }
  }

  private final Map<String, Trajectory> trajectories;

  TypicalCurve(Map<String, Trajectory> trajectories) {
    this.trajectories = new LinkedHashMap<>(trajectories);
  }

  /** The channel's sampled videos by ID, in the order they were read. */
  Map<String, Trajectory> trajectories() {
    return Collections.unmodifiableMap(trajectories);
  }

  /** The views at {@code ageHours} of every video but {@code except} that has samples around it. */
  List<Peer> peersAt(double ageHours, String except) {
    return peersAt(ageHours, Set.of(except));
  }

  /** The same, leaving out every video of {@code except}. */
  List<Peer> peersAt(double ageHours, Set<String> except) {
    List<Peer> peers = new ArrayList<>();
    for (Trajectory t : trajectories.values()) {
      if (!except.contains(t.videoId())) {
        viewsAt(t, ageHours).ifPresent(v -> peers.add(new Peer(t.videoId(), v)));
      }
    }
    return peers;
  }

  /** The video's views at the age, from its samples around it; empty when it has none there. */
  static OptionalDouble viewsAt(Trajectory t, double ageHours) {
    VideoSample before = null;
    VideoSample after = null;
    for (VideoSample s : t.samples()) {
      double age = t.ageHours(s);
      if (age <= ageHours) {
        before = s;
      } else if (after == null) {
        after = s;
      }
    }
    double near = Math.max(1, ageHours * 0.1);
    if (before != null && ageHours - t.ageHours(before) <= near) {
      return OptionalDouble.of(before.views());
    }
    if (after != null && t.ageHours(after) - ageHours <= near) {
      return OptionalDouble.of(after.views());
    }
    if (before == null || after == null) {
      return OptionalDouble.empty();
    }
    double from = t.ageHours(before);
    double to = t.ageHours(after);
    if (to - from > Math.max(4, ageHours / 2)) {
      return OptionalDouble.empty();
    }
    double share = (ageHours - from) / (to - from);
    return OptionalDouble.of(before.views() + share * (after.views() - before.views()));
  }
}
