package io.vidlens.dashboard;

import io.vidlens.access.AccountDirectory;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsPasswordService;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.stereotype.Component;

/**
 * Finds the account a sign-in names; accounts without a password cannot sign in. After a sign-in
 * whose stored hash was made with weaker settings than today's (older Argon2 parameters, BCrypt),
 * Spring Security hashes the password again with today's and hands it here to store.
 */
@Component
class DashboardUsers implements UserDetailsService, UserDetailsPasswordService {

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

  @Override
  public UserDetails updatePassword(UserDetails user, String newPasswordHash) {
    DashboardUser signedIn = (DashboardUser) user;
    accounts.upgradePasswordHash(signedIn.accountId(), signedIn.getPassword(), newPasswordHash);
    return new DashboardUser(signedIn.accountId(), signedIn.getUsername(), newPasswordHash);
  }
}
