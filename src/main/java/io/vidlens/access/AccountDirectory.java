package io.vidlens.access;

import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Accounts as people use them: sign-up with an email and a password hash (hashing is the caller's:
 * this class only stores what it is given), roles, and plan changes by operators. Emails are
 * compared in lower case.
 */
@Service
public class AccountDirectory {

  private final AccountStore accounts;
  private final PlanCatalog plans;
  private final KeyAuthenticator authenticator;
  private final Clock clock;

  AccountDirectory(
      AccountStore accounts, PlanCatalog plans, KeyAuthenticator authenticator, Clock clock) {
    this.accounts = accounts;
    this.plans = plans;
    this.authenticator = authenticator;
    this.clock = clock;
  }

  public static String normalizeEmail(String email) {
    return email == null ? "" : email.trim().toLowerCase(Locale.ROOT);
  }

  public Optional<AccountLogin> findByEmail(String email) {
    return accounts.findLoginByEmail(normalizeEmail(email));
  }

  public Optional<AccountLogin> findById(String accountId) {
    return accounts.findLoginById(accountId);
  }

  /** Makes an account on the default plan; {@link EmailTakenException} when the email is taken. */
  @Transactional
  public AccountLogin register(String email, String passwordHash) {
    String normalized = normalizeEmail(email);
    if (accounts.findLoginByEmail(normalized).isPresent()) {
      throw new EmailTakenException(normalized);
    }
    // The account's name is its email, unless a command-line account already has that name.
    String name =
        accounts.findByName(normalized).isEmpty()
            ? normalized
            : normalized + " #" + Long.toHexString(clock.millis() & 0xffffff);
    try {
      return accounts.createWithLogin(
          name, normalized, passwordHash, PlanCatalog.DEFAULT, clock.instant());
    } catch (DuplicateKeyException e) {
      throw new EmailTakenException(normalized);
    }
  }

  public void changePasswordHash(String accountId, String passwordHash) {
    accounts.updatePasswordHash(accountId, passwordHash, clock.instant());
  }

  /** Makes the account with this email an operator; false when there is none. */
  public boolean makeOperator(String email) {
    return accounts.setRole(normalizeEmail(email), AccountRole.OPERATOR) == 1;
  }

  /** Every account with its active keys and units used this period, oldest first. */
  public List<AccountOverview> overview() {
    return accounts.overviews(UsagePeriod.containing(clock.instant()).key());
  }

  /** Moves an account to a configured plan; its keys get the new plan's limits at once. */
  @Transactional
  public void changePlan(String accountId, String planName) {
    Plan plan =
        plans
            .find(planName)
            .orElseThrow(() -> new IllegalArgumentException("Unknown plan " + planName));
    if (accounts.findById(accountId).isEmpty()) {
      throw new IllegalArgumentException("No account " + accountId);
    }
    accounts.changePlan(accountId, plan.name());
    authenticator.forgetAll();
  }
}
