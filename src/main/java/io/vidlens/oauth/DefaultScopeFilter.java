package io.vidlens.oauth;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * An authorization request that names no scope asks for {@value OAuthPaths#SCOPE}, the only one
 * there is: many MCP clients send none, and Spring Authorization Server treats a consent to no
 * scope as a refusal.
 */
final class DefaultScopeFilter extends OncePerRequestFilter {

  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    return !("GET".equals(request.getMethod())
        && request.getRequestURI().equals(request.getContextPath() + OAuthPaths.AUTHORIZE)
        && request.getParameter("scope") == null
        && request.getParameter("response_type") != null);
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    Map<String, String[]> parameters = new LinkedHashMap<>(request.getParameterMap());
    parameters.put("scope", new String[] {OAuthPaths.SCOPE});
    chain.doFilter(
        new HttpServletRequestWrapper(request) {
          // The endpoint reads only the parameters its query string names.
          @Override
          public String getQueryString() {
            String query = request.getQueryString();
            return (query == null || query.isEmpty() ? "" : query + "&")
                + "scope="
                + OAuthPaths.SCOPE;
          }

          @Override
          public String getParameter(String name) {
            String[] values = parameters.get(name);
            return values == null ? null : values[0];
          }

          @Override
          public Map<String, String[]> getParameterMap() {
            return Collections.unmodifiableMap(parameters);
          }

          @Override
          public Enumeration<String> getParameterNames() {
            return Collections.enumeration(parameters.keySet());
          }

          @Override
          public String[] getParameterValues(String name) {
            return parameters.get(name);
          }
        },
        response);
  }
}
