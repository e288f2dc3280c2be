package io.vidlens.platform.parse;

import io.vidlens.model.VideoItem.Access;
import java.util.Locale;
import tools.jackson.databind.JsonNode;

/**
 * Who may watch a listed video, from its badges: a lockup's {@code badgeViewModel} ({@code
 * badgeStyle} BADGE_MEMBERS_ONLY in its metadata rows) or an older renderer's {@code
 * metadataBadgeRenderer} ({@code style} BADGE_STYLE_TYPE_MEMBERS_ONLY or BADGE_STYLE_TYPE_PREMIUM),
 * as yt-dlp and NewPipeExtractor read them. The style decides, since the text is localised; the
 * English text ("Members only", "Premium") is the fallback for an entry without a style.
 */
final class AccessBadges {

  private AccessBadges() {}

  static Access of(JsonNode below) {
    for (JsonNode badge : Nodes.findAll(below, "badgeViewModel")) {
      Access a = access(Nodes.string(badge, "badgeStyle"), PlatformText.of(badge, "badgeText"));
      if (a != Access.PUBLIC) {
        return a;
      }
    }
    for (JsonNode badge : Nodes.findAll(below, "metadataBadgeRenderer")) {
      Access a = access(Nodes.string(badge, "style"), Nodes.string(badge, "label"));
      if (a != Access.PUBLIC) {
        return a;
      }
    }
    return Access.PUBLIC;
  }

  /**
   * Whether an entry carries the paid-original badge: style BADGE_STYLE_TYPE_YPC ("Free of charge"
   * in en-GB), the platform's mark of a paid production made free (Vsauce's Mind Field).
   */
  static boolean paidOriginal(JsonNode below) {
    for (JsonNode badge : Nodes.findAll(below, "metadataBadgeRenderer")) {
      if (Nodes.string(badge, "style").toUpperCase(Locale.ROOT).endsWith("_YPC")) {
        return true;
      }
    }
    for (JsonNode badge : Nodes.findAll(below, "badgeViewModel")) {
      if (Nodes.string(badge, "badgeStyle").toUpperCase(Locale.ROOT).endsWith("YPC")) {
        return true;
      }
    }
    return false;
  }

  static Access access(String style, String text) {
    String s = style.toUpperCase(Locale.ROOT);
    if (s.endsWith("MEMBERS_ONLY")) {
      return Access.MEMBERS_ONLY;
    }
    if (s.endsWith("_PREMIUM")) {
      return Access.PREMIUM;
    }
    if (!s.isEmpty()) {
      return Access.PUBLIC;
    }
    String t = text.strip().toLowerCase(Locale.ROOT);
    return t.equals("members only")
        ? Access.MEMBERS_ONLY
        : t.equals("premium") ? Access.PREMIUM : Access.PUBLIC;
  }
}
