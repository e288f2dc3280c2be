package io.vidlens.model;

import java.util.List;

/**
 * Whether the player would play a video, from {@code playabilityStatus}. {@code status} is the
 * platform's word (OK, LOGIN_REQUIRED, UNPLAYABLE, ERROR, ...), {@code reason} its explanation.
 */
public record Playability(Kind kind, String status, String reason, List<String> subreasons) {

  public Playability {
    status = status == null ? "" : status;
    reason = reason == null ? "" : reason;
    subreasons = List.copyOf(subreasons);
  }

  public enum Kind {
    /** Plays. */
    OK,
    /**
     * LOGIN_REQUIRED because of age restriction ("This video may be inappropriate for some users").
     */
    AGE_RESTRICTED,
    /**
     * LOGIN_REQUIRED with "Sign in to confirm you're not a bot": the platform blocks the requester,
     * not the video. Report as upstream unavailable (503), never as "not found".
     */
    BOT_CHECK,
    /** Guest-session throttling ("This content isn't available, try again later"). */
    RATE_LIMITED,
    /** LOGIN_REQUIRED with "This video is private". */
    PRIVATE,
    /** Another sign-in demand. */
    LOGIN_REQUIRED,
    /**
     * UNPLAYABLE for channel members only ("Join this channel to get access to members-only
     * content", "available to this channel's members").
     */
    MEMBERS_ONLY,
    /** UNPLAYABLE in the requester's country ("not made this video available in your country"). */
    REGION_BLOCKED,
    /** Exists but cannot be played here: Premium, an offline live stream, anything else. */
    UNPLAYABLE,
    /** Removed, never existed, or an empty answer (the platform answers {} for malformed IDs). */
    UNAVAILABLE
  }

  public boolean playable() {
    return kind == Kind.OK;
  }

  /** True when the answer says nothing about the video because the requester was refused. */
  public boolean requesterBlocked() {
    return kind == Kind.BOT_CHECK || kind == Kind.RATE_LIMITED;
  }
}
