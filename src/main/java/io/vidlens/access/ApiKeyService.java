package io.vidlens.access;

import io.vidlens.access.internal.AccountStore;
import io.vidlens.access.internal.ApiKeySecrets;
import io.vidlens.access.internal.ApiKeyStore;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Accounts and their keys: create (secret shown once), list, revoke, and the bootstrap key. */
@Service
public class ApiKeyService {

  private static final Logger log = LoggerFactory.getLogger(ApiKeyService.class);

  private final AccountStore accounts;
  private final ApiKeyStore keys;
  private final PlanCatalog plans;
  private final KeyAuthenticator authenticator;
  private final Clock clock;

  ApiKeyService(
      AccountStore accounts,
      ApiKeyStore keys,
      PlanCatalog plans,
      KeyAuthenticator authenticator,
      Clock clock) {
    this.accounts = accounts;
    this.keys = keys;
    this.plans = plans;
    this.authenticator = authenticator;
    this.clock = clock;
  }

  /**
   * Makes a key for the named account, creating the account on {@code planName} if it is new. An
   * existing account keeps its plan unless {@code planName} is given.
   */
  @Transactional
  public IssuedKey create(String accountName, String keyName, String planName) {
    return issue(accountName, keyName, planName, ApiKeySecrets.generate());
  }

  /**
   * Makes sure a key with exactly {@code secret} exists and is on {@code planName} (for automation
   * and first start). A key of that secret that was revoked stays revoked.
   */
  @Transactional
  public ApiKey ensureBootstrapKey(String secret, String planName) {
    if (!ApiKeySecrets.isPlausible(secret)) {
      throw new IllegalArgumentException(
          "vidlens.bootstrap-api-key must be 16 to 512 printable ASCII characters without spaces");
    }
    Plan plan = requirePlan(planName);
    Account account = accountFor("bootstrap", plan.name(), true);
    var existing = keys.findByHash(ApiKeySecrets.hash(secret));
    if (existing.isPresent()) {
      ApiKey key = existing.get().key();
      if (!key.active()) {
        // A revocation is an operator's decision; a setting left in place must not undo it at
        // the next start.
        log.warn(
            "Bootstrap API key {} was revoked and stays revoked; unset vidlens.bootstrap-api-key"
                + " or set a new value",
            key.prefix());
        return key;
      }
      if (!key.accountId().equals(account.id())) {
        keys.moveToAccount(key.id(), account.id());
      }
      authenticator.forget(ApiKeySecrets.hash(secret));
      return key;
    }
    ApiKey key = issue("bootstrap", "bootstrap", plan.name(), secret).key();
    log.info("Bootstrap API key {} created on plan {}", key.prefix(), plan.name());
    return key;
  }

  public List<ApiKey> list() {
    return keys.all();
  }

  public List<ApiKey> listFor(String accountId) {
    return keys.byAccount(accountId);
  }

  /**
   * Makes a key for an existing account (the dashboard's "create key"), keeping its plan. The
   * secret is in the answer only.
   */
  @Transactional
  public IssuedKey createFor(String accountId, String keyName) {
    return store(accounts.require(accountId), keyName, ApiKeySecrets.generate());
  }

  /** The account's key with this ID; empty when there is none or it belongs to another account. */
  public Optional<ApiKey> findFor(String accountId, String keyId) {
    return keys.findByIdOrPrefix(keyId).stream()
        .filter(k -> k.id().equals(keyId) && k.accountId().equals(accountId))
        .findFirst();
  }

  /**
   * Revokes one of the account's keys by ID, effective at once on this node. Empty when the account
   * has no such key (another account's key is "no such key", never revoked).
   */
  @Transactional
  public Optional<ApiKey> revokeFor(String accountId, String keyId) {
    Optional<ApiKey> key = findFor(accountId, keyId);
    key.ifPresent(
        k -> {
          keys.revoke(k.id(), clock.instant());
          authenticator.forgetKey(k.id());
        });
    return key;
  }

  public List<Account> accounts() {
    return accounts.all();
  }

  /**
   * Revokes the key with this ID or display prefix. Returns the revoked key; refuses a prefix that
   * names several keys.
   */
  @Transactional
  public ApiKey revoke(String idOrPrefix) {
    List<ApiKey> found = keys.findByIdOrPrefix(idOrPrefix);
    if (found.isEmpty()) {
      throw new IllegalArgumentException("No key with ID or prefix " + idOrPrefix);
    }
    if (found.size() > 1) {
      throw new IllegalArgumentException(
          "Prefix " + idOrPrefix + " names " + found.size() + " keys; give the key ID instead");
    }
    ApiKey key = found.getFirst();
    keys.revoke(key.id(), clock.instant());
    authenticator.forgetKey(key.id());
    return key;
  }

  private IssuedKey issue(String accountName, String keyName, String planName, String secret) {
    String plan = planName == null ? PlanCatalog.DEFAULT : requirePlan(planName).name();
    return store(accountFor(accountName, plan, planName != null), keyName, secret);
  }

  /** Stores a new active key of {@code account} with this secret (only its hash is kept). */
  private IssuedKey store(Account account, String keyName, String secret) {
    ApiKey key =
        new ApiKey(
            UUID.randomUUID().toString(),
            account.id(),
            keyName,
            ApiKeySecrets.displayPrefix(secret),
            clock.instant(),
            null,
            null);
    keys.insert(key, ApiKeySecrets.hash(secret));
    return new IssuedKey(key, account, secret);
  }

  private Account accountFor(String name, String plan, boolean planGiven) {
    return accounts
        .findByName(name)
        .map(
            existing -> {
              requireTrusted(existing);
              if (planGiven && !existing.plan().equals(plan)) {
                accounts.changePlan(existing.id(), plan);
                authenticator.forgetAll();
                return new Account(existing.id(), existing.name(), plan, existing.createdAt());
              }
              return existing;
            })
        .orElseGet(() -> accounts.create(name, plan, clock.instant()));
  }

  /**
   * An operator's key or plan goes to a self-registered account only once its email is verified:
   * anyone can sign up with any address, so an unverified one proves nothing about who holds it.
   */
  private void requireTrusted(Account account) {
    if (accounts.unverifiedSignUp(account.id())) {
      throw new IllegalArgumentException(
          "Account "
              + account.name()
              + " signed up in the dashboard and has not verified its email yet; it gets no key"
              + " or plan from an operator until its owner opens the verification link.");
    }
  }

  private Plan requirePlan(String name) {
    return plans
        .find(name)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "Unknown plan " + name + "; configured plans: " + plans.all().keySet()));
  }
}
