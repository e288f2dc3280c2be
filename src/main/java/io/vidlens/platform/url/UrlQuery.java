package io.vidlens.platform.url;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The one query-string reader of Vidlens: URLs in the platform's answers (parsers), caption track
 * URLs (the platform client) and a request's identity (the transports' exchange keys). Names and
 * values are decoded as forms are ({@code +} is a space); a malformed escape is kept as given,
 * never an error. Hand-written and free of any framework, because the parsers and the transports
 * below everything may use none (ArchitectureTest).
 */
public final class UrlQuery {

  private UrlQuery() {}

  /** The first value of the query parameter {@code name} of a URL, decoded. */
  public static Optional<String> param(String url, String name) {
    if (url == null) {
      return Optional.empty();
    }
    int start = url.indexOf('?');
    if (start < 0) {
      return Optional.empty();
    }
    int end = url.indexOf('#', start);
    return Optional.ofNullable(
        firstValues(url.substring(start + 1, end < 0 ? url.length() : end)).get(name));
  }

  /**
   * The first value of each parameter of a raw query (the part after {@code ?}, without a
   * fragment), decoded, by name in name order; a parameter without {@code =} has the value "".
   */
  public static Map<String, String> firstValues(String rawQuery) {
    Map<String, String> values = new TreeMap<>();
    if (rawQuery == null) {
      return values;
    }
    for (String pair : rawQuery.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String name = decode(eq < 0 ? pair : pair.substring(0, eq));
      String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
      values.putIfAbsent(name, value);
    }
    return values;
  }

  private static String decode(String text) {
    try {
      return URLDecoder.decode(text, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException malformed) {
      return text;
    }
  }
}
