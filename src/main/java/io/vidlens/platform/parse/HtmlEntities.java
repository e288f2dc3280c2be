package io.vidlens.platform.parse;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Decodes the HTML entities left in caption text. Quirk: srv1 escapes twice ("&amp;#39;"), so after
 * the XML parser one layer of entities ("&#39;", "&quot;") remains.
 */
final class HtmlEntities {

  private static final Pattern ENTITY = Pattern.compile("&(#x[0-9a-fA-F]+|#\\d+|[a-zA-Z]+);");
  private static final Map<String, String> NAMED =
      Map.of("amp", "&", "lt", "<", "gt", ">", "quot", "\"", "apos", "'", "nbsp", "\u00a0");

  private HtmlEntities() {}

  static String decode(String text) {
    if (text == null || text.indexOf('&') < 0) {
      return text == null ? "" : text;
    }
    Matcher m = ENTITY.matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String name = m.group(1);
      String replacement = m.group(0);
      try {
        if (name.startsWith("#x")) {
          replacement = Character.toString(Integer.parseInt(name.substring(2), 16));
        } else if (name.startsWith("#")) {
          replacement = Character.toString(Integer.parseInt(name.substring(1)));
        } else if (NAMED.containsKey(name)) {
          replacement = NAMED.get(name);
        }
      } catch (IllegalArgumentException invalid) {
        // not a code point: keep the text as it was
      }
      m.appendReplacement(out, Matcher.quoteReplacement(replacement));
    }
    m.appendTail(out);
    return out.toString();
  }
}
