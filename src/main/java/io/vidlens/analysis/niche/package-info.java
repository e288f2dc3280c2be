/**
 * The channel's niche (issue 37): peer channels found from the related videos of its best videos,
 * read within a stated request budget through the catalog ({@link
 * io.vidlens.analysis.niche.PeerReader}), their outliers at equal age grouped into subjects ({@link
 * io.vidlens.analysis.niche.NicheOutliers}), and the competition scores computed from them ({@link
 * io.vidlens.analysis.niche.ChannelNiche}; the single-channel formula when no peer was read). A
 * nested module of analysis (outside modules never see it): it uses the corpus, the result's
 * records, the title formats of ideas, the catalog, embeddings, the stop words of text and the
 * request tally of work, and the thumbnail corpus's videos through its published API (channels it
 * holds are candidate peers).
 */
@ApplicationModule(
    allowedDependencies = {
      "analysis.corpus",
      "analysis.ideas",
      "analysis.result",
      "catalog",
      "embeddings",
      "model",
      "stats",
      "text",
      "thumbnails :: api",
      "work"
    })
package io.vidlens.analysis.niche;

import org.springframework.modulith.ApplicationModule;
