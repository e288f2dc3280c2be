package io.vidlens.model;

/**
 * A failure that is an answer, not a bug: its message and {@link #details()} are the short words
 * and the explanation a caller is told (the error envelope's), never internals. It is made without
 * a stack trace, which no one reads for an expected refusal.
 */
public abstract class ExplainedFailure extends RuntimeException {

  private final String details;

  protected ExplainedFailure(String message, String details) {
    super(message, null, false, false);
    this.details = details;
  }

  /** What a caller is told about it, in words. */
  public String details() {
    return details;
  }
}
