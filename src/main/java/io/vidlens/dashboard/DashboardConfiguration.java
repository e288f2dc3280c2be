package io.vidlens.dashboard;

import io.vidlens.compute.ComputePools;
import java.util.Map;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.crypto.argon2.Argon2PasswordEncoder;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.DelegatingPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.web.servlet.resource.ResourceUrlEncodingFilter;

/** What the dashboard needs in every kind of context (the web security is in DashboardSecurity). */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(DashboardProperties.class)
class DashboardConfiguration {

  static final String ARGON2 = "argon2@SpringSecurity_v5_8";

  /**
   * Argon2id (salted, memory-hard) at OWASP's Password Storage Cheat Sheet minimum: 19 MiB of
   * memory, 2 iterations, parallelism 1 (Spring Security's v5.8 defaults, 16 MiB, were just under
   * it). Each stored hash names its algorithm and carries its own Argon2 settings, so hashes made
   * with BCrypt or older settings still verify, and are made again with these at the next sign-in
   * ({@link DashboardUsers#updatePassword}). Both run on the password compute pool ({@link
   * PooledPasswordEncoder}).
   */
  static final int ARGON2_MEMORY_KIB = 19 * 1024;

  static final int ARGON2_ITERATIONS = 2;

  @Bean
  PasswordEncoder passwordEncoder(ComputePools pools) {
    return new PooledPasswordEncoder(
        new DelegatingPasswordEncoder(
            ARGON2,
            Map.of(
                ARGON2,
                new Argon2PasswordEncoder(16, 32, 1, ARGON2_MEMORY_KIB, ARGON2_ITERATIONS),
                "bcrypt",
                new BCryptPasswordEncoder())),
        pools.pool(ComputePools.PASSWORD, "password checks", "Service Unavailable"));
  }

  /**
   * Keeps Spring Boot's resource URL encoding filter (registered by Thymeleaf's configuration
   * because the webjars locator turns the resource chain on) off the servlet chain. It rewrites
   * every link of every page through the resource chain, and a link that is not a static file (a
   * form action, a menu entry) is looked up on the class path again at each render, since misses
   * are not cached: on a flood of sign-in pages that was the largest cost of a render (JFR, issue
   * 26). The dashboard's links need no rewriting: its assets have no versioned names.
   */
  @Bean
  FilterRegistrationBean<ResourceUrlEncodingFilter> resourceUrlEncodingOff() {
    // Spring Boot's own registration backs off when one for this filter exists.
    FilterRegistrationBean<ResourceUrlEncodingFilter> registration =
        new FilterRegistrationBean<>(new ResourceUrlEncodingFilter());
    registration.setEnabled(false);
    return registration;
  }
}
