package io.vidlens.oauth;

import io.vidlens.access.AccessTokens;
import io.vidlens.access.AccountDirectory;
import io.vidlens.access.BucketStore;
import io.vidlens.api.ErrorResponses;
import io.vidlens.api.PathFilters;
import java.util.List;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.DelegatingFilterProxyRegistrationBean;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.jdbc.core.JdbcOperations;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.oauth2.server.authorization.OAuth2AuthorizationServerConfigurer;
import org.springframework.security.oauth2.jwt.BadJwtException;
import org.springframework.security.oauth2.server.authorization.JdbcOAuth2AuthorizationConsentService;
import org.springframework.security.oauth2.server.authorization.JdbcOAuth2AuthorizationService;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationConsentService;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationService;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2AuthorizationCodeRequestAuthenticationProvider;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2ClientRegistrationAuthenticationProvider;
import org.springframework.security.oauth2.server.authorization.client.JdbcRegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.settings.AuthorizationServerSettings;
import org.springframework.security.oauth2.server.authorization.token.DelegatingOAuth2TokenGenerator;
import org.springframework.security.oauth2.server.authorization.token.OAuth2RefreshTokenGenerator;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.context.SecurityContextHolderFilter;
import org.springframework.security.web.util.matcher.RequestMatcher;

