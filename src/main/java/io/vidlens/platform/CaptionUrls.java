package io.vidlens.platform;

import io.vidlens.platform.url.UrlQuery;
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
   * The URL of the same caption file in the platform's default format (srv1 XML). Quirk: the mobile
   * player's URLs come with {@code fmt=srv3}; {@code fmt} is not among the signed parameters
   * ({@code sparams}), so it is taken out and the link keeps its signature and {@code expire}.
   */
  public static String inDefaultFormat(String url) {
    return url.replaceAll("([?&])fmt=[^&#]*&", "$1").replaceAll("[?&]fmt=[^&#]*(?=#|$)", "");
  }

  /**
   * The client the URL was issued to, its {@code c} parameter ({@code ANDROID}, {@code VISIONOS});
   * empty when it names none.
   */
  public static Optional<String> clientName(String url) {
    return UrlQuery.param(url, "c").filter(name -> !name.isEmpty());
  }
}
