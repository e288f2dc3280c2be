/**
 * The radar: an account's watchlists of channels (its own and competitors'), kept through the
 * operations under {@code /api/external/watchlists}, the dashboard's watchlist page ({@code
 * radar.api}) and the MCP tools, within its plan's limits. It tells the other features which
 * channels any watchlist holds through catalog's {@code ChannelWatchChanged} (the history follows
 * their videos); trajectories, breakout scores and alerts build on it (issue 38). It uses access
 * (the caller, the plans), api (errors), catalog (to resolve a channel given by handle or URL, and
 * the listing's equal-age views), history (the stored video trajectories, for breakout scores),
 * stats and model; for the niche outlier search, the thumbnail corpus's stored videos ({@code
 * thumbnails.api}) and the text embedder and language detector (embeddings); never platform, and of
 * other features only history.api (and its event that trajectories grew, which the alerts hear) and
 * thumbnails.api (also the address check its webhooks go through); work names its alert detection's
 * upstream reads. Alerts: docs/radar.md, "Alerts".
 */
@ApplicationModule(
    allowedDependencies = {
      "access",
      "api",
      "catalog",
      "embeddings",
      "history :: api",
      "model",
      "outbound",
      "stats",
      "thumbnails :: api",
      "work"
    })
package io.vidlens.radar;

import org.springframework.modulith.ApplicationModule;
