package io.vidlens.mcp;

import io.vidlens.access.KeyAuthenticator;
import io.vidlens.api.ApiException;
import io.vidlens.api.ErrorResponses;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Every request to {@code /mcp} carries an API key, as every operation does: without one, or with a
 * bad one, the answer is 401 in the error envelope before the MCP server sees the request. The
 * tools then perform their operations with the same key, through the gate.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 35)
class McpKeyFilter extends OncePerRequestFilter {

  private final KeyAuthenticator authenticator;
  private final ErrorResponses errors;

  McpKeyFilter(KeyAuthenticator authenticator, ErrorResponses errors) {
    this.authenticator = authenticator;
    this.errors = errors;
  }

  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    String path = request.getRequestURI().substring(request.getContextPath().length());
    return !(path.equals(McpServerConfiguration.ENDPOINT)
        || path.startsWith(McpServerConfiguration.ENDPOINT + "/"));
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    try {
      authenticator.authenticate(request.getHeader(HttpHeaders.AUTHORIZATION));
    } catch (ApiException e) {
      response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
      errors.write(response, e);
      return;
    }
    chain.doFilter(request, response);
  }
}
