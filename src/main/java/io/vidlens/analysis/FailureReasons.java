package io.vidlens.analysis;

import io.vidlens.analysis.corpus.NoVideosToAnalyse;
import io.vidlens.api.ApiException;
import io.vidlens.catalog.ReadFailure;
import java.util.Optional;

/**
 * What a failed job tells its client, in sentences it can act on: what could not be done and what
 * to do next, never an exception's own text (which may hold request paths, recording file names or
 * class names). Known failures (the platform's, through {@link ReadFailure}) get their sentence;
 * anything else gets {@link #INTERNAL_ERROR}. The pipeline logs the failure itself.
 */
public final class FailureReasons {

  static final String CHANNEL_NOT_FOUND =
      "Channel not found: the platform has no channel with this ID (it may have been removed or"
          + " terminated). Check channel_id.";

  static final String UNAVAILABLE =
      "The video platform could not be read while analysing the channel (it was unreachable, slow"
          + " or refused the request). Create the job again in a few minutes.";

  static final String PART_NOT_FOUND =
      "The platform no longer has a list or video the analysis needed (it may have just changed)."
          + " Create the job again.";

  static final String PART_NOT_PLAYED =
      "The platform does not play a video the analysis needed to this server (age-restricted,"
          + " members only or region-blocked).";

  static final String LISTING_REFUSED =
      "The platform refused to continue a listing of the channel's videos. Create the job again.";

  /** A failure of ours; the log has the exception (never the answer). */
  static final String INTERNAL_ERROR =
      "Internal error while analysing the channel; quote the job ID when reporting it.";

  private FailureReasons() {}

  /** The sentence for {@code failure}, if it is one of the known kinds. */
  static Optional<String> known(Throwable failure) {
    if (failure instanceof NoVideosToAnalyse none) {
      return Optional.of(none.getMessage());
    }
    Optional<ReadFailure> read = ReadFailure.of(failure);
    if (read.isPresent()) {
      return Optional.of(
          switch (read.get().kind()) {
            case CHANNEL_NOT_FOUND -> CHANNEL_NOT_FOUND;
            case VIDEO_NOT_FOUND, NOT_FOUND -> PART_NOT_FOUND;
            case UNPLAYABLE -> PART_NOT_PLAYED;
            case UNAVAILABLE -> UNAVAILABLE;
            case INVALID_CONTINUATION -> LISTING_REFUSED;
          });
    }
    if (failure instanceof ApiException api) {
      int status = api.status().value();
      if (status == 404) {
        return Optional.of(PART_NOT_FOUND);
      }
      if (status == 429 || status >= 500) {
        return Optional.of(UNAVAILABLE);
      }
    }
    return Optional.empty();
  }

  /** The sentence for any failure: a known one's, else {@link #INTERNAL_ERROR}. */
  public static String of(Throwable failure) {
    return known(failure).orElse(INTERNAL_ERROR);
  }
}
