package io.vidlens.radar;

import io.vidlens.api.ApiException;
import io.vidlens.model.ClientInput;
import io.vidlens.radar.api.AlertChange;
import io.vidlens.radar.api.AlertSettings;
import io.vidlens.radar.api.DeliveryAttempt;
import io.vidlens.radar.api.WatchlistAlerts;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The alert settings of an account's watchlists. The URL is checked (its host resolved) before the
 * transaction, so no connection is held while a name server answers. A list's first settings get a
 * secret of 32 random bytes; it signs the webhook's requests, so it is stored as it is (a hash
 * could not sign) and shown once, in the answer that made it or rotated it.
 */
@Service
class AlertSettingsService implements WatchlistAlerts {

  static final int MAX_EMAIL_LENGTH = 320;
  private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");
  private static final SecureRandom RANDOM = new SecureRandom();

  private final WatchlistStore watchlists;
  private final AlertStore store;
  private final WebhookUrls urls;
  private final Clock clock;
  private final TransactionTemplate transactions;

  AlertSettingsService(
      WatchlistStore watchlists,
      AlertStore store,
      WebhookUrls urls,
      Clock clock,
      PlatformTransactionManager transactions) {
    this.watchlists = watchlists;
    this.store = store;
    this.urls = urls;
    this.clock = clock;
    this.transactions = new TransactionTemplate(transactions);
  }

  @Override
  public Optional<AlertSettings> settings(String accountId, String watchlistId) {
    watchlists.owned(accountId, watchlistId);
    return store.settings(watchlistId).map(s -> shown(s, false));
  }

  @Override
  public AlertSettings configure(String accountId, String watchlistId, AlertChange change) {
    watchlists.owned(accountId, watchlistId);
    String url = blankIsNull(change.webhookUrl());
    String checkedUrl = url == null ? null : urls.checked(url);
    String email = blankIsNull(change.email());
    if (email != null) {
      email = email(email);
    }
    String newEmail = email;
    return transactions.execute(
        status -> {
          String id = watchlists.owned(accountId, watchlistId).id();
          Optional<AlertStore.Settings> before = store.settings(id);
          boolean newSecret = before.isEmpty() || change.rotateSecret();
          AlertStore.Settings after =
              new AlertStore.Settings(
                  id,
                  change.webhookUrl() == null
                      ? before.map(AlertStore.Settings::webhookUrl).orElse(null)
                      : checkedUrl,
                  newSecret ? newSecret() : before.get().secret(),
                  change.email() == null
                      ? before.map(AlertStore.Settings::email).orElse(null)
                      : newEmail,
                  change.enabled() != null
                      ? change.enabled()
                      : before.map(AlertStore.Settings::enabled).orElse(true),
                  clock.instant());
          store.save(after);
          return shown(after, newSecret);
        });
  }

  @Override
  public List<DeliveryAttempt> attempts(String accountId, String watchlistId, int limit) {
    watchlists.owned(accountId, watchlistId);
    return store.recentAttempts(watchlistId, limit);
  }

  private static AlertSettings shown(AlertStore.Settings s, boolean withSecret) {
    Instant at = s.updatedAt();
    return new AlertSettings(
        s.webhookUrl(), s.email(), s.enabled(), withSecret ? s.secret() : null, at);
  }

  /** "whsec_" and 32 random bytes in hex. */
  static String newSecret() {
    byte[] bytes = new byte[32];
    RANDOM.nextBytes(bytes);
    return "whsec_" + HexFormat.of().formatHex(bytes);
  }

  private static String email(String email) {
    if (email.length() > MAX_EMAIL_LENGTH
        || ClientInput.hasControlCharacter(email)
        || !EMAIL.matcher(email).matches()) {
      throw ApiException.badRequest(
          "Invalid alert settings", "Field 'email' must be one email address.");
    }
    return email;
  }

  private static String blankIsNull(String value) {
    return value == null || value.isBlank() ? null : value.strip();
  }
}
