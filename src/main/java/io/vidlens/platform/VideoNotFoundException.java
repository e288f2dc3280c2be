package io.vidlens.platform;

import io.vidlens.api.ApiException;
import org.springframework.http.HttpStatus;

/** The video does not exist, was removed, or is private: 404 "Video not found". */
public class VideoNotFoundException extends ApiException {

  public VideoNotFoundException(String videoId, String reason) {
    super(
        HttpStatus.NOT_FOUND,
        "Video not found",
        "Video " + videoId + " is not available" + (reason == null || reason.isBlank() ? "." : ": " + reason));
  }
}
