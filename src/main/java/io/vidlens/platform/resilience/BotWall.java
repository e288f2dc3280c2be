package io.vidlens.platform.resilience;

import java.util.Locale;
import tools.jackson.databind.JsonNode;

/**
 * The bot wall: a player answer with {@code playabilityStatus.status = LOGIN_REQUIRED} and the
 * reason "Sign in to confirm you're not a bot", or guest throttling ("try again later"). It blocks
 * the requester, not the video, so it is upstream trouble (503), never "video not found". Age
 * restriction is LOGIN_REQUIRED too, with another reason ("Sign in to confirm your age"), which is
 * why the reason is read.
 */
public final class BotWall {

  private BotWall() {}

  /**
   * Whether a player answer (bare, or wrapped as reel_item_watch's {@code playerResponse}) is the
   * bot wall.
   */
  public static boolean matches(JsonNode answer) {
    JsonNode status = answer.path("playabilityStatus");
    if (status.isMissingNode()) {
      status = answer.path("playerResponse").path("playabilityStatus");
    }
    String reason =
        status.path("reason").asString("").replace('\u2019', '\'').toLowerCase(Locale.ROOT);
    // Guest throttling: "This content isn't available, try again later." (any status). It blocks
    // the requester for a while, so it must not be cached as the video's state.
    if (reason.contains("try again later")) {
      return true;
    }
    if (!"LOGIN_REQUIRED".equals(status.path("status").asString(""))) {
      return false;
    }
    return reason.contains("not a bot");
  }
}
