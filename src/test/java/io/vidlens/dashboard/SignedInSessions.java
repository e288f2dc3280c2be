package io.vidlens.dashboard;

import static org.mockito.Mockito.when;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.AccountLogin;
import io.vidlens.access.AccountRole;
import io.vidlens.access.SignInSessions;
import java.time.Instant;
import java.util.Optional;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContextImpl;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;

/** A session as a sign-in leaves it, for an account the mocked directory knows (slice tests). */
final class SignedInSessions {

  private SignedInSessions() {}

  static MockHttpSession of(AccountDirectory accounts, String accountId, String email) {
    when(accounts.findById(accountId))
        .thenReturn(
            Optional.of(
                new AccountLogin(
                    accountId,
                    "Someone",
                    email,
                    "{noop}x",
                    null,
                    AccountRole.USER,
                    "default",
                    Instant.EPOCH)));
    DashboardUser user = new DashboardUser(accountId, email, null);
    MockHttpSession session = new MockHttpSession();
    session.setAttribute(
        HttpSessionSecurityContextRepository.SPRING_SECURITY_CONTEXT_KEY,
        new SecurityContextImpl(
            UsernamePasswordAuthenticationToken.authenticated(user, null, user.getAuthorities())));
    SignInSessions.stamp(session, Instant.now());
    return session;
  }
}
