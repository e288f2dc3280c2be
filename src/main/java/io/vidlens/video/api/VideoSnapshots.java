package io.vidlens.video.api;

import java.util.Optional;

/** Get Video Details' own answer, typed, for the features that keep snapshots of it. */
public interface VideoSnapshots {

  /**
   * The answer; empty when the platform says the video does not exist. Upstream trouble is thrown
   * as for the operation.
   */
  Optional<VideoDetailsSnapshot> details(String videoId);
}
