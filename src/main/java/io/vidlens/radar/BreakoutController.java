package io.vidlens.radar;

import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.Operation.Paths;
import io.vidlens.radar.api.Watchlist;
import io.vidlens.radar.api.Watchlists;
import java.time.Clock;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/** The breakout scores of a watchlist's channels' recent videos, within the caller's account. */
@RestController
class BreakoutController {

  private final Watchlists watchlists;
  private final BreakoutScores scores;
  private final Clock clock;

  BreakoutController(Watchlists watchlists, BreakoutScores scores, Clock clock) {
    this.watchlists = watchlists;
    this.scores = scores;
    this.clock = clock;
  }

  @GetMapping(Paths.WATCHLIST_BREAKOUTS)
  BreakoutAnswers.Report breakouts(@PathVariable String watchlistId, ApiPrincipal principal) {
    Watchlist list =
        watchlists
            .find(principal.accountId(), watchlistId)
            .orElseThrow(() -> WatchlistInput.notFound(watchlistId));
    return BreakoutAnswers.of(list, scores.of(list), clock.instant());
  }
}
