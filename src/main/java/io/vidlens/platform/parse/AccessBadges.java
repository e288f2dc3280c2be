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
