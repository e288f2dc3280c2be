package io.vidlens.platform;

import io.vidlens.model.ExplainedFailure;
import io.vidlens.model.Playability;
import io.vidlens.platform.faults.UpstreamFault;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Why the platform gave no data, typed so that the layers above can decide without HTTP types: the
 * thing asked for does not exist ({@link NotFound}), a video exists but the platform does not play
 * it to this server ({@link Unplayable}), the platform cannot answer now ({@link Unavailable}), or
 * it refused a continuation token ({@link InvalidContinuation}). The API's error advice turns each
 * into the error envelope (404, 403 or 451, 503 with retry-after, 400); {@link #getMessage()} and
 * {@link #details()} are the envelope's words, never internals.
 */
public abstract sealed class PlatformException extends ExplainedFailure
    permits PlatformException.NotFound,
        PlatformException.Unplayable,
        PlatformException.Unavailable,
        PlatformException.InvalidContinuation {

  private PlatformException(String message, String details) {
    super(message, details);
  }

  /** What kind of thing was not found. */
  public enum Resource {
    VIDEO,
    CHANNEL,
    PLAYLIST,
    OTHER
  }

  /** What the platform said about a missing video, when it said. */
  public enum Absence {
    /**
     * No such video, or the platform did not say why ("This video is unavailable", an empty
     * answer).
     */
    UNKNOWN,
    /** "This video is private". */
    PRIVATE,
    /** The platform says it existed and was removed (by the uploader, for a policy, ...). */
    REMOVED
  }

  public static NotFound videoNotFound(String videoId, String reason) {
    return new NotFound(Resource.VIDEO, videoId, reason, Absence.UNKNOWN);
  }

  public static NotFound videoNotFound(String videoId, String reason, Absence absence) {
    return new NotFound(Resource.VIDEO, videoId, reason, absence);
  }

  public static NotFound channelNotFound(String channel, String reason) {
    return new NotFound(Resource.CHANNEL, channel, reason, Absence.UNKNOWN);
  }

  /** The thing does not exist, was removed, is private or was terminated. */
  public static final class NotFound extends PlatformException {

    private final Resource resource;
    private final Absence absence;

    /** {@code reason}: the platform's words, or ours when it gave none; may be null or empty. */
    public NotFound(Resource resource, String id, String reason, Absence absence) {
      super(message(resource), details(resource, id, reason));
      this.resource = resource;
      this.absence = absence == null ? Absence.UNKNOWN : absence;
    }

    public Resource resource() {
      return resource;
    }

    public Absence absence() {
      return absence;
    }

    private static String message(Resource resource) {
      return switch (resource) {
        case VIDEO -> "Video not found";
        case CHANNEL -> "Channel not found";
        case PLAYLIST -> "Playlist not found";
        case OTHER -> "Not found";
      };
    }

    private static String details(Resource resource, String id, String reason) {
      String why = reason == null || reason.isBlank() ? "." : ": " + reason;
      return switch (resource) {
        case VIDEO -> "Video " + id + " is not available" + why;
        case CHANNEL -> "Channel " + id + " is not available" + why;
        case PLAYLIST -> "Playlist " + id + " is not available.";
        case OTHER -> id + " is not available on the platform.";
      };
    }
  }

  /**
   * The video exists but the platform does not play it to an anonymous requester here (age gate,
   * members only, region block, an offline live stream, ...): what it holds behind the player, such
   * as caption tracks, cannot be read. Definitive for this server, not upstream trouble.
   */
  public static final class Unplayable extends PlatformException {

    private final String videoId;
    private final Playability playability;

    public Unplayable(String videoId, Playability playability) {
      super(message(playability.kind()), details(videoId, playability));
      this.videoId = videoId;
      this.playability = playability;
    }

    public String videoId() {
      return videoId;
    }

    /** What the platform said: its status word, reason and subreasons. */
    public Playability playability() {
      return playability;
    }

    /** Whether the refusal is about where the requester is (a region block). */
    public boolean regional() {
      return playability.kind() == Playability.Kind.REGION_BLOCKED;
    }

    private static String message(Playability.Kind kind) {
      return switch (kind) {
        case AGE_RESTRICTED -> "Video age-restricted";
        case MEMBERS_ONLY -> "Video for channel members only";
        case REGION_BLOCKED -> "Video not available in this region";
        case LOGIN_REQUIRED -> "Video requires sign-in";
        default -> "Video not playable";
      };
    }

    private static String details(String videoId, Playability p) {
      String said =
          Stream.concat(Stream.of(p.reason()), p.subreasons().stream())
              .filter(text -> !text.isBlank())
              .distinct()
              .collect(Collectors.joining(" "));
      return "Video "
          + videoId
          + " exists, but the video platform does not play it to this server, so its captions"
          + " cannot be read. The platform says: "
          + (p.status().isBlank() ? "" : p.status() + (said.isEmpty() ? "" : ": "))
          + said;
    }
  }

  /**
   * The platform cannot answer now (throttled, blocked, down, too slow, an answer we cannot read,
   * or our own pacing said wait): 503 with a retry-after, never charged. {@link #fault()} says why,
   * for logs, metrics and retry decisions, never for callers.
   */
  public static final class Unavailable extends PlatformException {

    private final UpstreamFault fault;
    private final long retryAfterSeconds;

    public Unavailable(UpstreamFault fault, String details, long retryAfterSeconds) {
      super("Service Unavailable", details);
      this.fault = fault;
      this.retryAfterSeconds = Math.max(1, retryAfterSeconds);
    }

    public UpstreamFault fault() {
      return fault;
    }

    public long retryAfterSeconds() {
      return retryAfterSeconds;
    }
  }

  /** The platform rejected a continuation token: the caller starts again from the first page. */
  public static final class InvalidContinuation extends PlatformException {

    public InvalidContinuation() {
      super(
          "Invalid continuation token",
          "The platform rejected the continuation token; start again from the first page.");
    }
  }
}
