package io.vidlens.analysis.niche;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code vidlens.analysis.niche.*}: the upstream requests one job may spend on its niche ({@code
 * request-budget}: related-video pages and peers' listings not already held; a peer read recently
 * by any job costs nothing), how many peers at most, and how many of the channel's best videos'
 * watch pages are searched for related channels.
 */
@ConfigurationProperties("vidlens.analysis.niche")
public record NicheProperties(
    @DefaultValue("40") int requestBudget,
    @DefaultValue("30") int maxPeers,
    @DefaultValue("8") int relatedFromTopVideos) {}
