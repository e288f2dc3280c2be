/**
 * What Vidlens knows about videos, channels and playlists: the typed read services ({@code Videos},
 * {@code Channels}) under one read policy ({@code ReadPolicy}: cache, identity checks, definitive
 * versus transient failures, partial results). It is the only way features reach platform data: it
 * uses platform's public surface (records in, domain terms such as a channel tab or a caption
 * choice out; never its parsers, requests or cache) and model, and never a feature. It knows
 * nothing of HTTP: a value the caller must fix is a {@link io.vidlens.model.InvalidInput}, which
 * the edge answers as a 400.
 *
 * <p>The base package is what other modules use: {@code Videos}, {@code Channels}, the terms they
 * speak ({@code ChannelRef}, {@code ChannelTab}, {@code ContentSort}, {@code CaptionChoice}), the
 * failures and policy ({@code ReadFailure}, {@code ReadPolicy}), {@code FanOut}, the history of
 * counts ({@code CountHistory}, {@code TrackedChannels}), the equal-age comparison ({@code
 * EqualAgeViews}, {@code AgeGroup}) and {@code PlatformDoctor}. Everything else (playlists, the
 * channel browse and tab sorts, page checks, the unknown items' meter, background writes) is in
 * {@code catalog.internal}.
 */
@ApplicationModule(
    allowedDependencies = {"model", "platform", "platform :: faults", "stats", "work"})
package io.vidlens.catalog;

import org.springframework.modulith.ApplicationModule;
