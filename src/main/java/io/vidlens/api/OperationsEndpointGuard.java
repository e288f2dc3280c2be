package io.vidlens.api;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The actuator beyond health needs the operator's credential: {@code Authorization: Bearer TOKEN}
 * with {@code vidlens.operations.token}. Health and its groups ({@code /actuator/health}, {@code
 * /liveness}, {@code /readiness}: statuses only) stay public for probes and load balancers;
 * Prometheus metrics, info and the endpoint list answer 401 without the token, and every request
 * for them answers 401 while no token is configured. The token is compared in constant time.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 22)
class OperationsEndpointGuard extends OncePerRequestFilter {

  static final String PROPERTY = "vidlens.operations.token";

  private static final java.util.regex.Pattern PLAUSIBLE =
      java.util.regex.Pattern.compile("[\\x21-\\x7e]{16,512}");

  private final byte[] tokenHash;
  private final ErrorResponses errors;

  OperationsEndpointGuard(@Value("${" + PROPERTY + ":}") String token, ErrorResponses errors) {
    this.errors = errors;
    if (!token.isEmpty() && !PLAUSIBLE.matcher(token).matches()) {
      throw new IllegalArgumentException(
          PROPERTY + " must be 16 to 512 printable ASCII characters without spaces");
    }
    this.tokenHash = token.isEmpty() ? null : sha256(token);
  }

  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    String path = request.getRequestURI().substring(request.getContextPath().length());
    if (!(path.equals("/actuator") || path.startsWith("/actuator/"))) {
      return true;
    }
    return path.equals("/actuator/health") || path.startsWith("/actuator/health/");
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    if (tokenHash != null && MessageDigest.isEqual(tokenHash, sha256(bearer(request)))) {
      chain.doFilter(request, response);
      return;
    }
    response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer realm=\"vidlens-operations\"");
    errors.write(
        response,
        new ApiException(
            HttpStatus.UNAUTHORIZED,
            "Unauthorized",
            tokenHash == null
                ? "Operations endpoints other than health are closed: set "
                    + PROPERTY
                    + " and send it as 'Authorization: Bearer TOKEN'."
                : "Send the operations token as 'Authorization: Bearer TOKEN'."));
  }

  private static String bearer(HttpServletRequest request) {
    String header = request.getHeader(HttpHeaders.AUTHORIZATION);
    return header != null && header.regionMatches(true, 0, "Bearer ", 0, 7)
        ? header.substring(7).strip()
        : "";
  }

  private static byte[] sha256(String value) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every JDK", e);
    }
  }
}
