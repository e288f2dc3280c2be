package io.vidlens.model;

/**
 * The platform's rule for a Short's length, said once: every module that tells a Short from a
 * long-form video by its length asks here.
 */
public final class ShortLength {

  /**
   * The longest video that can be a Short, in seconds (the platform's limit since October 2024).
   */
  public static final long MAX_SECONDS = 180;

  private ShortLength() {}

  /** Whether a video of this known length is short enough to be a Short. */
  public static boolean fits(long seconds) {
    return seconds <= MAX_SECONDS;
  }

  /**
   * Whether the platform's details make the video a Short: Shorts-eligible and of a known length
   * within {@link #MAX_SECONDS}.
   */
  public static boolean isShort(Boolean shortsEligible, Long lengthSeconds) {
    return Boolean.TRUE.equals(shortsEligible) && lengthSeconds != null && fits(lengthSeconds);
  }
}
