package io.vidlens.dashboard;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.ClientNetworks;
import io.vidlens.compute.ComputePool;
import jakarta.servlet.http.HttpServletRequest;
import java.util.function.Supplier;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * Hashes and checks passwords on the password pool, never on the request's virtual thread: an
 * Argon2 hash holds a core for tens of milliseconds and never yields, so a few sign-ins on request
 * threads would hold every carrier. The share is the account's at the client's network: the email
 * of the sign-in or sign-up form, else the signed-in account, with the network. Beyond it the pool
 * refuses at once ({@link io.vidlens.compute.ComputeRejected}: 429 for the account, 503 for the
 * node).
 */
final class PooledPasswordEncoder implements PasswordEncoder {

  private final PasswordEncoder delegate;
  private final ComputePool pool;
  private final Supplier<String> account;

  PooledPasswordEncoder(PasswordEncoder delegate, ComputePool pool) {
    this(delegate, pool, PooledPasswordEncoder::currentAccount);
  }

  PooledPasswordEncoder(PasswordEncoder delegate, ComputePool pool, Supplier<String> account) {
    this.delegate = delegate;
    this.pool = pool;
    this.account = account;
  }

  @Override
  public String encode(CharSequence rawPassword) {
    return pool.run(account.get(), () -> delegate.encode(rawPassword));
  }

  @Override
  public boolean matches(CharSequence rawPassword, String encodedPassword) {
    return pool.run(account.get(), () -> delegate.matches(rawPassword, encodedPassword));
  }

  @Override
  public boolean upgradeEncoding(String encodedPassword) {
    return delegate.upgradeEncoding(encodedPassword); // reads the hash's prefix: cheap
  }

  /** The pool's account for the password work of {@code email}. */
  static String forEmail(String email) {
    return "email:" + AccountDirectory.normalizeEmail(email);
  }

  /**
   * The pool's share of the password work of {@code email} from {@code address}: per account and
   * client network, so that guessers elsewhere holding the account's checks in flight do not get
   * the owner's refused (issue 40).
   */
  static String forEmailAt(String email, String address) {
    return forEmail(email) + "@" + ClientNetworks.of(address);
  }

  /**
   * Whose password work this is: the form's email or the signed-in account, at the client's
   * network; else the address.
   */
  static String currentAccount() {
    if (RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes attrs) {
      HttpServletRequest request = attrs.getRequest();
      String email = request.getParameter("email");
      if (email != null && !email.isBlank()) {
        return forEmailAt(email, request.getRemoteAddr());
      }
      Authentication auth = SecurityContextHolder.getContext().getAuthentication();
      if (auth != null && auth.isAuthenticated() && auth.getName() != null) {
        return forEmailAt(auth.getName(), request.getRemoteAddr());
      }
      return "address:" + request.getRemoteAddr();
    }
    return "local"; // the command line
  }
}
