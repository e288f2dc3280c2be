package io.vidlens.testing;

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
 * so the gate's charging can be tested before features exist. (A cached answer is marked by {@code
 * io.vidlens.access.SimulatedCachedAnswers}, which can reach the request's charge.)
 */
@TestConfiguration(proxyBeanMethods = false)
public class SimulatedOutcomes {

  public static final String OUTCOME = "X-Test-Outcome";

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
