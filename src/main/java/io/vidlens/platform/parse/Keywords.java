package io.vidlens.platform.parse;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits the channel keywords string, where multi-word keywords are quoted: {@code space "black
 * hole" life}.
 */
final class Keywords {

  private Keywords() {}

  static List<String> split(String text) {
    List<String> out = new ArrayList<>();
    if (text == null) {
      return out;
    }
    StringBuilder current = new StringBuilder();
    boolean quoted = false;
    for (char c : text.toCharArray()) {
      if (c == '"') {
        quoted = !quoted;
        flush(current, out);
      } else if (Character.isWhitespace(c) && !quoted) {
        flush(current, out);
      } else {
        current.append(c);
      }
    }
    flush(current, out);
    return out;
  }

  private static void flush(StringBuilder current, List<String> out) {
    String word = current.toString().trim();
    if (!word.isEmpty()) {
      out.add(word);
    }
    current.setLength(0);
  }
}
