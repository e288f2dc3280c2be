package io.vidlens.platform;

import java.util.Locale;
import tools.jackson.databind.JsonNode;

/**
 * Turns the platform's "this does not exist" answers into typed 404s. Only the unambiguous ones: a
 * restricted, members-only or age-gated video still exists and goes to the parsers.
 */
final class Availability {

  private Availability() {}

  /**
   * A player answer for a missing, removed or private video: no playability status at all (an
   * invalid or unknown ID answers {@code {}}), status ERROR, or LOGIN_REQUIRED because it is
   * private.
   */
  static void requireVideo(String videoId, JsonNode player) {
    JsonNode status = player.path("playabilityStatus");
    String state = status.path("status").asString("");
    String reason = reason(status);
    if (state.isEmpty()) {
      throw PlatformException.videoNotFound(videoId, "the platform knows no such video");
    }
    String lower = reason.toLowerCase(Locale.ROOT);
    if (state.equals("ERROR")) {
      // "This video has been removed by the uploader", "... removed for violating ...", "...
      // account
      // ... has been terminated": the platform says it existed. "This video is unavailable":
      // unknown.
      boolean removed = lower.contains("removed") || lower.contains("terminated");
      throw PlatformException.videoNotFound(
          videoId,
          reason,
          removed ? PlatformException.Absence.REMOVED : PlatformException.Absence.UNKNOWN);
    }
    if (state.equals("LOGIN_REQUIRED") && lower.contains("private")) {
      throw PlatformException.videoNotFound(videoId, reason, PlatformException.Absence.PRIVATE);
    }
  }

  /**
   * The filtered web player answer has neither microformat nor videoDetails for a missing video.
   */
  static void requireMicroformat(String videoId, JsonNode answer) {
    if (answer.path("microformat").isMissingNode() && answer.path("videoDetails").isMissingNode()) {
      throw PlatformException.videoNotFound(videoId, "the platform knows no such video");
    }
  }

  /**
   * A browse answer without contents but with an ERROR alert: "This channel does not exist.",
   * removed for violating guidelines, terminated account.
   */
  static void requirePage(String browseId, JsonNode page) {
    if (!page.path("contents").isMissingNode()) {
      return;
    }
    for (JsonNode alert : page.path("alerts")) {
      JsonNode renderer = alert.path("alertRenderer");
      if ("ERROR".equals(renderer.path("type").asString(""))) {
        throw notFound(browseId, text(renderer.path("text")));
      }
    }
  }

  /** The 404 for a browse ID: a channel (UC...), a playlist (VL..., PL...), or anything else. */
  static PlatformException.NotFound notFound(String browseId, String reason) {
    PlatformException.Resource resource =
        browseId.startsWith("UC")
            ? PlatformException.Resource.CHANNEL
            : browseId.startsWith("VL") || browseId.startsWith("PL")
                ? PlatformException.Resource.PLAYLIST
                : PlatformException.Resource.OTHER;
    return new PlatformException.NotFound(
        resource, browseId, reason, PlatformException.Absence.UNKNOWN);
  }

  private static String reason(JsonNode status) {
    return status.path("reason").asString("");
  }

  /** simpleText, or the runs joined. */
  private static String text(JsonNode text) {
    if (text.path("simpleText").isString()) {
      return text.path("simpleText").stringValue();
    }
    StringBuilder out = new StringBuilder();
    for (JsonNode run : text.path("runs")) {
      out.append(run.path("text").asString(""));
    }
    return out.toString();
  }
}
