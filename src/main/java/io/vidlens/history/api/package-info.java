/**
 * What the history feature offers other features: a channel's stored counts as time series, read
 * through {@link io.vidlens.history.api.ChannelHistories}. The readings' table and the catalog's
 * types stay behind it.
 */
@NamedInterface("api")
package io.vidlens.history.api;

import org.springframework.modulith.NamedInterface;
