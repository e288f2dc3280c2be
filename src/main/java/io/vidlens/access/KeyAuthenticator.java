package io.vidlens.access;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.access.internal.AccessProperties;
import io.vidlens.access.internal.AccountStore;
import io.vidlens.access.internal.ApiKeySecrets;
import io.vidlens.access.internal.ApiKeyStore;
import io.vidlens.api.ApiException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;

/**
 * Turns an Authorization header into the caller, or a 401. Active keys are cached for a few seconds
 * (so a request costs no database read); a revocation on this node is seen at once, on other nodes
 * within the cache lifetime.
 */
@Component
public class KeyAuthenticator {

  private static final Duration TOUCH_INTERVAL = Duration.ofMinutes(1);

  private record CachedKey(ApiKey key, String hash, ApiPrincipal principal) {}

  private final ApiKeyStore keys;
  private final AccountStore accounts;
  private final PlanCatalog plans;
  private final Clock clock;
  private final Cache<String, CachedKey> cache;
  private final ObjectProvider<AccessTokens> tokens;

  KeyAuthenticator(
      ApiKeyStore keys,
      AccountStore accounts,
      PlanCatalog plans,
      Clock clock,
      AccessProperties properties,
      ObjectProvider<AccessTokens> tokens) {
    this.tokens = tokens;
    this.keys = keys;
    this.accounts = accounts;
    this.plans = plans;
    this.clock = clock;
    this.cache =
        Caffeine.newBuilder()
            .expireAfterWrite(properties.keyCacheTtl())
            .maximumSize(100_000)
            .build();
  }

  public ApiPrincipal authenticate(String authorizationHeader) {
    String secret = bearerToken(authorizationHeader);
    if (secret.startsWith(AccessTokens.PREFIX)) {
      return accessToken(secret);
    }
    String hash = ApiKeySecrets.hash(secret);
    CachedKey cached = cache.getIfPresent(hash);
    if (cached == null) {
      cached = load(hash).orElseThrow(() -> unauthorized("The API key is not valid."));
      cache.put(hash, cached);
    }
    if (!ApiKeySecrets.sameHash(cached.hash(), hash)) {
      throw unauthorized("The API key is not valid.");
    }
    touch(cached);
    return cached.principal();
  }

  /**
   * An app's access token: looked up on every request, never cached, so a revocation in the
   * dashboard holds at once on every node (one indexed read).
   */
  private ApiPrincipal accessToken(String token) {
    AccessTokens issuer = tokens.getIfAvailable();
    return (issuer == null ? Optional.<AccessTokens.Grant>empty() : issuer.find(token))
        .flatMap(
            grant ->
                accounts
                    .findById(grant.accountId())
                    .map(
                        account ->
                            new ApiPrincipal(
                                grant.grantId(),
                                AccessTokens.PREFIX,
                                account.id(),
                                plans.resolve(account.plan()))))
        .orElseThrow(
            () ->
                unauthorized(
                    "The access token is not valid: expired, revoked in the dashboard, or unknown."
                        + " Connect the app again."));
  }

  private Optional<CachedKey> load(String hash) {
    return keys.findByHash(hash)
        .filter(stored -> stored.key().active())
        .flatMap(
            stored ->
                accounts
                    .findById(stored.key().accountId())
                    .map(
                        account ->
                            new CachedKey(
                                stored.key(),
                                stored.hash(),
                                new ApiPrincipal(
                                    stored.key().id(),
                                    stored.key().prefix(),
                                    account.id(),
                                    plans.resolve(account.plan())))));
  }

  /** Records "last used" at most once a minute per key, so the hot path rarely writes. */
  private void touch(CachedKey cached) {
    Instant now = clock.instant();
    Instant last = cached.key().lastUsedAt();
    if (last == null || Duration.between(last, now).compareTo(TOUCH_INTERVAL) > 0) {
      keys.touch(cached.key().id(), now);
      ApiKey k = cached.key();
      ApiKey touched =
          new ApiKey(
              k.id(), k.accountId(), k.name(), k.prefix(), k.createdAt(), now, k.revokedAt());
      cache.put(cached.hash(), new CachedKey(touched, cached.hash(), cached.principal()));
    }
  }

  private static String bearerToken(String header) {
    if (header == null || header.isBlank()) {
      throw unauthorized("Send the API key as the header 'Authorization: Bearer <API_KEY>'.");
    }
    String trimmed = header.trim();
    if (trimmed.length() < 7 || !trimmed.regionMatches(true, 0, "Bearer ", 0, 7)) {
      throw unauthorized("The Authorization header must have the form 'Bearer <API_KEY>'.");
    }
    String token = trimmed.substring(7).trim();
    if (!ApiKeySecrets.isPlausible(token)) {
      throw unauthorized("The API key is malformed.");
    }
    return token;
  }

  private static ApiException unauthorized(String details) {
    return new ApiException(HttpStatus.UNAUTHORIZED, "Unauthorized", details);
  }

  void forget(String hash) {
    cache.invalidate(hash);
  }

  void forgetKey(String keyId) {
    cache.asMap().values().removeIf(c -> c.key().id().equals(keyId));
  }

  void forgetAll() {
    cache.invalidateAll();
  }
}
