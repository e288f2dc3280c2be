package io.vidlens.analysis.api;

import java.time.Instant;

/**
 * One analysis job: its state, progress (0 to 100) and times. {@code startedAt}, {@code
 * completedAt}, {@code updatedAt} and {@code error} are null until they happen.
 */
public record JobView(
    String id,
    String channelId,
    String status,
    Integer progress,
    Instant createdAt,
    Instant startedAt,
    Instant completedAt,
    Instant updatedAt,
    String error) {

  public boolean finished() {
    return "completed".equals(status) || "failed".equals(status);
  }
}
