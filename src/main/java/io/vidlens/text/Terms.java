package io.vidlens.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Words of a text: its tokens (in lower case), the text without links or tags, and a word in title
 * case.
 */
public final class Terms {

  private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}'’]*");
  private static final Pattern URL = Pattern.compile("(?i)\\b(?:https?://|www\\.)\\S+");
  private static final Pattern HANDLE_OR_TAG = Pattern.compile("[@#]\\S+");

  private Terms() {}

  /** Every word of {@code text} in lower case, stop words kept (for rules that read phrases). */
  public static List<String> tokens(String text) {
    List<String> words = new ArrayList<>();
    if (text == null) {
      return words;
    }
    Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT).replace('’', '\''));
    while (m.find()) {
      words.add(m.group());
    }
    return words;
  }

  /** {@code text} with its links, @handles and #tags blanked out: they are no one's language. */
  public static String withoutLinksOrTags(String text) {
    return HANDLE_OR_TAG.matcher(URL.matcher(text).replaceAll(" ")).replaceAll(" ");
  }

  public static String titleCase(String word) {
    return word.isEmpty() ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1);
  }
}
