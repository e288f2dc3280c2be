package io.vidlens.platform.parse;

/**
 * Thrown by an item parser for an entry of its kind whose type it does not know (a lockup of an
 * album): the entry is left out as an unknown kind, named {@code kind}, rather than as unreadable.
 */
final class UnsupportedEntry extends RuntimeException {

  private final String kind;

  UnsupportedEntry(String kind) {
    super("unsupported entry " + kind, null, false, false);
    this.kind = kind;
  }

  String kind() {
    return kind;
  }
}
