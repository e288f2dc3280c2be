package io.vidlens.platform.parse;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Reads one query parameter of a URL without throwing on malformed input: the one query-string
 * reader of Vidlens (parsers, caption URLs). Hand-written because parsers use no framework and the
 * platform's URLs are read leniently (a malformed escape is kept as given, never an error).
 */
public final class UrlQuery {

  private UrlQuery() {}

  public static Optional<String> param(String url, String name) {
    if (url == null) {
      return Optional.empty();
    }
    int start = url.indexOf('?');
    if (start < 0) {
      return Optional.empty();
    }
    int end = url.indexOf('#', start);
    String query = url.substring(start + 1, end < 0 ? url.length() : end);
    for (String pair : query.split("&")) {
      int eq = pair.indexOf('=');
      String key = eq < 0 ? pair : pair.substring(0, eq);
      if (key.equals(name)) {
        String value = eq < 0 ? "" : pair.substring(eq + 1);
        try {
          return Optional.of(URLDecoder.decode(value, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException malformed) {
          return Optional.of(value);
        }
      }
    }
    return Optional.empty();
  }
}
