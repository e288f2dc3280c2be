package io.vidlens.platform;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** What a caption track's URL says of itself. */
final class CaptionUrls {

  private CaptionUrls() {}

  /**
   * The client the URL was issued to, its {@code c} parameter ({@code ANDROID}, {@code VISIONOS});
   * empty when it names none.
   */
  static Optional<String> clientName(String url) {
    int q = url.indexOf('?');
    if (q < 0) {
      return Optional.empty();
    }
    for (String pair : url.substring(q + 1).split("[&#]")) {
      if (pair.startsWith("c=") && pair.length() > 2) {
        try {
          return Optional.of(URLDecoder.decode(pair.substring(2), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
          return Optional.empty();
        }
      }
    }
    return Optional.empty();
  }
}
