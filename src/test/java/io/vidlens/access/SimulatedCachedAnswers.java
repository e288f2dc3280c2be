package io.vidlens.access;

import io.vidlens.access.internal.ChargeArguments;
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
 * Test-only: a request with {@code X-Test-Cached: true} is marked as answered from a cached
 * analysis, as an operation's controller would through its {@link RequestCharge} argument. It lives
 * in the access package because the charge is reachable only there and through the controller
 * argument; it runs behind the gate and before {@code SimulatedOutcomes} answers.
 */
@TestConfiguration(proxyBeanMethods = false)
public class SimulatedCachedAnswers {

  public static final String CACHED = "X-Test-Cached";

  @Bean
  CachedAnswerFilter simulatedCachedAnswerFilter() {
    return new CachedAnswerFilter();
  }

  @Order(Ordered.HIGHEST_PRECEDENCE + 35)
  static class CachedAnswerFilter extends OncePerRequestFilter {
    @Override
    protected void doFilterInternal(
        HttpServletRequest request, HttpServletResponse response, FilterChain chain)
        throws ServletException, IOException {
      if ("true".equals(request.getHeader(CACHED))) {
        ChargeArguments.charge(request).cachedAnswer();
      }
      chain.doFilter(request, response);
    }
  }
}
