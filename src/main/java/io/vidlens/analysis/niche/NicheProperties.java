package io.vidlens.analysis.niche;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code vidlens.analysis.niche.*}: the upstream requests one job may spend on its niche ({@code
 * request-budget}: the home tab, related-video pages, searches and peers' listings not already
 * held; a page read recently by any job costs nothing), how many peers at most, how many of the
 * channel's best videos' watch pages are searched for related channels, how many of its subjects
 * are searched for, how many of the channels Vidlens holds are compared (tracked, and of the
 * thumbnail corpus, each), and how close by subject a held channel must be to count as a peer (the
 * share of titles on subjects both cover, {@link SubjectShares}).
 */
@ConfigurationProperties("vidlens.analysis.niche")
public record NicheProperties(
    @DefaultValue("40") int requestBudget,
    @DefaultValue("30") int maxPeers,
    @DefaultValue("8") int relatedFromTopVideos,
    @DefaultValue("3") int searchedSubjects,
    @DefaultValue("50") int heldChannelsCompared,
    @DefaultValue("0.2") double heldMinSimilarity) {}
