package io.vidlens.model;

/**
 * The rules for what a client sends and what of it an answer may repeat: identifiers never hold
 * control characters (only plain spaces around them are forgiven), and an echo of client input is
 * at most {@link #MAX_ECHO} characters with control characters replaced, so that a hostile request
 * cannot make its answer large or smuggle bytes into the client's logs. (The bulk operations repeat
 * at most 10 IDs: {@code videoIds} holds at most 10, and a longer list is refused without echo.)
 */
public final class ClientInput {

  /** The longest echo of one client value in an answer, in characters. */
  public static final int MAX_ECHO = 64;

  private ClientInput() {}

  /** Whether the value holds a control character (U+0000 to U+001F, U+007F to U+009F). */
  public static boolean hasControlCharacter(String value) {
    if (value == null) {
      return false;
    }
    for (int i = 0; i < value.length(); i++) {
      if (Character.isISOControl(value.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  /** Whether the value holds a NUL character (U+0000), which no store accepts as text. */
  public static boolean hasNul(String value) {
    return value != null && value.indexOf('\u0000') >= 0;
  }

  /**
   * Whether the text has something to read: a letter, digit, punctuation mark or symbol. Text made
   * only of spaces of any kind (U+00A0 too), invisible format characters (U+200B, U+FEFF, bidi
   * marks), control characters, combining marks with nothing to combine with, unassigned code
   * points or lone surrogates has not.
   */
  public static boolean hasVisibleCharacter(String value) {
    if (value == null) {
      return false;
    }
    return value
        .codePoints()
        .anyMatch(
            c ->
                !Character.isWhitespace(c)
                    && !Character.isSpaceChar(c)
                    && switch (Character.getType(c)) {
                      case Character.CONTROL,
                          Character.FORMAT,
                          Character.SURROGATE,
                          Character.UNASSIGNED,
                          Character.NON_SPACING_MARK,
                          Character.ENCLOSING_MARK,
                          Character.COMBINING_SPACING_MARK ->
                          false;
                      default -> true;
                    });
  }

  /**
   * The value without leading and trailing plain spaces (U+0020 only: a tab, a line break or a NUL
   * byte is not forgiven, it makes the value invalid).
   */
  public static String stripSpaces(String value) {
    if (value == null) {
      return null;
    }
    int start = 0;
    int end = value.length();
    while (start < end && value.charAt(start) == ' ') {
      start++;
    }
    while (end > start && value.charAt(end - 1) == ' ') {
      end--;
    }
    return value.substring(start, end);
  }

  /**
   * The value as an answer may repeat it: control characters shown as U+FFFD, cut to {@link
   * #MAX_ECHO} characters (the last one an ellipsis when cut), without splitting a surrogate pair.
   */
  public static String echo(String value) {
    if (value == null) {
      return "";
    }
    StringBuilder out = new StringBuilder(Math.min(value.length(), MAX_ECHO));
    boolean cut = value.length() > MAX_ECHO;
    int keep = cut ? MAX_ECHO - 1 : value.length();
    if (cut && Character.isHighSurrogate(value.charAt(keep - 1))) {
      keep--;
    }
    for (int i = 0; i < keep; i++) {
      char c = value.charAt(i);
      out.append(Character.isISOControl(c) ? '\uFFFD' : c);
    }
    if (cut) {
      out.append('…');
    }
    return out.toString();
  }

  /**
   * The refusal of an identifier with a control character (a 400 on the wire); the value itself is
   * not repeated. {@code what} names it for the client ("The video ID").
   */
  public static InvalidInput controlCharacter(String message, String what) {
    return new InvalidInput(
        message,
        what
            + " contains a control character (such as a NUL byte, a tab or a line break); send the"
            + " identifier alone, without control characters.");
  }
}
