package io.vidlens.dashboard;

import io.vidlens.compute.ComputePools;
import java.util.Map;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.crypto.argon2.Argon2PasswordEncoder;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.DelegatingPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;

/** What the dashboard needs in every kind of context (the web security is in DashboardSecurity). */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(DashboardProperties.class)
class DashboardConfiguration {

  static final String ARGON2 = "argon2@SpringSecurity_v5_8";

  /**
   * Argon2id (salted, memory-hard) for new hashes; each stored hash names its algorithm, so hashes
   * made with BCrypt or older Argon2 settings still verify and can be upgraded later. Both run on
   * the password compute pool ({@link PooledPasswordEncoder}).
   */
  @Bean
  PasswordEncoder passwordEncoder(ComputePools pools) {
    return new PooledPasswordEncoder(
        new DelegatingPasswordEncoder(
            ARGON2,
            Map.of(
                ARGON2,
                Argon2PasswordEncoder.defaultsForSpringSecurity_v5_8(),
                "bcrypt",
                new BCryptPasswordEncoder())),
        pools.pool(ComputePools.PASSWORD, "password checks", "Service Unavailable"));
  }
}
