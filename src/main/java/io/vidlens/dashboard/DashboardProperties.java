package io.vidlens.dashboard;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the account holders' dashboard ({@code vidlens.dashboard.*}). Session cookie settings
 * are Spring Boot's own ({@code server.servlet.session.cookie.*}).
 *
 * <p>The sign-in limits start a wait, never a lock: past each one, every further failure makes the
 * next try wait longer (see {@link SignInThrottle}). Besides failures, every sign-in attempt counts
 * against its network ({@code sign-in-attempts-per-network} a minute), every successful one against
 * its account ({@code sign-ins-per-account} per 10 minutes), and every check of the current
 * password on the account page against the account ({@code password-checks-per-account}, a ladder
 * like the failures'); an account holds at most {@code max-sessions-per-account} sessions (the
 * least recently used ends).
 */
@ConfigurationProperties("vidlens.dashboard")
record DashboardProperties(
    @DefaultValue("true") boolean signUpEnabled,
    @DefaultValue("12") int minPasswordLength,
    @DefaultValue("5") int signInFailuresPerEmailAndAddress,
    @DefaultValue("20") int signInFailuresPerAddress,
    @DefaultValue("50") int signInFailuresPerEmail,
    @DefaultValue("10") int signUpsPerAddressPerHour,
    @DefaultValue("3") int signUpsPerEmailPerHour,
    @DefaultValue("25") int maxActiveKeys,
    @DefaultValue("20") int signInAttemptsPerNetwork,
    @DefaultValue("10") int signInsPerAccount,
    @DefaultValue("5") int passwordChecksPerAccount,
    @DefaultValue("10") int maxSessionsPerAccount) {

  DashboardProperties {
    if (minPasswordLength < 8) {
      throw new IllegalArgumentException("vidlens.dashboard.min-password-length must be >= 8");
    }
    if (signInFailuresPerEmailAndAddress < 1
        || signInFailuresPerAddress < 1
        || signInFailuresPerEmail < 1
        || signUpsPerAddressPerHour < 1
        || signUpsPerEmailPerHour < 1
        || signInAttemptsPerNetwork < 1
        || signInsPerAccount < 1
        || passwordChecksPerAccount < 1
        || maxSessionsPerAccount < 1) {
      throw new IllegalArgumentException(
          "vidlens.dashboard sign-in and sign-up limits must be >= 1");
    }
  }
}
