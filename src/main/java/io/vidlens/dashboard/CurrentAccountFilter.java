package io.vidlens.dashboard;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.AccountLogin;
import io.vidlens.access.SignInSessions;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.util.Optional;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Reads the signed-in account fresh from the database on every dashboard request (so a role or plan
 * change shows at once), and ends a session that began before the account's password was last
 * changed (a password change signs out every other session).
 */
class CurrentAccountFilter extends OncePerRequestFilter {

  static final String ACCOUNT = "io.vidlens.dashboard.account";

  private final AccountDirectory accounts;

  CurrentAccountFilter(AccountDirectory accounts) {
    this.accounts = accounts;
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    Authentication auth = SecurityContextHolder.getContext().getAuthentication();
    if (auth != null && auth.getPrincipal() instanceof DashboardUser user) {
      Optional<AccountLogin> account = accounts.findById(user.accountId());
      HttpSession session = request.getSession(false);
      if (account.isEmpty() || !SignInSessions.current(session, account.get())) {
        if (session != null) {
          session.invalidate();
        }
        SecurityContextHolder.clearContext();
        response.sendRedirect(request.getContextPath() + "/dashboard/sign-in?expired");
        return;
      }
      request.setAttribute(ACCOUNT, account.get());
    }
    chain.doFilter(request, response);
  }
}
