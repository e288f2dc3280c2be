package io.vidlens.platform.resilience;

import java.util.Locale;
import tools.jackson.databind.JsonNode;

/**
 * The bot wall: a player answer with {@code playabilityStatus.status = LOGIN_REQUIRED} and the
 * reason "Sign in to confirm you're not a bot". It blocks the requester, not the video, so it is
 * upstream trouble (503), never "video not found". Age restriction is LOGIN_REQUIRED too, with
 * another reason ("Sign in to confirm your age"), which is why the reason is read.
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
    if (!"LOGIN_REQUIRED".equals(status.path("status").asString(""))) {
      return false;
    }
    String reason =
        status.path("reason").asString("").replace('\u2019', '\'').toLowerCase(Locale.ROOT);
    return reason.contains("not a bot");
  }
}
