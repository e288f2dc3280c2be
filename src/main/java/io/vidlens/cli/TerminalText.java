package io.vidlens.cli;

/**
 * Text from the database as a terminal may print it: names and emails were typed by account
 * holders, so a control character (an ESC starting a terminal escape sequence, a bell, a line
 * break), an invisible format character (a right-to-left override, a zero-width space) or a lone
 * surrogate is shown as {@code ?}, never sent to the operator's terminal as is.
 */
final class TerminalText {

  private TerminalText() {}

  static String safe(String text) {
    if (text == null) {
      return "";
    }
    StringBuilder out = new StringBuilder(text.length());
    text.codePoints()
        .forEach(
            c -> {
              int type = Character.getType(c);
              boolean hidden =
                  type == Character.CONTROL
                      || type == Character.FORMAT
                      || type == Character.SURROGATE
                      || type == Character.LINE_SEPARATOR
                      || type == Character.PARAGRAPH_SEPARATOR
                      || type == Character.UNASSIGNED
                      || type == Character.PRIVATE_USE;
              if (hidden) {
                out.append('?');
              } else {
                out.appendCodePoint(c);
              }
            });
    return out.toString();
  }
}
