package io.vidlens.access;

import io.vidlens.access.internal.AccountStore;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Accounts as people use them: sign-up with an email and a password hash (hashing is the caller's:
 * this class only stores what it is given), roles, and plan changes by operators. Emails are
 * compared in one normal form, and look-alikes are refused ({@link EmailAddresses}).
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

  /** The one form of an email ({@link EmailAddresses#normalize}). */
  public static String normalizeEmail(String email) {
    return EmailAddresses.normalize(email);
  }

  public Optional<AccountLogin> findByEmail(String email) {
    return accounts.findLoginByEmail(normalizeEmail(email));
  }

  /**
   * The plan of any account (with a login or keys only), as the gate resolves it: {@code default}
   * for an unknown account or a plan removed from configuration.
   */
  public Plan planOf(String accountId) {
    return plans.resolve(accounts.findById(accountId).map(Account::plan).orElse(""));
  }

  public Optional<AccountLogin> findById(String accountId) {
    return accounts.findLoginById(accountId);
  }

  /** Makes an account on the default plan; {@link EmailTakenException} when the email is taken. */
  @Transactional
  public AccountLogin register(String email, String passwordHash) {
    String normalized = normalizeEmail(email);
    EmailAddresses.lookAlikeProblem(normalized)
        .ifPresent(
            problem -> {
              throw new IllegalArgumentException(problem);
            });
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

  /**
   * Stores the same password's hash made with stronger settings (at sign-in), unless the hash was
   * changed meanwhile; sessions go on, as the password is the same.
   */
  public void upgradePasswordHash(String accountId, String oldHash, String newHash) {
    accounts.replacePasswordHash(accountId, oldHash, newHash);
  }

  /**
   * Makes the account with this email an operator; false when there is none. Refused ({@link
   * IllegalArgumentException}) while its email is not verified.
   */
  public boolean makeOperator(String email) {
    Optional<AccountLogin> account = accounts.findLoginByEmail(normalizeEmail(email));
    if (account.isEmpty()) {
      return false;
    }
    requireVerified(account.get().accountId());
    return accounts.setRole(normalizeEmail(email), AccountRole.OPERATOR) == 1;
  }

  /** Whether the account's email is verified (accounts without an email have none to verify). */
  public boolean emailVerified(String accountId) {
    return accounts.emailVerified(accountId);
  }

  private void requireVerified(String accountId) {
    if (accounts.unverifiedSignUp(accountId)) {
      throw new IllegalArgumentException(
          "This account has not verified its email yet; an operator's change waits until its owner"
              + " opens the verification link.");
    }
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
    accounts.require(accountId);
    requireVerified(accountId);
    accounts.changePlan(accountId, plan.name());
    authenticator.forgetAll();
  }
}
