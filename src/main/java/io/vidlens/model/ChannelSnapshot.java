package io.vidlens.model;

import java.util.Optional;

/**
 * A channel page and its about panel.
 *
 * @param page {@link ChannelPage.Found} or {@link ChannelPage.AgeRestricted} (a missing channel is
 *     a 404)
 * @param panel the about panel (joined date, total views, country, links) when the platform gave it
 */
public record ChannelSnapshot(ChannelPage page, Optional<AboutChannel> panel) {}
