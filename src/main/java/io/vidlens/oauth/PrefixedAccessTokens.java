package io.vidlens.oauth;

import io.vidlens.access.AccessTokens;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import org.springframework.security.oauth2.core.OAuth2AccessToken;
import org.springframework.security.oauth2.server.authorization.OAuth2TokenType;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenContext;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenGenerator;

/**
 * Opaque access tokens: 384 random bits behind {@link AccessTokens#PREFIX}, so the key check tells
 * a token from an API key without a lookup (and secret scanners can tell them too). Opaque, not
 * JWT, because a token must stop working the moment it is revoked in the dashboard, on every node:
 * each use is looked up in the database, where revocation deletes it.
 */
final class PrefixedAccessTokens implements OAuth2TokenGenerator<OAuth2AccessToken> {

  private static final SecureRandom RANDOM = new SecureRandom();

  @Override
  public OAuth2AccessToken generate(OAuth2TokenContext context) {
    if (!OAuth2TokenType.ACCESS_TOKEN.equals(context.getTokenType())) {
      return null;
    }
    byte[] bytes = new byte[48];
    RANDOM.nextBytes(bytes);
    Instant issuedAt = Instant.now();
    Instant expiresAt =
        issuedAt.plus(context.getRegisteredClient().getTokenSettings().getAccessTokenTimeToLive());
    return new OAuth2AccessToken(
        OAuth2AccessToken.TokenType.BEARER,
        AccessTokens.PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes),
        issuedAt,
        expiresAt,
        context.getAuthorizedScopes());
  }
}
