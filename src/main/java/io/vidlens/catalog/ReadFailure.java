package io.vidlens.catalog;

import io.vidlens.platform.PlatformException;
import java.util.Optional;

/**
 * What a failed read means to a feature that carries on without it (a bulk item, a job, the
 * thumbnail corpus): the platform has no such thing, cannot answer now, or refused a token. The one
 * place where the platform's typed failures are told apart for the features.
 *
 * @param kind what happened
 * @param absence for a video not found, what the platform said of it (else UNKNOWN)
 * @param message the error's short words ("Video not found", "Service Unavailable")
 * @param details what a caller is told, in words
 * @param retryable whether a later try may pass (the platform's transient trouble or our own
 *     momentary limits; never in replay mode without a recording)
 */
public record ReadFailure(
    Kind kind, Absence absence, String message, String details, boolean retryable) {

  /** What the platform said of a missing video: never there, private, or removed. */
  public enum Absence {
    UNKNOWN,
    PRIVATE,
    REMOVED
  }

  public enum Kind {
    /** A video that does not exist, or was removed or made private. */
    VIDEO_NOT_FOUND,
    /** A channel (or handle, or URL) that does not exist or was terminated. */
    CHANNEL_NOT_FOUND,
    /** Anything else that does not exist (a playlist). */
    NOT_FOUND,
    /** A video that exists but that the platform does not play here (age gate, members only). */
    UNPLAYABLE,
    /** The platform cannot answer now. */
    UNAVAILABLE,
    /** The platform refused a continuation token. */
    INVALID_CONTINUATION
  }

  /** What {@code e} means, when it is a failure of a platform read. */
  public static Optional<ReadFailure> of(Throwable e) {
    if (!(e instanceof PlatformException failure)) {
      return Optional.empty();
    }
    return Optional.of(
        switch (failure) {
          case PlatformException.NotFound n ->
              new ReadFailure(
                  switch (n.resource()) {
                    case VIDEO -> Kind.VIDEO_NOT_FOUND;
                    case CHANNEL -> Kind.CHANNEL_NOT_FOUND;
                    case PLAYLIST, OTHER -> Kind.NOT_FOUND;
                  },
                  Absence.valueOf(n.absence().name()),
                  n.getMessage(),
                  n.details(),
                  false);
          case PlatformException.Unplayable p ->
              new ReadFailure(Kind.UNPLAYABLE, Absence.UNKNOWN, p.getMessage(), p.details(), false);
          case PlatformException.Unavailable u ->
              new ReadFailure(
                  Kind.UNAVAILABLE, Absence.UNKNOWN, u.getMessage(), u.details(), retryable(u));
          case PlatformException.InvalidContinuation i ->
              new ReadFailure(
                  Kind.INVALID_CONTINUATION, Absence.UNKNOWN, i.getMessage(), i.details(), false);
        });
  }

  public boolean notFound() {
    return kind == Kind.VIDEO_NOT_FOUND || kind == Kind.CHANNEL_NOT_FOUND || kind == Kind.NOT_FOUND;
  }

  private static boolean retryable(PlatformException.Unavailable u) {
    return switch (u.fault().transience()) {
      case TRANSIENT, BLOCKED, DOUBTFUL -> true;
      case PERMANENT -> false;
      case LOCAL -> u.fault() != io.vidlens.platform.faults.UpstreamFault.NO_RECORDING;
    };
  }
}
