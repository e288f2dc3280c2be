package io.vidlens.platform.transport;

import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.faults.UpstreamFault;

/** Replay mode, and no recording matches the request: says which request and where it looked. */
public class NoRecordingException extends UpstreamFailure {

  private final ExchangeKey key;

  public NoRecordingException(ExchangeKey key, String searched) {
    super(UpstreamFault.NO_RECORDING, "No recording answers " + key + " in " + searched);
    this.key = key;
  }

  public ExchangeKey key() {
    return key;
  }
}
