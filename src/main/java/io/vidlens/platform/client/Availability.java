package io.vidlens.platform.client;

import io.vidlens.platform.PlatformException;
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
    if (state.equals("ERROR")
        && !isAppRefusal(player)
        && !isReloadRefusal(player)) { // the caller's 503
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

  /**
   * Whether a player answer is one app's refusal, which says nothing about the video: status ERROR
   * "The following content is not available on this app." with the subreason "Watch on the latest
   * version of YouTube." (a {@code market://} link; yt-dlp #13930, #13969). The next client is
   * asked; when every client says so, it is upstream trouble (503), never a 404.
   */
  static boolean isAppRefusal(JsonNode player) {
    JsonNode status = player.path("playabilityStatus");
    if (!status.path("status").asString("").equals("ERROR")) {
      return false;
    }
    String words = (reason(status) + " " + status.path("errorScreen").toString());
    String lower = words.toLowerCase(Locale.ROOT);
    return lower.contains("not available on this app")
        || lower.contains("latest version of youtube");
  }

  /**
   * Whether a player answer is one client refusing a video the others may play: UNPLAYABLE with the
   * bare "This video is not available" (made-for-kids videos on the visionOS and VR apps; yt-dlp
   * #15780, #17252, PR #17462, pytubefix PR #397). Other reasons ("... in your country", members
   * only) are about the video and stand.
   */
  static boolean isClientRefusal(JsonNode player) {
    JsonNode status = player.path("playabilityStatus");
    if (!status.path("status").asString("").equals("UNPLAYABLE")) {
      return false;
    }
    String reason = reason(status).strip().toLowerCase(Locale.ROOT);
    if (reason.endsWith(".")) {
      reason = reason.substring(0, reason.length() - 1);
    }
    return reason.equals("this video is not available");
  }

  /**
   * Whether a player answer is "The page needs to be reloaded." (UNPLAYABLE from one client; yt-dlp
   * #17389, #16212, #17521; FreeTube #8790): the platform refusing this client's session, not the
   * video. The next client is asked; when every client says so, it is a 503, never the video's
   * state. Read by its words under any status, since only the words say it.
   */
  static boolean isReloadRefusal(JsonNode player) {
    JsonNode status = player.path("playabilityStatus");
    String state = status.path("status").asString("");
    if (state.isEmpty() || state.equals("OK")) {
      return false;
    }
    String words = (reason(status) + " " + status.path("errorScreen").toString());
    return words.toLowerCase(Locale.ROOT).contains("page needs to be reloaded");
  }

  /**
   * Whether a player answer plays (OK) but carries no {@code captions} block: some clients leave it
   * out while the next one lists the tracks (NewPipeExtractor since 2026-06; yt-dlp reads every
   * client's list), so this is not yet "no captions".
   */
  static boolean playsWithoutCaptions(JsonNode player) {
    return plays(player) && player.path("captions").isMissingNode();
  }

  /** Whether a player answer plays (OK) and carries a {@code captions} block. */
  static boolean playsWithCaptions(JsonNode player) {
    return plays(player) && !player.path("captions").isMissingNode();
  }

  private static boolean plays(JsonNode player) {
    return player.path("playabilityStatus").path("status").asString("").equals("OK");
  }

  /** The platform's words of a refusal: reason and subreason, for the 503's details. */
  static String refusalWords(JsonNode player) {
    JsonNode status = player.path("playabilityStatus");
    String sub =
        text(status.path("errorScreen").path("playerErrorMessageRenderer").path("subreason"));
    String reason = reason(status);
    return sub.isBlank() ? reason : reason + " " + sub;
  }

  /** Whether a player answer carries no playability status at all. */
  static boolean isEmptyPlayer(JsonNode player) {
    return !player.path("playabilityStatus").path("status").isString();
  }

  /** Whether a player answer is the platform's definitive "no such video" (or private). */
  static boolean isMissingVideo(JsonNode player) {
    if (isAppRefusal(player) || isReloadRefusal(player)) {
      return false;
    }
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
