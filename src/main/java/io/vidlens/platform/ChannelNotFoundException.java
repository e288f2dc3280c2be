package io.vidlens.platform;

import io.vidlens.api.ApiException;
import org.springframework.http.HttpStatus;

/**
 * The channel (or handle, or channel URL) does not exist or was terminated: 404 "Channel not
 * found".
 */
public class ChannelNotFoundException extends ApiException {

  public ChannelNotFoundException(String channel, String reason) {
    super(
        HttpStatus.NOT_FOUND,
        "Channel not found",
        "Channel "
            + channel
            + " is not available"
            + (reason == null || reason.isBlank() ? "." : ": " + reason));
  }
}
