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
   * A player answer for a missing, removed or private video: status ERROR, or LOGIN_REQUIRED
   * because it is private. An answer without a playability status ({@code {}}) says nothing about
   * the video (the platform sends it to requesters it doubts): upstream trouble, never a 404.
   */
  static void requireVideo(String videoId, JsonNode player) {
    JsonNode status = player.path("playabilityStatus");
    String state = status.path("status").asString("");
    String reason = reason(status);
    if (state.isEmpty()) {
      return; // see isEmptyPlayer: the caller's 503
    }
    String lower = reason.toLowerCase(Locale.ROOT);
    if (state.equals("ERROR")) {
      // "This video has been removed by the uploader", "... removed for violating ...", "...
      // account ... has been terminated": the platform says it existed. "This video is
      // unavailable": unknown.
      boolean removed = lower.contains("removed") || lower.contains("terminated");
      throw PlatformException.videoNotFound(
          videoId,
          reason,
          removed ? PlatformException.Absence.REMOVED : PlatformException.Absence.UNKNOWN);
    }
    if (isPrivate(state, lower)) {
      throw PlatformException.videoNotFound(videoId, reason, PlatformException.Absence.PRIVATE);
    }
  }

  /** Whether a player answer carries no playability status at all. */
  static boolean isEmptyPlayer(JsonNode player) {
    return !player.path("playabilityStatus").path("status").isString();
  }

  /** Whether a player answer is the platform's definitive "no such video" (or private). */
  static boolean isMissingVideo(JsonNode player) {
    JsonNode status = player.path("playabilityStatus");
    String state = status.path("status").asString("");
    return state.equals("ERROR") || isPrivate(state, reason(status).toLowerCase(Locale.ROOT));
  }

  private static boolean isPrivate(String state, String lowerReason) {
    return state.equals("LOGIN_REQUIRED") && lowerReason.contains("private");
  }

  /** The filtered web player answer with neither microformat nor videoDetails. */
  static boolean isEmptyMicroformat(JsonNode answer) {
    return answer.path("microformat").isMissingNode()
        && answer.path("videoDetails").isMissingNode();
  }

  /** Whether a browse answer is the platform's "does not exist" (see {@link #requirePage}). */
  static boolean isMissingPage(JsonNode page) {
    return page.path("contents").isMissingNode() && errorAlert(page) != null;
  }

  /**
   * A browse answer without contents but with an ERROR alert: "This channel does not exist.",
   * removed for violating guidelines, terminated account.
   */
  static void requirePage(String browseId, JsonNode page) {
    if (!page.path("contents").isMissingNode()) {
      return;
    }
    JsonNode error = errorAlert(page);
    if (error != null) {
      throw notFound(browseId, text(error.path("text")));
    }
  }

  private static JsonNode errorAlert(JsonNode page) {
    for (JsonNode alert : page.path("alerts")) {
      JsonNode renderer = alert.path("alertRenderer");
      if ("ERROR".equals(renderer.path("type").asString(""))) {
        return renderer;
      }
    }
    return null;
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
