package io.vidlens.radar;

import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.Operation.Paths;
import io.vidlens.api.ApiException;
import io.vidlens.api.JsonBodies;
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

  WatchlistController(Watchlists watchlists) {
    this.watchlists = watchlists;
  }

  @GetMapping(Paths.WATCHLISTS)
  WatchlistAnswers.ListAnswer list(ApiPrincipal principal) {
    String account = principal.accountId();
    return WatchlistAnswers.of(watchlists.list(account), watchlists.limits(account));
  }

  @PostMapping(Paths.WATCHLISTS)
  WatchlistAnswers.WatchlistAnswer create(
      @RequestBody(required = false) JsonNode body, ApiPrincipal principal) {
    JsonNode object = JsonBodies.requireObject(body);
    return WatchlistAnswers.of(
        watchlists.create(
            principal.accountId(), JsonBodies.optionalString(object, "name"), threshold(object)));
  }

  @GetMapping(Paths.WATCHLIST)
  WatchlistAnswers.WatchlistAnswer get(@PathVariable String watchlistId, ApiPrincipal principal) {
    return WatchlistAnswers.of(
        watchlists
            .find(principal.accountId(), watchlistId)
            .orElseThrow(() -> WatchlistInput.notFound(watchlistId)));
  }

  @PatchMapping(Paths.WATCHLIST)
  WatchlistAnswers.WatchlistAnswer update(
      @PathVariable String watchlistId,
      @RequestBody(required = false) JsonNode body,
      ApiPrincipal principal) {
    JsonNode object = JsonBodies.requireObject(body);
    return WatchlistAnswers.of(
        watchlists.update(
            principal.accountId(),
            watchlistId,
            JsonBodies.optionalString(object, "name"),
            threshold(object)));
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
    return WatchlistAnswers.of(
        watchlists.addChannel(
            principal.accountId(), watchlistId, JsonBodies.optionalString(object, "channel")));
  }

  @DeleteMapping(Paths.WATCHLIST_CHANNELS)
  WatchlistAnswers.WatchlistAnswer removeChannel(
      @PathVariable String watchlistId,
      @RequestParam(required = false) String channelId,
      ApiPrincipal principal) {
    return WatchlistAnswers.of(
        watchlists.removeChannel(principal.accountId(), watchlistId, channelId));
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
