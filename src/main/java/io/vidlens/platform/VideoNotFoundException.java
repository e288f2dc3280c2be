package io.vidlens.platform;

import io.vidlens.api.ApiException;
import org.springframework.http.HttpStatus;

/**
 * The video does not exist, was removed, or is private: 404 "Video not found". {@link #kind()} says
 * which, when the platform said: Get RPM answers a private or removed video with its {@code
 * success: false} body instead of a 404.
 */
public class VideoNotFoundException extends ApiException {

  /** What the platform said about the missing video. */
  public enum Kind {
    /**
     * No such video, or the platform did not say why ("This video is unavailable", an empty
     * answer).
     */
    UNKNOWN,
    /** "This video is private". */
    PRIVATE,
    /**
     * The platform says it was removed (by the uploader, for a policy, with a terminated account).
     */
    REMOVED
  }

  private final Kind kind;

  public VideoNotFoundException(String videoId, String reason) {
    this(videoId, reason, Kind.UNKNOWN);
  }

  public VideoNotFoundException(String videoId, String reason, Kind kind) {
    super(
        HttpStatus.NOT_FOUND,
        "Video not found",
        "Video "
            + videoId
            + " is not available"
            + (reason == null || reason.isBlank() ? "." : ": " + reason));
    this.kind = kind == null ? Kind.UNKNOWN : kind;
  }

  public Kind kind() {
    return kind;
  }
}
