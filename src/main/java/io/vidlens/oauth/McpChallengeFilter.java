package io.vidlens.oauth;

import io.vidlens.api.HeaderRewritingResponse;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.http.HttpHeaders;

/**
 * Makes the 401 of {@code /mcp} lead somewhere: whatever refuses the request there (the key check
 * of the mcp module) says {@code Bearer}, and this adds where the resource's metadata is, as the
 * MCP authorization spec asks (RFC 9728 §5.1), and {@code error="invalid_token"} when a credential
 * was sent (RFC 6750 §3.1). It decorates the refusal and decides nothing. A plain filter, its
 * registration runs it on the request dispatch only (never again on an async or error dispatch).
 */
record McpChallengeFilter(PublicAddress address) implements Filter {

  @Override
  public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
      throws IOException, ServletException {
    HttpServletRequest request = (HttpServletRequest) req;
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
            (HttpServletResponse) res,
            HttpHeaders.WWW_AUTHENTICATE,
            value -> value.startsWith("Bearer") ? challenge : value));
  }
}
