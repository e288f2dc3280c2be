package io.vidlens.oauth;

import io.vidlens.access.AccessTokens;
import java.util.Optional;
import org.springframework.security.oauth2.core.OAuth2AccessToken;
import org.springframework.security.oauth2.server.authorization.OAuth2Authorization;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationService;
import org.springframework.security.oauth2.server.authorization.OAuth2TokenType;

/**
 * Answers access's question for the tokens issued here: the authorization holding the token, while
 * the token is active. Its principal is the account ID ({@link AccountPrincipalFilter}), and its
 * registered client the app.
 */
record IssuedTokens(OAuth2AuthorizationService authorizations) implements AccessTokens {

  @Override
  public Optional<Grant> find(String token) {
    OAuth2Authorization authorization;
    try {
      authorization = authorizations.findByToken(token, OAuth2TokenType.ACCESS_TOKEN);
    } catch (IllegalArgumentException unreadable) {
      // A stored authorization the library cannot read back (e.g. a damaged row) grants nothing.
      return Optional.empty();
    }
    if (authorization == null) {
      return Optional.empty();
    }
    OAuth2Authorization.Token<OAuth2AccessToken> access = authorization.getAccessToken();
    if (access == null || !access.isActive() || !token.equals(access.getToken().getTokenValue())) {
      return Optional.empty();
    }
    return Optional.of(
        new Grant(authorization.getRegisteredClientId(), authorization.getPrincipalName()));
  }
}
