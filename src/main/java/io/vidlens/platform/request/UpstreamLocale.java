package io.vidlens.platform.request;

import java.util.Objects;

/**
 * The language and country the platform is asked to answer in. Parsers read English text ("1.2M
 * views", "Sign in to confirm you're not a bot"), so change it only together with them.
 */
public record UpstreamLocale(String language, String country) {

  public UpstreamLocale {
    Objects.requireNonNull(language, "language");
    Objects.requireNonNull(country, "country");
  }

  /** {@code hl}: "en-GB". */
  public String hl() {
    return language + "-" + country;
  }

  /** {@code gl}: "GB". */
  public String gl() {
    return country;
  }

  public String acceptLanguage() {
    return hl() + ", " + language + ";q=0.9";
  }
}
