package io.vidlens.model;

/**
 * A value from outside (a client's ID, sort or channel reference) that is not one, or a request the
 * platform cannot serve as asked: the caller's to fix. It carries the short words and the details
 * the caller is told; the HTTP edge answers it as a 400 in the error envelope, so that the layers
 * below it say what is wrong without knowing about HTTP.
 */
public final class InvalidInput extends ExplainedFailure {

  public InvalidInput(String message, String details) {
    super(message, details);
  }
}
