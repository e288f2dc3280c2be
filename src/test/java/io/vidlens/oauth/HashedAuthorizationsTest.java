package io.vidlens.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Set;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.ClientAuthenticationMethod;
import org.springframework.security.oauth2.core.OAuth2AccessToken;
import org.springframework.security.oauth2.core.OAuth2RefreshToken;
import org.springframework.security.oauth2.server.authorization.JdbcOAuth2AuthorizationService;
import org.springframework.security.oauth2.server.authorization.OAuth2Authorization;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationCode;
import org.springframework.security.oauth2.server.authorization.OAuth2TokenType;
import org.springframework.security.oauth2.server.authorization.client.JdbcRegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.context.AuthorizationServerContext;
import org.springframework.security.oauth2.server.authorization.context.AuthorizationServerContextHolder;
import org.springframework.security.oauth2.server.authorization.settings.AuthorizationServerSettings;
import org.springframework.security.oauth2.server.authorization.token.DefaultOAuth2TokenContext;
import org.sqlite.SQLiteDataSource;

/**
 * Codes and tokens in the library's own table, through {@link HashedAuthorizations}: none stored as
 * issued, each found by the value the client holds, with its claims (the audience) read back.
 */
class HashedAuthorizationsTest {

  private static final String ISSUER = "https://vidlens.example";

  @TempDir Path dir;

  private JdbcTemplate jdbc;
  private HashedAuthorizations authorizations;
  private RegisteredClient client;

  @BeforeEach
  void database() {
    SQLiteDataSource sqlite = new SQLiteDataSource();
    sqlite.setUrl("jdbc:sqlite:" + dir.resolve("vidlens.db"));
    Flyway.configure()
        .dataSource(sqlite)
        .locations("classpath:db/migration", "classpath:db/vendor/sqlite")
        .load()
        .migrate();
    jdbc = new JdbcTemplate(sqlite);
    JdbcRegisteredClientRepository clients = new JdbcRegisteredClientRepository(jdbc);
    client =
        RegisteredClient.withId("client-1")
            .clientId("app")
            .clientAuthenticationMethod(ClientAuthenticationMethod.NONE)
            .authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
            .redirectUri("http://127.0.0.1:1/callback")
            .scope("mcp")
            .build();
    clients.save(client);
    authorizations = new HashedAuthorizations(new JdbcOAuth2AuthorizationService(jdbc, clients));
    AuthorizationServerContextHolder.setContext(
        new AuthorizationServerContext() {
          @Override
          public String getIssuer() {
            return ISSUER;
          }

          @Override
          public AuthorizationServerSettings getAuthorizationServerSettings() {
            return AuthorizationServerSettings.builder().build();
          }
        });
  }

  @AfterEach
  void context() {
    AuthorizationServerContextHolder.resetContext();
  }

  @Test
  void noValueIsStoredAsIssuedAndEachIsFoundByTheValueTheClientHolds() {
    Instant now = Instant.now();
    OAuth2AuthorizationCode code =
        new OAuth2AuthorizationCode("the-code", now, now.plus(Duration.ofMinutes(5)));
    OAuth2AccessToken access = issued();
    OAuth2RefreshToken refresh =
        new OAuth2RefreshToken("the-refresh-token", now, now.plus(Duration.ofDays(1)));
    OAuth2Authorization authorization =
        OAuth2Authorization.withRegisteredClient(client)
            .id("authorization-1")
            .principalName("account-1")
            .authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
            .authorizedScopes(Set.of("mcp"))
            .token(code)
            .build();
    authorizations.save(authorization);
    OAuth2Authorization exchanged =
        authorizations.findByToken("the-code", new OAuth2TokenType("code"));
    assertThat(exchanged.getToken(OAuth2AuthorizationCode.class).getToken().getTokenValue())
        .isEqualTo("the-code");
    // As the token endpoint does: the code used up, the tokens added; saved again.
    authorizations.save(
        OAuth2Authorization.from(exchanged)
            .invalidate(exchanged.getToken(OAuth2AuthorizationCode.class).getToken())
            .token(
                new OAuth2AccessToken(
                    access.getTokenType(),
                    access.getTokenValue(),
                    access.getIssuedAt(),
                    access.getExpiresAt(),
                    access.getScopes()),
                metadata ->
                    metadata.put(
                        OAuth2Authorization.Token.CLAIMS_METADATA_NAME,
                        ((org.springframework.security.oauth2.core.ClaimAccessor) access)
                            .getClaims()))
            .refreshToken(refresh)
            .build());

    assertThat(dump())
        .noneMatch(
            value ->
                value.contains("the-code")
                    || value.contains(access.getTokenValue())
                    || value.contains("the-refresh-token"));

    OAuth2Authorization found =
        authorizations.findByToken(access.getTokenValue(), OAuth2TokenType.ACCESS_TOKEN);
    assertThat(found.getAccessToken().getToken().getTokenValue()).isEqualTo(access.getTokenValue());
    assertThat(found.getAccessToken().isActive()).isTrue();
    assertThat(found.getAccessToken().getClaims().get("aud").toString()).contains(ISSUER + "/mcp");
    assertThat(found.getToken(OAuth2AuthorizationCode.class).isInvalidated()).isTrue();
    assertThat(authorizations.findByToken("the-refresh-token", null).getRefreshToken())
        .extracting(token -> token.getToken().getTokenValue())
        .isEqualTo("the-refresh-token");
    // A hash from a dump is no token.
    assertThat(
            authorizations.findByToken(
                HashedAuthorizations.hash(access.getTokenValue()), OAuth2TokenType.ACCESS_TOKEN))
        .isNull();
    assertThat(authorizations.findByToken("the-code", null).getAccessToken().getToken())
        .extracting(OAuth2AccessToken::getTokenValue)
        .asString()
        .startsWith(HashedAuthorizations.HASHED);
  }

  /** An access token as the token endpoint's generator makes one. */
  private OAuth2AccessToken issued() {
    return new PrefixedAccessTokens()
        .generate(
            DefaultOAuth2TokenContext.builder()
                .registeredClient(client)
                .principal(
                    UsernamePasswordAuthenticationToken.authenticated("account-1", null, null))
                .authorizationServerContext(AuthorizationServerContextHolder.getContext())
                .authorizedScopes(Set.of("mcp"))
                .tokenType(OAuth2TokenType.ACCESS_TOKEN)
                .authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
                .build());
  }

  private java.util.List<String> dump() {
    return jdbc.queryForList("SELECT * FROM oauth2_authorization").stream()
        .flatMap(row -> row.values().stream())
        .filter(Objects::nonNull)
        .map(value -> value instanceof byte[] bytes ? new String(bytes) : value.toString())
        .toList();
  }
}
