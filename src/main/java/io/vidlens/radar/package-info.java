/**
 * The radar: an account's watchlists of channels (its own and competitors'), kept through the
 * operations under {@code /api/external/watchlists}, the dashboard's watchlist page ({@code
 * radar.api}) and the MCP tools, within its plan's limits. It tells the other features which
 * channels any watchlist holds through catalog's {@code ChannelWatchChanged} (the history follows
 * their videos); trajectories, breakout scores and alerts build on it (issue 38). It uses access
 * (the caller, the plans), api (errors), catalog (to resolve a channel given by handle or URL) and
 * model; never platform, never another feature.
 */
@ApplicationModule(allowedDependencies = {"access", "api", "catalog", "model"})
package io.vidlens.radar;

import org.springframework.modulith.ApplicationModule;
