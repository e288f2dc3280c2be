package io.vidlens.dashboard;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the account holders' dashboard ({@code vidlens.dashboard.*}). Session cookie settings
 * are Spring Boot's own ({@code server.servlet.session.cookie.*}).
 */
@ConfigurationProperties("vidlens.dashboard")
record DashboardProperties(
    @DefaultValue("true") boolean signUpEnabled,
    @DefaultValue("12") int minPasswordLength,
    @DefaultValue("5") int signInFailuresPerEmail,
    @DefaultValue("20") int signInFailuresPerAddress,
    @DefaultValue("15m") Duration signInWindow,
    @DefaultValue("10") int signUpsPerAddressPerHour,
    @DefaultValue("25") int maxActiveKeys) {

  DashboardProperties {
    if (minPasswordLength < 8) {
      throw new IllegalArgumentException("vidlens.dashboard.min-password-length must be >= 8");
    }
    if (signInFailuresPerEmail < 1
        || signInFailuresPerAddress < 1
        || signUpsPerAddressPerHour < 1) {
      throw new IllegalArgumentException(
          "vidlens.dashboard sign-in and sign-up limits must be >= 1");
    }
  }
}
