package io.vidlens.mcp;

import io.vidlens.access.KeyAuthenticator;
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
import org.springframework.http.HttpHeaders;

/**
 * Every request to {@code /mcp} carries an API key, as every operation does: without one, or with a
 * bad one, the answer is 401 in the error envelope before the MCP server sees the request. The
 * tools then perform their operations with the same key, through the gate. Registered for {@code
 * /mcp} alone ({@link McpServerConfiguration}).
 */
record McpKeyFilter(KeyAuthenticator authenticator, ErrorResponses errors) implements Filter {

  @Override
  public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
      throws IOException, ServletException {
    try {
      authenticator.authenticate(
          ((HttpServletRequest) request).getHeader(HttpHeaders.AUTHORIZATION));
    } catch (ApiException e) {
      HttpServletResponse http = (HttpServletResponse) response;
      http.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
      errors.write(http, e);
      return;
    }
    chain.doFilter(request, response);
  }
}
