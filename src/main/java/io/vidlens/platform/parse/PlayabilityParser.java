package io.vidlens.platform.parse;

import io.vidlens.model.Playability;
import io.vidlens.model.Playability.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.JsonNode;

/** Reads {@code playabilityStatus} of a player answer. */
final class PlayabilityParser {

  private PlayabilityParser() {}

  static Playability parse(JsonNode player) {
    JsonNode status = Nodes.at(player, "playabilityStatus");
    String word = Nodes.string(status, "status");
    String reason = reason(status);
    List<String> subreasons = subreasons(status);
    return new Playability(kind(word, reason, subreasons, status), word, reason, subreasons);
  }

  private static Kind kind(String status, String reason, List<String> subreasons, JsonNode node) {
    String text = plain(reason);
    // Why a video is refused may stand only in the subreason, under a bare "Video unavailable"
    // ("This video contains content from X, who has blocked it in your country on copyright
    // grounds."): the refusal's words are read from both.
    String told = plain(reason + "\n" + String.join("\n", subreasons));
    if (text.contains("try again later")) {
      return Kind.RATE_LIMITED;
    }
    return switch (status) {
      case "OK" -> Kind.OK;
      case "LOGIN_REQUIRED" -> {
        if (text.contains("not a bot")) {
          yield Kind.BOT_CHECK;
        }
        if (text.contains("private")) {
          yield Kind.PRIVATE;
        }
        if (text.contains("inappropriate")
            || text.matches(".*\\bage\\b.*")
            || node.has("desktopLegacyAgeGateReason")) {
          yield Kind.AGE_RESTRICTED;
        }
        yield Kind.LOGIN_REQUIRED;
      }
      case "AGE_CHECK_REQUIRED", "AGE_VERIFICATION_REQUIRED", "CONTENT_CHECK_REQUIRED" ->
          Kind.AGE_RESTRICTED;
      // Quirk: reel_item_watch answers {} (no playabilityStatus at all) for malformed or unknown
      // IDs.
      case "", "ERROR" -> Kind.UNAVAILABLE;
      default -> unplayable(told); // UNPLAYABLE, LIVE_STREAM_OFFLINE, CUSTOM, anything new
    };
  }

  /** Lower case, with curly apostrophes made straight ("you’re" in the bot wall text). */
  private static String plain(String text) {
    return text.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
  }

  /**
   * Refused where the requester is, not removed: "not made this video available in your country",
   * "who has blocked it in your country on copyright grounds".
   */
  private static boolean regionBlocked(String text) {
    return text.contains("in your country") || text.contains("in your region");
  }

  /**
   * Why a video that exists is not played, from the reason's words (pytubefix's MembersOnly and
   * VideoRegionBlocked read the same sentences).
   */
  private static Kind unplayable(String text) {
    if (text.contains("members-only") || text.contains("channel's members")) {
      return Kind.MEMBERS_ONLY;
    }
    if (regionBlocked(text)) {
      return Kind.REGION_BLOCKED;
    }
    return Kind.UNPLAYABLE;
  }

  private static String reason(JsonNode status) {
    JsonNode screen = Nodes.at(status, "errorScreen");
    String dialog =
        Nodes.list(screen, "confirmDialogRenderer", "dialogMessages").stream()
            .map(PlatformText::of)
            .filter(text -> !text.isBlank())
            .findFirst()
            .orElse("");
    return Nodes.firstNonBlank(
        Nodes.string(status, "reason"),
        PlatformText.of(screen, "playerErrorMessageRenderer", "reason"),
        dialog,
        PlatformText.of(screen, "playerLegacyDesktopYpcOfferRenderer", "itemTitle"));
  }

  private static List<String> subreasons(JsonNode status) {
    List<String> out = new ArrayList<>();
    String sub = PlatformText.of(status, "errorScreen", "playerErrorMessageRenderer", "subreason");
    if (!sub.isBlank()) {
      out.add(sub);
    }
    Nodes.strings(status, "messages").stream().filter(s -> !s.isBlank()).forEach(out::add);
    return out;
  }
}
