package io.vidlens.thumbnails;

/**
 * An image that will not be processed: the URL is not allowed, the fetch failed, the bytes are not
 * a JPEG, PNG or WebP image, or a limit was hit. The message is safe to show a client (it never
 * names a resolved address or a server path); it becomes 422 "Unable to process image".
 */
class ImageRejected extends Exception {

  /** Whether trying again later could succeed (a timeout, a 5xx), as opposed to a refusal. */
  private final boolean transientFailure;

  ImageRejected(String message) {
    this(message, false);
  }

  ImageRejected(String message, boolean transientFailure) {
    super(message, null, false, false);
    this.transientFailure = transientFailure;
  }

  boolean isTransient() {
    return transientFailure;
  }
}
