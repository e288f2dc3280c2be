package io.vidlens.dashboard;

import io.vidlens.access.AccountDirectory;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.stereotype.Component;

/** Finds the account a sign-in names; accounts without a password cannot sign in. */
@Component
class DashboardUsers implements UserDetailsService {

  private final AccountDirectory accounts;

  DashboardUsers(AccountDirectory accounts) {
    this.accounts = accounts;
  }

  @Override
  public UserDetails loadUserByUsername(String email) {
    return accounts
        .findByEmail(email)
        .filter(a -> a.passwordHash() != null)
        .map(DashboardUser::of)
        .orElseThrow(() -> new UsernameNotFoundException("No such account"));
  }
}
