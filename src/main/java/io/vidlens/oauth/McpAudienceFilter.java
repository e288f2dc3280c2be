package io.vidlens.oauth;

import io.vidlens.access.AccessTokens;
import io.vidlens.api.ApiException;
import io.vidlens.api.ErrorResponses;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collection;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.oauth2.core.OAuth2AccessToken;
import org.springframework.security.oauth2.server.authorization.OAuth2Authorization;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationService;
import org.springframework.security.oauth2.server.authorization.OAuth2TokenType;

/**
 * At {@code /mcp}, an access token issued here is accepted only for this resource: its audience
 * must name {@code /mcp} at the address the protected-resource metadata gives (RFC 8707, and the
 * MCP authorization spec's "token audience binding"). A token bound to another resource, such as
 * one issued under another issuer address, is answered 401 {@code invalid_token}; the key check
 * behind this filter decides everything else (unknown, expired, revoked, API keys).
 */
record McpAudienceFilter(
    OAuth2AuthorizationService authorizations, PublicAddress address, ErrorResponses errors)
    implements Filter {

  private static final String BEARER = "Bearer ";

  @Override
  public void doFilter(
      ServletRequest servletRequest, ServletResponse servletResponse, FilterChain chain)
      throws ServletException, IOException {
    HttpServletRequest request = (HttpServletRequest) servletRequest;
    HttpServletResponse response = (HttpServletResponse) servletResponse;
    String header = request.getHeader(HttpHeaders.AUTHORIZATION);
    if (header != null && header.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
      String token = header.substring(BEARER.length()).trim();
      if (token.startsWith(AccessTokens.PREFIX) && !boundHere(token, request)) {
        response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
        errors.write(
            response,
            new ApiException(
                HttpStatus.UNAUTHORIZED,
                "Unauthorized",
                "The access token was issued for another resource, not "
                    + address.mcp(request)
                    + ". Connect the app again."));
        return;
      }
    }
    chain.doFilter(request, response);
  }

  /** False only for a token issued here whose audience does not name this resource. */
  private boolean boundHere(String token, HttpServletRequest request) {
    OAuth2Authorization authorization;
    try {
      authorization = authorizations.findByToken(token, OAuth2TokenType.ACCESS_TOKEN);
    } catch (IllegalArgumentException unreadable) {
      return true; // the key check refuses it
    }
    OAuth2Authorization.Token<OAuth2AccessToken> access =
        authorization == null ? null : authorization.getAccessToken();
    if (access == null || !access.isActive()) {
      return true; // unknown, expired or revoked: the key check's 401 says so
    }
    Object audience = access.getClaims() == null ? null : access.getClaims().get("aud");
    String resource = address.mcp(request);
    return audience instanceof Collection<?> names
        ? names.contains(resource)
        : resource.equals(audience);
  }
}
