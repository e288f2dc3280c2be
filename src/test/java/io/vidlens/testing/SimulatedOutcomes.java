package io.vidlens.testing;

import io.vidlens.access.RequestCharge;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Test-only stand-in for an operation's outcome, placed behind the access gate: a request with
 * {@code X-Test-Outcome: 404} is answered 404 in the envelope as if the feature had found nothing,
 * so the gate's charging can be tested before features exist. {@code X-Test-Cached: true} marks the
 * answer as served from a cached analysis.
 */
@TestConfiguration(proxyBeanMethods = false)
public class SimulatedOutcomes {

  public static final String OUTCOME = "X-Test-Outcome";
  public static final String CACHED = "X-Test-Cached";

  @Bean
  OutcomeFilter simulatedOutcomeFilter() {
    return new OutcomeFilter();
  }

  @Order(Ordered.HIGHEST_PRECEDENCE + 40)
  static class OutcomeFilter extends OncePerRequestFilter {
    @Override
    protected void doFilterInternal(
        HttpServletRequest request, HttpServletResponse response, FilterChain chain)
        throws ServletException, IOException {
      if ("true".equals(request.getHeader(CACHED))) {
        RequestCharge.of(request).cachedAnswer();
      }
      String outcome = request.getHeader(OUTCOME);
      if (outcome == null) {
        chain.doFilter(request, response);
        return;
      }
      int status = Integer.parseInt(outcome);
      response.setStatus(status);
      response.setContentType("application/json");
      response
          .getWriter()
          .write(
              "{\"error\":{\"code\":"
                  + status
                  + ",\"message\":\"Simulated\",\"details\":\"simulated outcome\"}}");
    }
  }
}
