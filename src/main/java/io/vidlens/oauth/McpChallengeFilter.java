package io.vidlens.oauth;

import io.vidlens.api.HeaderRewritingResponse;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.http.HttpHeaders;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Makes the 401 of {@code /mcp} lead somewhere: whatever refuses the request there (the key check
 * of the mcp module) says {@code Bearer}, and this adds where the resource's metadata is, as the
 * MCP authorization spec asks (RFC 9728 §5.1), and {@code error="invalid_token"} when a credential
 * was sent (RFC 6750 §3.1). It decorates the refusal and decides nothing.
 */
final class McpChallengeFilter extends OncePerRequestFilter {

  private final PublicAddress address;

  McpChallengeFilter(PublicAddress address) {
    this.address = address;
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    String challenge =
        "Bearer "
            + (request.getHeader(HttpHeaders.AUTHORIZATION) == null
                ? ""
                : "error=\"invalid_token\", ")
            + "resource_metadata=\""
            + address.resourceMetadata(request)
            + "\", scope=\""
            + OAuthPaths.SCOPE
            + "\"";
    chain.doFilter(
        request,
        new HeaderRewritingResponse(
            response,
            HttpHeaders.WWW_AUTHENTICATE,
            value -> value.startsWith("Bearer") ? challenge : value));
  }
}
