package io.vidlens.mcp;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Whether a browser's {@code Origin} may use the server: equal to an allowed origin, or, for an
 * allowed origin ending in {@code :*}, that origin with any numeric port. Matched whole, never by
 * its beginning: {@code http://localhost:*} must not let {@code http://localhost:1.evil.com} in
 * (the SDK's own check compares prefixes). A request without an Origin is a program's, not a
 * page's, and passes.
 */
record OriginCheck(List<String> allowed) {

  private static final Pattern PORT = Pattern.compile(":\\d{1,5}");

  OriginCheck {
    allowed = allowed.stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
  }

  boolean permits(String origin) {
    if (origin == null || origin.isBlank()) {
      return true;
    }
    for (String pattern : allowed) {
      if (pattern.equalsIgnoreCase(origin)) {
        return true;
      }
      if (pattern.endsWith(":*")) {
        String base = pattern.substring(0, pattern.length() - 2);
        if (origin.regionMatches(true, 0, base, 0, base.length())
            && (origin.length() == base.length()
                || PORT.matcher(origin.substring(base.length())).matches())) {
          return true;
        }
      }
    }
    return false;
  }
}
