package io.vidlens.platform.faults;

import org.springframework.modulith.NamedInterface;

/** Why the platform gave no usable answer; decides retrying, the breaker and the retry-after. */
@NamedInterface("faults")
public enum UpstreamFault {
  /** HTTP 429 or the "unusual traffic" captcha page: this address is being throttled. */
  THROTTLED(
      Transience.BLOCKED,
      "The video platform is throttling requests from this server; try again later."),
  /** {@code player} answered LOGIN_REQUIRED "Sign in to confirm you're not a bot". */
  BOT_WALL(
      Transience.BLOCKED,
      "The video platform asked this server to prove it is not a bot; try again later."),
  /**
   * A player answered {@code {}} or without a playability status: what the platform sends a
   * requester it doubts, and also what ANDROID answers for an unknown video, so the next client is
   * asked. Ambiguous on its own: see {@link Transience#DOUBTFUL}.
   */
  EMPTY_ANSWER(
      Transience.DOUBTFUL,
      "The video platform answered with nothing, as it does when it doubts this server; try again later."),
  /**
   * The answer is about another video or channel than the one asked for: never served, and a sign
   * that the platform is feeding this identity wrong answers.
   */
  WRONG_ANSWER(
      Transience.BLOCKED,
      "The video platform answered about something else than what was asked; try again later."),
  /** The cookie-consent page came instead of an answer: the SOCS cookie was not honoured. */
  CONSENT(
      Transience.PERMANENT, "The video platform asked for cookie consent instead of answering."),
  /** HTTP 5xx. */
  SERVER_ERROR(Transience.TRANSIENT, "The video platform answered with a server error."),
  /** No answer within the request timeout. */
  TIMEOUT(Transience.TRANSIENT, "The video platform did not answer in time."),
  /** Connection refused, reset or closed early. */
  CONNECTION(Transience.TRANSIENT, "The video platform could not be reached."),
  /** The answer is not what the endpoint answers (not JSON where JSON is due). */
  UNEXPECTED_ANSWER(
      Transience.PERMANENT,
      "The video platform answered in a form this version of Vidlens does not understand."),
  /** Our own outbound rate limit: waiting longer than allowed. Not the platform's fault. */
  RATE_LIMITED(
      Transience.LOCAL, "This server's request budget for the video platform is spent for now."),
  /** Too many upstream calls in flight and no slot within the wait. */
  BULKHEAD_FULL(Transience.LOCAL, "Too many requests to the video platform are in progress."),
  /** The circuit breaker is open after repeated failures. */
  CIRCUIT_OPEN(
      Transience.LOCAL, "Requests to the video platform are paused after repeated failures."),
  /** Replay mode, and no recording answers the request. */
  NO_RECORDING(Transience.LOCAL, "Replay mode: no recording answers this request.");

  /** How a failure of this kind behaves, for the retry and breaker policies. */
  public enum Transience {
    /** Likely to pass on a later try: retried with backoff, counted by the breaker. */
    TRANSIENT,
    /** The requester is blocked: retried only through another proxy, counted by the breaker. */
    BLOCKED,
    /** Will not pass by trying again now: not retried, counted by the breaker. */
    PERMANENT,
    /**
     * Maybe a block, maybe an answer about the thing asked (ANDROID's {@code {}} for an unknown
     * video): not retried, not counted by the breaker and no proxy set aside, or a client asking
     * for unknown IDs could open breakers and bench proxies. The caller asks another client and
     * treats it as a block only when no client answers.
     */
    DOUBTFUL,
    /** Our own limits or setup: neither retried nor counted against the platform. */
    LOCAL
  }

  private final Transience transience;
  private final String details;

  UpstreamFault(Transience transience, String details) {
    this.transience = transience;
    this.details = details;
  }

  /** What an API caller is told: the kind of trouble, never internals. */
  public String details() {
    return details;
  }

  public Transience transience() {
    return transience;
  }

  /** Whether the breaker should count it: trouble the platform surely made, nothing we did. */
  public boolean isPlatformFailure() {
    return transience != Transience.LOCAL && transience != Transience.DOUBTFUL;
  }
}
