/**
 * The corpus of one analysis job: the stages that read the channel ({@link
 * io.vidlens.analysis.corpus.ChannelStage}: its facts, listing, playlists and the sampled videos'
 * details), the transcripts and the comments into one {@link io.vidlens.analysis.corpus.Corpus} of
 * {@link io.vidlens.analysis.corpus.VideoSample}s, and what every section reads off it: equal-age
 * scores, growth over stored history and the channel's structure (series, episode markers,
 * promotions). It also holds the small types every room of analysis shares, as the lowest of them:
 * the job's {@link io.vidlens.analysis.corpus.Progress}, the {@link
 * io.vidlens.analysis.corpus.AnalysisProperties}, {@link io.vidlens.analysis.corpus.Stats} and
 * {@link io.vidlens.analysis.corpus.RelativeDates}. The lowest nested module of analysis (outside
 * modules never see it): it reads through catalog only and uses no other room.
 */
@ApplicationModule(allowedDependencies = {"catalog", "model", "stats", "text"})
package io.vidlens.analysis.corpus;

import org.springframework.modulith.ApplicationModule;
