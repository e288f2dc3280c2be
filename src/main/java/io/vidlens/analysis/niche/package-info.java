/**
 * The channel's niche: today its place computed from its own regular videos ({@link
 * io.vidlens.analysis.niche.ChannelNiche}: popularity, saturation, momentum, copied formats). This
 * is where the peer channels and their outliers land (issue 37). An internal package of analysis
 * (its parent sees it and it sees its parent; outside modules see neither): it uses the corpus and
 * the title formats of ideas.
 */
package io.vidlens.analysis.niche;
