package io.vidlens.platform.parse;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Extracts an "@handle" from the URLs and paths the platform uses for channels. */
final class Handles {

  private static final Pattern HANDLE = Pattern.compile("(?:^|/)(@[^/?#\\s]+)");

  private Handles() {}

  /** "@BKCHarvard" from "http://www.youtube.com/@BKCHarvard" or "/@BKCHarvard"; "" if none. */
  static String fromUrl(String url) {
    if (url == null) {
      return "";
    }
    Matcher matcher = HANDLE.matcher(url);
    if (!matcher.find()) {
      return "";
    }
    // Non-Latin handles come percent-encoded in URLs.
    return URLDecoder.decode(matcher.group(1), StandardCharsets.UTF_8);
  }
}
