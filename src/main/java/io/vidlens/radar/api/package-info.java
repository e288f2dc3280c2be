/**
 * What the radar offers other features: an account's watchlists ({@link
 * io.vidlens.radar.api.Watchlists}), for the dashboard's watchlist page, and their radar ({@link
 * io.vidlens.radar.api.Radar}: trajectories, usual curves and breakout scores) for its radar and
 * video pages. Failures are the api module's {@code ApiException} with the status and message the
 * HTTP operations answer.
 */
@NamedInterface("api")
package io.vidlens.radar.api;

import org.springframework.modulith.NamedInterface;
