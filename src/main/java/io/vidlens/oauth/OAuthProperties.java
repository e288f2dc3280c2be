package io.vidlens.oauth;

import java.net.URI;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the OAuth authorization server ({@code vidlens.oauth.*}, docs/mcp.md "OAuth").
 *
 * <p>{@code issuer} is the address apps reach this service at (e.g. {@code
 * https://vidlens.example.com}, no trailing slash). Unset, each request's own address is used,
 * which is right only where the proxy passes the original host and scheme on ({@code
 * server.forward-headers-strategy}); behind a proxy, set it. Access tokens last {@code
 * access-token-ttl}; apps sign in again after it (revocation in the dashboard is immediate anyway).
 * Open registration takes at most {@code registrations-per-network-per-hour} apps from one client
 * network, each of at most {@code max-registration-bytes}.
 */
@ConfigurationProperties("vidlens.oauth")
record OAuthProperties(
    URI issuer,
    @DefaultValue("8h") Duration accessTokenTtl,
    @DefaultValue("5m") Duration authorizationCodeTtl,
    @DefaultValue("20") int registrationsPerNetworkPerHour,
    @DefaultValue("16384") int maxRegistrationBytes) {

  OAuthProperties {
    if (issuer != null && (issuer.getScheme() == null || issuer.getRawQuery() != null)) {
      throw new IllegalArgumentException("vidlens.oauth.issuer must be an absolute URL");
    }
    if (accessTokenTtl.isNegative() || accessTokenTtl.isZero()) {
      throw new IllegalArgumentException("vidlens.oauth.access-token-ttl must be positive");
    }
    if (registrationsPerNetworkPerHour < 1 || maxRegistrationBytes < 1024) {
      throw new IllegalArgumentException(
          "vidlens.oauth.registrations-per-network-per-hour must be at least 1, and"
              + " max-registration-bytes at least 1024");
    }
  }

  /** The issuer without a trailing slash, or null when each request's address is to be used. */
  String issuerText() {
    if (issuer == null) {
      return null;
    }
    String text = issuer.toString();
    return text.endsWith("/") ? text.substring(0, text.length() - 1) : text;
  }
}
