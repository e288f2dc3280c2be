package io.vidlens.oauth;

import io.vidlens.access.AccessTokens;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import java.util.Collections;
import java.util.Map;
import org.springframework.security.core.Authentication;
import org.springframework.security.oauth2.core.ClaimAccessor;
import org.springframework.security.oauth2.core.OAuth2AccessToken;
import org.springframework.security.oauth2.server.authorization.OAuth2TokenType;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2AuthorizationGrantAuthenticationToken;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenClaimsSet;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenContext;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenGenerator;

/**
 * Opaque access tokens: 384 random bits behind {@link AccessTokens#PREFIX}, so the key check tells
 * a token from an API key without a lookup (and secret scanners can tell them too). Opaque, not
 * JWT, because a token must stop working the moment it is revoked in the dashboard, on every node:
 * each use is looked up in the database, where revocation deletes it. Its claims (kept with it by
 * the library, reported by introspection) name this server's MCP resource as its audience, the only
 * resource a token request may ask for ({@link ResourceIndicators}).
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
    Authentication grant = context.getAuthorizationGrant();
    String audience =
        ResourceIndicators.requested(
            grant instanceof OAuth2AuthorizationGrantAuthenticationToken request
                ? request.getAdditionalParameters()
                : null);
    OAuth2TokenClaimsSet claims =
        OAuth2TokenClaimsSet.builder()
            .issuer(context.getAuthorizationServerContext().getIssuer())
            .subject(context.getPrincipal().getName())
            // A list type the library's stored-JSON allowlist reads back (List.of's is not).
            .audience(Collections.singletonList(audience))
            .issuedAt(issuedAt)
            .expiresAt(expiresAt)
            .build();
    return new ClaimedAccessToken(
        AccessTokens.PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes),
        issuedAt,
        expiresAt,
        context,
        claims.getClaims());
  }

  /** An access token with its claims, which the library stores beside it. */
  private static final class ClaimedAccessToken extends OAuth2AccessToken implements ClaimAccessor {

    private final Map<String, Object> claims;

    ClaimedAccessToken(
        String value,
        Instant issuedAt,
        Instant expiresAt,
        OAuth2TokenContext context,
        Map<String, Object> claims) {
      super(TokenType.BEARER, value, issuedAt, expiresAt, context.getAuthorizedScopes());
      this.claims = claims;
    }

    @Override
    public Map<String, Object> getClaims() {
      return claims;
    }
  }
}
