package io.vidlens.radar.api;

import java.time.Instant;
import java.util.List;

/** A video's stored samples as views at its age, oldest first. */
public record VideoTrajectory(String videoId, Instant published, List<AgedViews> samples) {

  public VideoTrajectory {
    samples = List.copyOf(samples);
  }

  /** The views a sample read at the video's age in hours. */
  public record AgedViews(double ageHours, long views) {}
}
