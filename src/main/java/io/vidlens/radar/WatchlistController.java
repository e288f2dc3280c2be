package io.vidlens.radar;

import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.Operation.Paths;
import io.vidlens.api.ApiException;
import io.vidlens.api.JsonBodies;
import io.vidlens.radar.api.AlertChange;
import io.vidlens.radar.api.AlertSettings;
import io.vidlens.radar.api.Watchlist;
import io.vidlens.radar.api.WatchlistAlerts;
import io.vidlens.radar.api.Watchlists;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * The watchlist operations (Vidlens extensions under {@code /api/external/watchlists}), each within
 * the caller's account; the gate has checked the key and charges each as the document says.
 */
@RestController
class WatchlistController {

  private final Watchlists watchlists;
  private final WatchlistAlerts alerts;

  WatchlistController(Watchlists watchlists, WatchlistAlerts alerts) {
    this.watchlists = watchlists;
    this.alerts = alerts;
  }

  @GetMapping(Paths.WATCHLISTS)
  WatchlistAnswers.ListAnswer list(ApiPrincipal principal) {
    String account = principal.accountId();
    return WatchlistAnswers.of(
        watchlists.list(account), l -> settings(account, l), watchlists.limits(account));
  }

  @PostMapping(Paths.WATCHLISTS)
  WatchlistAnswers.WatchlistAnswer create(
      @RequestBody(required = false) JsonNode body, ApiPrincipal principal) {
    JsonNode object = JsonBodies.requireObject(body);
    return answer(
        principal.accountId(),
        watchlists.create(
            principal.accountId(), JsonBodies.optionalString(object, "name"), threshold(object)));
  }

  @GetMapping(Paths.WATCHLIST)
  WatchlistAnswers.WatchlistAnswer get(@PathVariable String watchlistId, ApiPrincipal principal) {
    return answer(
        principal.accountId(),
        watchlists
            .find(principal.accountId(), watchlistId)
            .orElseThrow(() -> WatchlistInput.notFound(watchlistId)));
  }

  /**
   * Name and threshold are checked first, then the alert settings applied (their URL's host
   * resolved), then the name and threshold stored: a refused field changes nothing, but for a name
   * another request takes in between (409 after the alerts changed).
   */
  @PatchMapping(Paths.WATCHLIST)
  WatchlistAnswers.WatchlistAnswer update(
      @PathVariable String watchlistId,
      @RequestBody(required = false) JsonNode body,
      ApiPrincipal principal) {
    String account = principal.accountId();
    JsonNode object = JsonBodies.requireObject(body);
    String name = JsonBodies.optionalString(object, "name");
    Double threshold = threshold(object);
    AlertChange change = AlertInput.change(object);
    if (name != null) {
      WatchlistInput.name(name);
    }
    if (threshold != null) {
      WatchlistInput.threshold(threshold);
    }
    AlertSettings shown = change == null ? null : alerts.configure(account, watchlistId, change);
    Watchlist list =
        change == null || name != null || threshold != null
            ? watchlists.update(account, watchlistId, name, threshold)
            : watchlists.find(account, watchlistId).orElseThrow();
    return WatchlistAnswers.of(list, shown != null ? shown : settings(account, list));
  }

  @DeleteMapping(Paths.WATCHLIST)
  WatchlistAnswers.Deleted delete(@PathVariable String watchlistId, ApiPrincipal principal) {
    watchlists.delete(principal.accountId(), watchlistId);
    return new WatchlistAnswers.Deleted(watchlistId, true);
  }

  @PostMapping(Paths.WATCHLIST_CHANNELS)
  WatchlistAnswers.WatchlistAnswer addChannel(
      @PathVariable String watchlistId,
      @RequestBody(required = false) JsonNode body,
      ApiPrincipal principal) {
    JsonNode object = JsonBodies.requireObject(body);
    return answer(
        principal.accountId(),
        watchlists.addChannel(
            principal.accountId(), watchlistId, JsonBodies.optionalString(object, "channel")));
  }

  @DeleteMapping(Paths.WATCHLIST_CHANNELS)
  WatchlistAnswers.WatchlistAnswer removeChannel(
      @PathVariable String watchlistId,
      @RequestParam(required = false) String channelId,
      ApiPrincipal principal) {
    return answer(
        principal.accountId(),
        watchlists.removeChannel(principal.accountId(), watchlistId, channelId));
  }

  private WatchlistAnswers.WatchlistAnswer answer(String accountId, Watchlist list) {
    return WatchlistAnswers.of(list, settings(accountId, list));
  }

  private AlertSettings settings(String accountId, Watchlist list) {
    return alerts.settings(accountId, list.id()).orElse(null);
  }

  /** The optional {@code breakoutThreshold}: a JSON number, else 400. */
  private static Double threshold(JsonNode body) {
    JsonNode value = body.get("breakoutThreshold");
    if (value == null || value.isNull()) {
      return null;
    }
    if (!value.isNumber()) {
      throw ApiException.badRequest(
          "Invalid watchlist", "Field 'breakoutThreshold' must be a number.");
    }
    return value.asDouble();
  }
}
