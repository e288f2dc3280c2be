package io.vidlens.dashboard;

import io.vidlens.access.AccountLogin;
import java.io.Serial;
import java.util.Collection;
import java.util.List;
import org.springframework.security.core.CredentialsContainer;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.userdetails.UserDetails;

/**
 * The signed-in person as the session holds it: account ID and email. The password hash is only
 * here while a sign-in is checked, and erased right after. Sessions are stored in the database,
 * Java-serialised (see {@link DashboardSessions}), and read by every node: keep the fields few and
 * serialisable, and the serialVersionUID unless the form really changes.
 */
final class DashboardUser implements UserDetails, CredentialsContainer {

  @Serial private static final long serialVersionUID = 1L;

  private final String accountId;
  private final String email;
  private String passwordHash;

  DashboardUser(String accountId, String email, String passwordHash) {
    this.accountId = accountId;
    this.email = email;
    this.passwordHash = passwordHash;
  }

  static DashboardUser of(AccountLogin account) {
    return new DashboardUser(account.accountId(), account.email(), account.passwordHash());
  }

  String accountId() {
    return accountId;
  }

  @Override
  public Collection<? extends GrantedAuthority> getAuthorities() {
    // Roles are read from the database on every request (CurrentAccountFilter), not from here.
    return List.of(new SimpleGrantedAuthority("ROLE_ACCOUNT"));
  }

  @Override
  public String getPassword() {
    return passwordHash;
  }

  @Override
  public String getUsername() {
    return email;
  }

  @Override
  public void eraseCredentials() {
    passwordHash = null;
  }

  @Override
  public String toString() {
    return "DashboardUser[" + accountId + "]";
  }
}
