package io.vidlens.mcp;

import io.github.bucket4j.ConsumptionProbe;
import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.BucketStore;
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
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;

/**
 * Every request to {@code /mcp} carries an API key, as every operation does: without one, or with a
 * bad one, the answer is 401 in the error envelope before the MCP server sees the request. Every
 * request (an {@code initialize}, a stream, a notification, not only a tool call) then takes a
 * token of the key's per-second rate as its plan sets it, or is answered 429 in the envelope with
 * the wait, as an operation is, after a hold ({@link RefusalPacing}). The bucket is the key's own
 * for {@code /mcp}: a tool call's operation is counted again by the gate, and sharing one bucket
 * would halve an agent's rate. Registered for {@code /mcp} alone ({@link McpServerConfiguration}).
 */
record McpKeyFilter(
    KeyAuthenticator authenticator,
    BucketStore buckets,
    ErrorResponses errors,
    RefusalPacing pacing)
    implements Filter {

  private static final String PRINCIPAL = McpKeyFilter.class.getName() + ".principal";

  /** The caller this filter authenticated. */
  static ApiPrincipal principal(HttpServletRequest request) {
    return (ApiPrincipal) request.getAttribute(PRINCIPAL);
  }

  @Override
  public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
      throws IOException, ServletException {
    HttpServletResponse http = (HttpServletResponse) response;
    ApiPrincipal principal;
    try {
      principal =
          authenticator.authenticate(
              ((HttpServletRequest) request).getHeader(HttpHeaders.AUTHORIZATION));
    } catch (ApiException e) {
      http.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
      errors.write(http, e);
      return;
    }
    int rps = principal.plan().requestsPerSecond();
    ConsumptionProbe probe = bucket(principal, rps).tryConsumeAndReturnRemaining(1);
    if (!probe.isConsumed()) {
      long wait =
          Math.max(
              1, TimeUnit.NANOSECONDS.toSeconds(probe.getNanosToWaitForRefill() + 999_999_999L));
      pacing.pace(principal.keyId());
      errors.write(
          http,
          new ApiException(
              HttpStatus.TOO_MANY_REQUESTS,
              "Rate limit exceeded",
              "Plan "
                  + principal.plan().name()
                  + " allows "
                  + rps
                  + " requests per second, at /mcp as at each operation.",
              wait));
      return;
    }
    request.setAttribute(PRINCIPAL, principal);
    chain.doFilter(request, response);
  }

  private io.github.bucket4j.Bucket bucket(ApiPrincipal principal, int rps) {
    // The rate is part of the name: a plan change starts a fresh bucket of the new size.
    return buckets.bucket(principal.keyId() + ":mcp:rps:" + rps, rps, Duration.ofSeconds(1));
  }
}