/**
 * The authorization server (Spring Authorization Server): its own security filter chain, ahead of
 * the dashboard's, for its endpoints only; clients, authorizations and consents in the database
 * (tables {@code oauth2_*}), so every node answers every step; open dynamic registration of clients
 * that must use PKCE; opaque access tokens ({@link PrefixedAccessTokens}) that stand for the
 * account ({@link IssuedTokens}).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@EnableConfigurationProperties(OAuthProperties.class)
class AuthorizationServerConfiguration {

  @Bean
  @Order(Ordered.HIGHEST_PRECEDENCE)
  SecurityFilterChain authorizationServerFilterChain(
      HttpSecurity http,
      RegisteredClientRepository clients,
      OAuth2AuthorizationService authorizations,
      OAuth2AuthorizationConsentService consents,
      AuthorizationServerSettings settings,
      AccountDirectory accounts,
      OAuthProperties properties)
      throws Exception {
    OAuth2AuthorizationServerConfigurer server = new OAuth2AuthorizationServerConfigurer();
    RequestMatcher endpoints = server.getEndpointsMatcher();
    RequestMatcher authorize =
        request -> request.getRequestURI().equals(request.getContextPath() + OAuthPaths.AUTHORIZE);
    RequestMatcher open =
        request -> {
          String path = request.getRequestURI().substring(request.getContextPath().length());
          return path.equals(OAuthPaths.REGISTER) || path.startsWith(OAuthPaths.AS_METADATA);
        };
    RegistrationPolicy registrations = new RegistrationPolicy(properties);
    http.securityMatcher(endpoints)
        .with(
            server,
            as ->
                as.registeredClientRepository(clients)
                    .authorizationService(authorizations)
                    .authorizationConsentService(consents)
                    .authorizationServerSettings(settings)
                    .tokenGenerator(
                        new DelegatingOAuth2TokenGenerator(
                            new PrefixedAccessTokens(), new OAuth2RefreshTokenGenerator()))
                    .authorizationEndpoint(
                        a ->
                            a.consentPage(OAuthPaths.CONSENT)
                                .authenticationProviders(
                                    providers ->
                                        providers.stream()
                                            .filter(
                                                OAuth2AuthorizationCodeRequestAuthenticationProvider
                                                        .class
                                                    ::isInstance)
                                            .map(
                                                OAuth2AuthorizationCodeRequestAuthenticationProvider
                                                        .class
                                                    ::cast)
                                            .forEach(
                                                p ->
                                                    p.setAuthenticationValidator(
                                                        new ResourceValidator()))))
                    .clientRegistrationEndpoint(
                        r ->
                            r.openRegistrationAllowed(true)
                                .authenticationProviders(
                                    providers ->
                                        providers.stream()
                                            .filter(
                                                OAuth2ClientRegistrationAuthenticationProvider.class
                                                    ::isInstance)
                                            .map(
                                                OAuth2ClientRegistrationAuthenticationProvider.class
                                                    ::cast)
                                            .forEach(registrations::apply))))
        .authorizeHttpRequests(
            auth -> auth.requestMatchers(open).permitAll().anyRequest().authenticated())
        .csrf(csrf -> csrf.ignoringRequestMatchers(endpoints))
        // The registration endpoint would read an "initial access token" as a JWT; registration is
        // open and this server issues no JWT, so none is ever valid.
        .oauth2ResourceServer(
            rs ->
                rs.jwt(
                    jwt ->
                        jwt.decoder(
                            token -> {
                              throw new BadJwtException("This server accepts no JWT.");
                            })))
        .exceptionHandling(e -> e.defaultAuthenticationEntryPointFor(new SignInFirst(), authorize))
        .addFilterAfter(new AccountPrincipalFilter(accounts), SecurityContextHolderFilter.class)
        .addFilterAfter(new DefaultScopeFilter(), AccountPrincipalFilter.class);
    return http.build();
  }

  @Bean
  AuthorizationServerSettings authorizationServerSettings(OAuthProperties properties) {
    AuthorizationServerSettings.Builder settings =
        AuthorizationServerSettings.builder()
            .authorizationEndpoint(OAuthPaths.AUTHORIZE)
            .tokenEndpoint(OAuthPaths.TOKEN)
            .tokenRevocationEndpoint(OAuthPaths.REVOKE)
            .tokenIntrospectionEndpoint(OAuthPaths.INTROSPECT)
            .clientRegistrationEndpoint(OAuthPaths.REGISTER)
            .jwkSetEndpoint(OAuthPaths.JWKS);
    if (properties.issuerText() != null) {
      settings.issuer(properties.issuerText());
    }
    return settings.build();
  }

  @Bean
  RegisteredClientRepository registeredClientRepository(JdbcOperations jdbc) {
    return new JdbcRegisteredClientRepository(jdbc);
  }

  @Bean
  OAuth2AuthorizationService authorizationService(
      JdbcOperations jdbc, RegisteredClientRepository clients) {
    return new HashedAuthorizations(new JdbcOAuth2AuthorizationService(jdbc, clients));
  }

  @Bean
  OAuth2AuthorizationConsentService authorizationConsentService(
      JdbcOperations jdbc, RegisteredClientRepository clients) {
    return new JdbcOAuth2AuthorizationConsentService(jdbc, clients);
  }

  @Bean
  AccessTokens issuedTokens(OAuth2AuthorizationService authorizations) {
    return new IssuedTokens(authorizations);
  }

  @Bean
  PublicAddress publicAddress(OAuthProperties properties) {
    return new PublicAddress(properties);
  }

  /**
   * Spring Security's filter is mapped to the dashboard's paths alone (dashboard's security); the
   * authorization server's metadata sits at the well-known address RFC 8414 fixes, so it is mapped
   * there too, and nowhere else.
   */
  @Bean
  DelegatingFilterProxyRegistrationBean authorizationServerMetadataFilter() {
    DelegatingFilterProxyRegistrationBean registration =
        new DelegatingFilterProxyRegistrationBean("springSecurityFilterChain");
    // A second registration of the same filter bean, under a name of its own.
    registration.setName("authorizationServerMetadataSecurity");
    registration.setUrlPatterns(List.of(OAuthPaths.AS_METADATA, OAuthPaths.AS_METADATA + "/*"));
    registration.setOrder(-100);
    return registration;
  }

  /** Open registration's rate and size limits, ahead of the authorization server's filters. */
  @Bean
  FilterRegistrationBean<RegistrationLimits> registrationLimits(
      BucketStore buckets, OAuthProperties properties) {
    return PathFilters.at(
        Ordered.HIGHEST_PRECEDENCE + 36,
        new RegistrationLimits(buckets, properties),
        OAuthPaths.REGISTER);
  }

  /** Tokens bound to another resource are refused at {@code /mcp}, before the key check. */
  @Bean
  FilterRegistrationBean<McpAudienceFilter> mcpAudienceFilter(
      OAuth2AuthorizationService authorizations, PublicAddress address, ErrorResponses errors) {
    return PathFilters.at(
        Ordered.HIGHEST_PRECEDENCE + 35,
        new McpAudienceFilter(authorizations, address, errors),
        OAuthPaths.MCP,
        OAuthPaths.MCP + "/*");
  }

  /** The challenge of {@code /mcp}'s 401, ahead of the mcp module's key check. */
  @Bean
  FilterRegistrationBean<McpChallengeFilter> mcpChallengeFilter(PublicAddress address) {
    return PathFilters.at(
        Ordered.HIGHEST_PRECEDENCE + 34,
        new McpChallengeFilter(address),
        OAuthPaths.MCP,
        OAuthPaths.MCP + "/*");
  }
}
