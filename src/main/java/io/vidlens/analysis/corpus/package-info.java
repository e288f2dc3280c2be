/**
 * The corpus of one analysis job: the stages that read the channel ({@link
 * io.vidlens.analysis.corpus.ChannelStage}: its facts, listing, playlists and the sampled videos'
 * details), the transcripts and the comments into one {@link io.vidlens.analysis.corpus.Corpus} of
 * {@link io.vidlens.analysis.corpus.VideoSample}s, and what every section reads off it: equal-age
 * scores, growth over stored history and the channel's structure (series, episode markers,
 * promotions). A nested module of analysis: it reads through catalog only, and uses the parent's
 * progress, properties and statistics.
 */
@ApplicationModule(allowedDependencies = {"api", "catalog", "model", "text"})
package io.vidlens.analysis.corpus;

import org.springframework.modulith.ApplicationModule;
