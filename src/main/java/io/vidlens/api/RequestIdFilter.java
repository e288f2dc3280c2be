package io.vidlens.api;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;
import org.slf4j.MDC;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Gives every request an ID, in the logs (MDC {@code requestId}) and in the X-Request-Id answer
 * header. A well-formed ID sent by the caller (or a proxy) is kept, so traces line up.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE)
public class RequestIdFilter extends OncePerRequestFilter {

  public static final String HEADER = "X-Request-Id";
  public static final String MDC_KEY = "requestId";
  private static final Pattern ACCEPTED = Pattern.compile("[A-Za-z0-9._:-]{8,64}");

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    String incoming = request.getHeader(HEADER);
    String id = incoming != null && ACCEPTED.matcher(incoming).matches() ? incoming : newId();
    response.setHeader(HEADER, id);
    MDC.put(MDC_KEY, id);
    try {
      chain.doFilter(request, response);
    } finally {
      MDC.remove(MDC_KEY);
    }
  }

  @Override
  protected boolean shouldNotFilterErrorDispatch() {
    return true;
  }

  /**
   * A random (version 4) UUID from the thread's generator: a request ID is no secret, and {@link
   * UUID#randomUUID()} would take the shared SecureRandom's lock on every request.
   */
  private static String newId() {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    long high = (random.nextLong() & ~0xF000L) | 0x4000L;
    long low = (random.nextLong() & ~(0xCL << 60)) | (0x8L << 60);
    return new UUID(high, low).toString();
  }
}
