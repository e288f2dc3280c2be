package io.vidlens.oauth;

import io.vidlens.access.Sha256;
import java.util.Objects;
import org.springframework.security.oauth2.core.OAuth2AccessToken;
import org.springframework.security.oauth2.core.OAuth2RefreshToken;
import org.springframework.security.oauth2.core.OAuth2Token;
import org.springframework.security.oauth2.core.endpoint.OAuth2ParameterNames;
import org.springframework.security.oauth2.server.authorization.OAuth2Authorization;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationCode;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationService;
import org.springframework.security.oauth2.server.authorization.OAuth2TokenType;

/**
 * Keeps authorization codes, access and refresh tokens as their SHA-256 only, as API keys are kept:
 * a dump of {@code oauth2_authorization} holds no token an attacker could use. Stored values are
 * {@value #HASHED} and the hash; a lookup hashes the value it is given and finds the row by it (the
 * library's own JDBC service, unchanged). The authorization found carries the value it was looked
 * up with in place of its hash, so the library's endpoints (token exchange, refresh, revocation,
 * introspection) compare and answer with the value the client holds; the other tokens of that
 * authorization stay hashed, and are never hashed twice when it is saved again. The {@code state}
 * of a pending consent is not a credential and is kept as the library keeps it.
 */
final class HashedAuthorizations implements OAuth2AuthorizationService {

  /** How a stored hash begins; a value this server issues never does. */
  static final String HASHED = "sha256:";

  /** The library's lookup type for a pending consent's state (it has no public constant). */
  private static final OAuth2TokenType STATE = new OAuth2TokenType(OAuth2ParameterNames.STATE);

  private final OAuth2AuthorizationService stored;

  HashedAuthorizations(OAuth2AuthorizationService stored) {
    this.stored = stored;
  }

  /** What is stored for {@code value}. */
  static String hash(String value) {
    return value.startsWith(HASHED) ? value : HASHED + Sha256.hex(value);
  }

  @Override
  public void save(OAuth2Authorization authorization) {
    stored.save(hashed(authorization));
  }

  @Override
  public void remove(OAuth2Authorization authorization) {
    stored.remove(authorization);
  }

  @Override
  public OAuth2Authorization findById(String id) {
    return stored.findById(id);
  }

  @Override
  public OAuth2Authorization findByToken(String token, OAuth2TokenType tokenType) {
    Objects.requireNonNull(token, "token");
    if (token.startsWith(HASHED)) {
      return null; // a client never holds a hash; looking one up would let a dump be replayed
    }
    if (STATE.equals(tokenType)) {
      return stored.findByToken(token, tokenType);
    }
    OAuth2Authorization found = stored.findByToken(hash(token), tokenType);
    if (found == null && tokenType == null) {
      return stored.findByToken(token, STATE);
    }
    return found == null ? null : withClearValue(found, token);
  }

  /** The authorization with each issued token replaced by its hash (metadata kept). */
  private static OAuth2Authorization hashed(OAuth2Authorization authorization) {
    OAuth2Authorization.Builder builder = OAuth2Authorization.from(authorization);
    OAuth2Authorization.Token<OAuth2AuthorizationCode> code =
        authorization.getToken(OAuth2AuthorizationCode.class);
    if (code != null) {
      builder.token(copy(code.getToken(), hash(code.getToken().getTokenValue())));
    }
    OAuth2Authorization.Token<OAuth2AccessToken> access = authorization.getAccessToken();
    if (access != null) {
      builder.token(copy(access.getToken(), hash(access.getToken().getTokenValue())));
    }
    OAuth2Authorization.Token<OAuth2RefreshToken> refresh = authorization.getRefreshToken();
    if (refresh != null) {
      builder.token(copy(refresh.getToken(), hash(refresh.getToken().getTokenValue())));
    }
    return builder.build();
  }

  /** The stored authorization with the token whose hash {@code clear} has given back its value. */
  private static OAuth2Authorization withClearValue(OAuth2Authorization found, String clear) {
    String hash = hash(clear);
    OAuth2Authorization.Builder builder = OAuth2Authorization.from(found);
    for (Class<? extends OAuth2Token> type :
        java.util.List.of(
            OAuth2AuthorizationCode.class, OAuth2AccessToken.class, OAuth2RefreshToken.class)) {
      OAuth2Authorization.Token<? extends OAuth2Token> token = found.getToken(type);
      if (token != null && hash.equals(token.getToken().getTokenValue())) {
        builder.token(copy(token.getToken(), clear));
      }
    }
    return builder.build();
  }

  /** The same token (its type, times and scopes) with another value. */
  private static OAuth2Token copy(OAuth2Token token, String value) {
    return switch (token) {
      case OAuth2AccessToken access ->
          new OAuth2AccessToken(
              access.getTokenType(),
              value,
              access.getIssuedAt(),
              access.getExpiresAt(),
              access.getScopes());
      case OAuth2RefreshToken refresh ->
          new OAuth2RefreshToken(value, refresh.getIssuedAt(), refresh.getExpiresAt());
      case OAuth2AuthorizationCode code ->
          new OAuth2AuthorizationCode(value, code.getIssuedAt(), code.getExpiresAt());
      default -> throw new IllegalArgumentException("Not a token this server issues: " + token);
    };
  }
}
