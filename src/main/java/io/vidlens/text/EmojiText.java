package io.vidlens.text;

import java.util.Locale;
import java.util.Map;

/**
 * Emoji as VADER reads them: VADER replaces each emoji by its description and scores the words. The
 * descriptions here are the emoji's Unicode character names from the JDK ({@link
 * Character#getName}, e.g. 😂 "face with tears of joy", 😢 "crying face"), so no second data file
 * is needed. Some emoji carry a sentiment their names do not (👍 "thumbs up sign", 🔥 "fire"): they
 * stay tokens of their own with the valences of {@link #VALENCES}, and every heart other than the
 * broken one reads as ❤. Skin tones, variation selectors and joiners are dropped.
 */
public final class EmojiText {

  /** Valences on VADER's −4..+4 scale for emoji whose names say nothing or say it wrongly. */
  public static final Map<String, Double> VALENCES =
      Map.ofEntries(
          Map.entry("❤", 2.7),
          Map.entry("👍", 1.8),
          Map.entry("👏", 1.8),
          Map.entry("🙌", 1.8),
          Map.entry("🔥", 2.0),
          Map.entry("💯", 1.8),
          Map.entry("🙏", 1.5),
          Map.entry("🤩", 2.5),
          Map.entry("👎", -1.8),
          Map.entry("😡", -2.3),
          Map.entry("🤬", -2.6),
          Map.entry("🤮", -2.3),
          Map.entry("🤢", -1.8),
          Map.entry("😴", -1.0),
          Map.entry("🥱", -1.0),
          Map.entry("💀", 0.0));

  private static final String HEART = "❤";

  private EmojiText() {}

  /** {@code text} with every emoji replaced by a valence token or its name, set off by spaces. */
  static String describe(String text) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    text.codePoints()
        .forEach(
            cp -> {
              if (cp > 0x7F && (Character.isEmojiComponent(cp) || Character.isEmojiModifier(cp))) {
                return; // FE0F, ZWJ, skin tones, keycap, tags: parts of an emoji, no meaning alone
              }
              if (cp <= 0x7F || !Character.isExtendedPictographic(cp)) {
                out.appendCodePoint(cp);
                return;
              }
              String emoji = new String(Character.toChars(cp));
              String name = Character.getName(cp);
              String token;
              if (VALENCES.containsKey(emoji)) {
                token = emoji;
              } else if (name != null && name.contains("HEART") && !name.contains("BROKEN")) {
                token = HEART;
              } else {
                token = name == null ? "" : name.toLowerCase(Locale.ROOT);
              }
              out.append(' ').append(token).append(' ');
            });
    return out.toString();
  }
}
