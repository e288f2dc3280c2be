package io.vidlens.oauth;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.SignInSessions;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.util.List;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextImpl;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * At the authorization endpoint, the person signed in to the dashboard becomes their account ID:
 * the authorization then names the account (stable when the email changes), and what is stored with
 * it is a plain name Spring Authorization Server can write to the database, not the dashboard's own
 * user type. For this request only; the session keeps the dashboard's sign-in unchanged. A session
 * that signed in before the account's password last changed is ended, as the dashboard ends it
 * ({@link SignInSessions}): the person signs in again before any app is authorized.
 */
final class AccountPrincipalFilter extends OncePerRequestFilter {

  private final AccountDirectory accounts;

  AccountPrincipalFilter(AccountDirectory accounts) {
    this.accounts = accounts;
  }

  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    return !request.getRequestURI().equals(request.getContextPath() + OAuthPaths.AUTHORIZE);
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    Authentication signedIn = SecurityContextHolder.getContext().getAuthentication();
    if (signedIn != null
        && signedIn.isAuthenticated()
        && !(signedIn instanceof AnonymousAuthenticationToken)) {
      // An account deleted since signing in, or whose password changed since, is not signed in.
      HttpSession session = request.getSession(false);
      Authentication account =
          accounts
              .findByEmail(signedIn.getName())
              .filter(login -> SignInSessions.current(session, login))
              .<Authentication>map(
                  login ->
                      UsernamePasswordAuthenticationToken.authenticated(
                          login.accountId(),
                          null,
                          List.of(new SimpleGrantedAuthority("ROLE_ACCOUNT"))))
              .orElse(null);
      if (account == null && session != null) {
        session.invalidate();
      }
      SecurityContextHolder.setContext(
          account == null ? new SecurityContextImpl() : new SecurityContextImpl(account));
    }
    chain.doFilter(request, response);
  }
}
