package io.vidlens.radar.api;

import java.util.List;
import java.util.Optional;

/**
 * The alert settings and delivery log of an account's watchlists (docs/radar.md, "Alerts"). Every
 * method works within the account named: another account's watchlist is not found (404). Bad input
 * (a webhook URL that is not https, or leads to an address that is not allowed; a malformed email)
 * is a 400 {@code ApiException} with the words the HTTP operations answer.
 */
public interface WatchlistAlerts {

  /** The settings, without the secret; empty when the list has none. */
  Optional<AlertSettings> settings(String accountId, String watchlistId);

  /**
   * Applies the change; the first settings of a list get a new secret, shown in the answer once, as
   * does a rotation.
   */
  AlertSettings configure(String accountId, String watchlistId, AlertChange change);

  /** The newest delivery attempts of the list's alerts, newest first, at most {@code limit}. */
  List<DeliveryAttempt> attempts(String accountId, String watchlistId, int limit);
}
