package io.vidlens.oauth;

import io.github.bucket4j.ConsumptionProbe;
import io.vidlens.access.BucketStore;
import io.vidlens.access.ClientNetworks;
import io.vidlens.access.Sha256;
import io.vidlens.api.ReadBody;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.filter.OncePerRequestFilter;
import tools.jackson.databind.json.JsonMapper;

/**
 * Open registration (RFC 7591) without a credential, within bounds: each client network (an IPv4
 * address or an IPv6 /64, as the sign-in throttle counts) registers at most {@code
 * registrations-per-network-per-hour} apps, from the shared rate-limit buckets so every node counts
 * together; past it, 429 with {@code Retry-After}. A registration body over {@code
 * max-registration-bytes} is refused unread (413). Both answer in RFC 7591's error JSON. The
 * fields' own bounds (redirect addresses, name) are {@link RegistrationPolicy}'s.
 */
final class RegistrationLimits extends OncePerRequestFilter {

  private final BucketStore buckets;
  private final OAuthProperties properties;
  private final JsonMapper json = JsonMapper.builder().build();

  RegistrationLimits(BucketStore buckets, OAuthProperties properties) {
    this.buckets = buckets;
    this.properties = properties;
  }

  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    return !"POST".equals(request.getMethod());
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    int limit = properties.maxRegistrationBytes();
    if (request.getContentLengthLong() > limit) {
      refuse(response, HttpStatus.CONTENT_TOO_LARGE, "invalid_client_metadata", tooLarge(), null);
      return;
    }
    ConsumptionProbe probe = bucket(request.getRemoteAddr()).tryConsumeAndReturnRemaining(1);
    if (!probe.isConsumed()) {
      long wait =
          Math.max(
              1, TimeUnit.NANOSECONDS.toSeconds(probe.getNanosToWaitForRefill() + 999_999_999L));
      refuse(
          response,
          HttpStatus.TOO_MANY_REQUESTS,
          "temporarily_unavailable",
          "Too many apps registered from this network; try again in " + wait + " seconds.",
          wait);
      return;
    }
    // A chunked body says no length: read at most one byte past the limit.
    byte[] body = request.getInputStream().readNBytes(limit + 1);
    if (body.length > limit) {
      refuse(response, HttpStatus.CONTENT_TOO_LARGE, "invalid_client_metadata", tooLarge(), null);
      return;
    }
    chain.doFilter(new ReadBody(request, body), response);
  }

  private String tooLarge() {
    return "A registration is at most " + properties.maxRegistrationBytes() + " bytes.";
  }

  private io.github.bucket4j.Bucket bucket(String address) {
    int perHour = properties.registrationsPerNetworkPerHour();
    return buckets.bucket(
        "oauth:register:" + perHour + "/1h:" + Sha256.hex(ClientNetworks.of(address)),
        perHour,
        Duration.ofHours(1));
  }

  private void refuse(
      HttpServletResponse response, HttpStatus status, String error, String why, Long retryAfter)
      throws IOException {
    Map<String, String> body = new LinkedHashMap<>();
    body.put("error", error);
    body.put("error_description", why);
    response.setStatus(status.value());
    response.setContentType(MediaType.APPLICATION_JSON_VALUE);
    response.setHeader(HttpHeaders.CACHE_CONTROL, "no-store");
    if (retryAfter != null) {
      response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(retryAfter));
    }
    response.getOutputStream().write(json.writeValueAsBytes(body));
  }
}
