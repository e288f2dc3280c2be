package io.vidlens.oauth;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.core.OAuth2ErrorCodes;
import org.springframework.security.oauth2.server.authorization.OAuth2ClientRegistration;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2ClientRegistrationAuthenticationProvider;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.converter.OAuth2ClientRegistrationRegisteredClientConverter;
import org.springframework.security.oauth2.server.authorization.settings.OAuth2TokenFormat;

/**
 * What an app registering itself (RFC 7591, open: chat apps register without a credential) gets:
 * the library's conversion (PKCE required, consent required; a public client when it asks for
 * {@code none}), opaque tokens of this service's lifetime, the one scope (whatever it asked for),
 * and only redirect addresses a browser may safely be sent to: HTTPS, plain HTTP to this machine
 * only (RFC 8252 native apps), or an app's own scheme; never {@code javascript:}, {@code data:} or
 * {@code file:}.
 */
final class RegistrationPolicy {

  private static final Set<String> REFUSED_SCHEMES =
      Set.of("javascript", "data", "file", "vbscript");
  private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "[::1]", "::1");
  private static final int MAX_REDIRECT_URIS = 10;
  private static final int MAX_REDIRECT_CHARACTERS = 2000;
  private static final int MAX_NAME_LENGTH = 100;

  private final OAuth2ClientRegistrationRegisteredClientConverter library =
      new OAuth2ClientRegistrationRegisteredClientConverter();

  RegistrationPolicy(OAuthProperties properties) {
    library.setTokenSettingsCustomizer(
        tokens ->
            tokens
                .accessTokenFormat(OAuth2TokenFormat.REFERENCE)
                .accessTokenTimeToLive(properties.accessTokenTtl())
                .authorizationCodeTimeToLive(properties.authorizationCodeTtl()));
  }

  void apply(OAuth2ClientRegistrationAuthenticationProvider provider) {
    provider.setOpenRegistrationAllowed(true);
    provider.setRegisteredClientConverter(this::convert);
  }

  RegisteredClient convert(OAuth2ClientRegistration registration) {
    List<String> redirects = registration.getRedirectUris();
    if (redirects == null
        || redirects.isEmpty()
        || redirects.size() > MAX_REDIRECT_URIS
        || String.join(",", redirects).length() > MAX_REDIRECT_CHARACTERS) {
      throw refused(
          "redirect_uris must name 1 to "
              + MAX_REDIRECT_URIS
              + " addresses, "
              + MAX_REDIRECT_CHARACTERS
              + " characters in all");
    }
    redirects.forEach(RegistrationPolicy::check);
    RegisteredClient client = library.convert(registration);
    String name = client.getClientName();
    return RegisteredClient.from(client)
        // Whatever scopes it asked for, an app gets the one there is.
        .scopes(
            scopes -> {
              scopes.clear();
              scopes.add(OAuthPaths.SCOPE);
            })
        .clientName(
            name.length() > MAX_NAME_LENGTH ? name.substring(0, MAX_NAME_LENGTH) + "…" : name)
        .build();
  }

  private static void check(String redirect) {
    URI uri;
    try {
      uri = new URI(redirect);
    } catch (URISyntaxException e) {
      throw refused("not an address: " + redirect);
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    boolean ok =
        switch (scheme) {
          case "https" -> uri.getHost() != null;
          case "http" -> uri.getHost() != null && LOOPBACK.contains(uri.getHost());
          case "" -> false;
          default -> !REFUSED_SCHEMES.contains(scheme);
        };
    if (!ok || uri.getFragment() != null) {
      throw refused(
          "a redirect address must be https, http on this machine (localhost), or an app's own"
              + " scheme, without a fragment: "
              + redirect);
    }
  }

  private static OAuth2AuthenticationException refused(String why) {
    return new OAuth2AuthenticationException(
        new OAuth2Error(OAuth2ErrorCodes.INVALID_REDIRECT_URI, why, null));
  }
}
