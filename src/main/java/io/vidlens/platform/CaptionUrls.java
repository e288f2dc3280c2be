package io.vidlens.platform;

import io.vidlens.platform.parse.UrlQuery;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** A caption track's URL: how one is asked for, and what it says of itself. */
public final class CaptionUrls {

  private CaptionUrls() {}

  /**
   * The caption file URL of a track ({@code baseUrl}), with {@code tlang} for a translation into
   * that language (null for the track itself).
   */
  public static String of(String baseUrl, String translationLanguage) {
    return translationLanguage == null
        ? baseUrl
        : baseUrl + "&tlang=" + URLEncoder.encode(translationLanguage, StandardCharsets.UTF_8);
  }

  /**
   * The client the URL was issued to, its {@code c} parameter ({@code ANDROID}, {@code VISIONOS});
   * empty when it names none.
   */
  static Optional<String> clientName(String url) {
    return UrlQuery.param(url, "c").filter(name -> !name.isEmpty());
  }
}
