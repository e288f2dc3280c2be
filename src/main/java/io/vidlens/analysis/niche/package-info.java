/**
 * The channel's niche: today its place computed from its own regular videos ({@link
 * io.vidlens.analysis.niche.ChannelNiche}: popularity, saturation, momentum, copied formats). This
 * is where the peer channels and their outliers land (issue 37). A nested module of analysis
 * (outside modules never see it): it uses the corpus, the result's records and the title formats of
 * ideas.
 */
@ApplicationModule(allowedDependencies = {"analysis.corpus", "analysis.ideas", "analysis.result"})
package io.vidlens.analysis.niche;

import org.springframework.modulith.ApplicationModule;
