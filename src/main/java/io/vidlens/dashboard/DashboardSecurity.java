package io.vidlens.dashboard;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.SignInSessions;
import io.vidlens.compute.ComputeRejected;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.web.servlet.DelegatingFilterProxyRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.session.SessionRegistry;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.AccessDeniedHandler;
import org.springframework.security.web.access.intercept.AuthorizationFilter;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;
import org.springframework.security.web.authentication.SavedRequestAwareAuthenticationSuccessHandler;
import org.springframework.security.web.authentication.UsernamePasswordAuthenticationFilter;
import org.springframework.security.web.authentication.logout.CookieClearingLogoutHandler;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter;
import org.springframework.session.FindByIndexNameSessionRepository;
import org.springframework.session.Session;
import org.springframework.session.security.SpringSessionBackedSessionRegistry;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Spring Security for the dashboard only. Its filter is mapped to {@code /dashboard/*} alone, so
 * the API, the contract, the docs, webjars and actuator never pass through it: no session, no CSRF,
 * no redirect to a sign-in page and no changed answer there. Under {@code /dashboard}: form sign-in
 * with a new session ID at sign-in, CSRF tokens on every form, no session before sign-in, sign-ins
 * that wait longer after each failure, and strict headers (CSP without inline script, no framing,
 * no caching of pages).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@EnableWebSecurity
class DashboardSecurity {

  static final String SIGN_IN = SignInPaths.SIGN_IN;
  static final String CONTENT_SECURITY_POLICY =
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
          + " object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

  /** Spring Boot's registrations of Spring Security's and Spring Session's filters. */
  private static final Set<String> DASHBOARD_ONLY_FILTERS =
      Set.of("securityFilterChainRegistration", "sessionRepositoryFilterRegistration");

  @Bean
  SecurityFilterChain dashboardSecurityFilterChain(
      HttpSecurity http,
      SignInThrottle throttle,
      KnownBrowsers knownBrowsers,
      AccountDirectory accounts,
      Clock clock,
      DashboardProperties properties,
      FindByIndexNameSessionRepository<? extends Session> sessions,
      @Value("${server.servlet.context-path:}") String contextPath,
      @Value("${server.servlet.session.cookie.name:JSESSIONID}") String cookieName,
      @Value("${server.servlet.session.cookie.path:/}") String cookiePath)
      throws Exception {
    SavedRequestAwareAuthenticationSuccessHandler success =
        new SavedRequestAwareAuthenticationSuccessHandler() {
          @Override
          public void onAuthenticationSuccess(
              HttpServletRequest request, HttpServletResponse response, Authentication auth)
              throws IOException, ServletException {
            SignInSessions.stamp(request.getSession(), clock.instant());
            knownBrowsers.remember(request, response, auth.getName());
            SignInEmails.forget(request, response);
            super.onAuthenticationSuccess(request, response, auth);
          }
        };
    success.setDefaultTargetUrl("/dashboard");
    ReturnPaths returnPaths = new ReturnPaths();
    success.setRequestCache(returnPaths);
    AuthenticationFailureHandler failure =
        (request, response, e) -> {
          throttle.signInFailed(request.getParameter("email"), request.getRemoteAddr());
          SignInEmails.remember(request, response, request.getParameter("email"));
          response.sendRedirect(request.getContextPath() + SIGN_IN + "?error");
        };
    http.securityMatcher("/dashboard", "/dashboard/**")
        .authorizeHttpRequests(
            auth ->
                auth.requestMatchers(
                        SIGN_IN,
                        SignInPaths.SIGN_UP,
                        EmailVerificationController.PATH,
                        "/dashboard/assets/**")
                    .permitAll()
                    .anyRequest()
                    .authenticated())
        .formLogin(
            form ->
                form.loginPage(SIGN_IN)
                    .loginProcessingUrl(SIGN_IN)
                    .usernameParameter("email")
                    .passwordParameter("password")
                    .successHandler(success)
                    .failureHandler(failure))
        .logout(
            logout ->
                logout
                    .logoutUrl("/dashboard/sign-out")
                    .logoutSuccessUrl(SIGN_IN + "?signed-out")
                    .invalidateHttpSession(true)
                    .addLogoutHandler(
                        new CookieClearingLogoutHandler(expired(cookieName, cookiePath))))
        // No session before sign-in: the anonymous pages' CSRF token and the page asked for before
        // signing in live in cookies, so loading pages stores nothing on the server.
        .csrf(
            csrf ->
                csrf.csrfTokenRepository(new DashboardCsrfTokens(contextPath))
                    .csrfTokenRequestHandler(new CsrfTokenValues()))
        .requestCache(cache -> cache.requestCache(returnPaths))
        // At most so many sessions per account: a new sign-in ends the least recently used one
        // (found through Spring Session's index by principal, so on every node).
        .sessionManagement(
            session ->
                session
                    .sessionFixation(f -> f.changeSessionId())
                    .maximumSessions(properties.maxSessionsPerAccount())
                    .sessionRegistry(registry(sessions))
                    .expiredUrl(SIGN_IN + "?expired"))
        .exceptionHandling(e -> e.accessDeniedHandler(formExpired()))
        .headers(
            headers ->
                headers
                    .contentSecurityPolicy(csp -> csp.policyDirectives(CONTENT_SECURITY_POLICY))
                    .referrerPolicy(
                        r -> r.policy(ReferrerPolicyHeaderWriter.ReferrerPolicy.SAME_ORIGIN))
                    .frameOptions(f -> f.deny()))
        .addFilterBefore(
            new ThrottleFilter(throttle, knownBrowsers), UsernamePasswordAuthenticationFilter.class)
        .addFilterAfter(new CurrentAccountFilter(accounts), AuthorizationFilter.class);
    return http.build();
  }

  /**
   * Maps Spring Security's and Spring Session's servlet filters to the dashboard's paths only
   * (Spring Boot maps them to every path), so nothing of them, not even a session lookup or the
   * request firewall, touches the API.
   */
  @Bean
  static BeanPostProcessor dashboardOnlyFilters() {
    return new BeanPostProcessor() {
      @Override
      public Object postProcessBeforeInitialization(Object bean, String beanName) {
        if (bean instanceof DelegatingFilterProxyRegistrationBean registration
            && DASHBOARD_ONLY_FILTERS.contains(beanName)) {
          registration.setUrlPatterns(List.of("/dashboard", "/dashboard/*"));
        }
        return bean;
      }
    };
  }

  private static <S extends Session> SessionRegistry registry(
      FindByIndexNameSessionRepository<S> sessions) {
    return new SpringSessionBackedSessionRegistry<>(sessions);
  }

  private static Cookie expired(String name, String path) {
    Cookie cookie = new Cookie(name, null);
    cookie.setPath(path);
    cookie.setMaxAge(0);
    cookie.setHttpOnly(true);
    return cookie;
  }

  /** A refused form (missing or stale CSRF token): a page for a person, not a bare 403. */
  private static AccessDeniedHandler formExpired() {
    return (request, response, e) -> {
      response.setStatus(HttpServletResponse.SC_FORBIDDEN);
      response.setContentType("text/html;charset=UTF-8");
      String home = request.getContextPath() + "/dashboard";
      response
          .getOutputStream()
          .write(
              ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                      + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                      + "<title>Form expired - Vidlens</title>"
                      + "<link rel=\"stylesheet\" href=\""
                      + home
                      + "/assets/dashboard.css\"></head>"
                      + "<body><main class=\"narrow\"><h1>This form has expired</h1>"
                      + "<p>For your safety the form could not be accepted (its security token was"
                      + " missing or out of date, for example after signing in elsewhere)."
                      + " Nothing was changed.</p><p><a href=\""
                      + home
                      + "\">Back to the dashboard</a>"
                      + "</p></main></body></html>")
                  .getBytes(StandardCharsets.UTF_8));
    };
  }

  /**
   * Refuses a sign-in attempt while the email or the client address must wait: 429 with {@code
   * Retry-After} and a fixed page ({@link ThrottledSignIns}), the password unchecked.
   */
  private static final class ThrottleFilter extends OncePerRequestFilter {
    private final SignInThrottle throttle;
    private final KnownBrowsers knownBrowsers;

    ThrottleFilter(SignInThrottle throttle, KnownBrowsers knownBrowsers) {
      this.throttle = throttle;
      this.knownBrowsers = knownBrowsers;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
      return !("POST".equals(request.getMethod())
          && (request.getContextPath() + SIGN_IN).equals(request.getRequestURI()));
    }

    @Override
    protected void doFilterInternal(
        HttpServletRequest request, HttpServletResponse response, FilterChain chain)
        throws ServletException, IOException {
      String email = request.getParameter("email");
      long wait =
          throttle.secondsUntilSignInAllowed(
              email, request.getRemoteAddr(), knownBrowsers.vouchesFor(request, email));
      if (wait > 0) {
        ThrottledSignIns.refuse(response, request.getContextPath(), wait);
        return;
      }
      try {
        chain.doFilter(request, response);
      } catch (ComputeRejected busy) {
        // The password pool refused the check (the account's share or the node's): 429 or 503
        // and Retry-After; the password was not checked, so no failure counts.
        ThrottledSignIns.busy(
            response, request.getContextPath(), busy.status().value(), busy.retryAfterSeconds());
      }
    }
  }
}
