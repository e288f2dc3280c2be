/**
 * The corpus of one analysis job: the stages that read the channel ({@link
 * io.vidlens.analysis.corpus.ChannelStage}: its facts, listing, playlists and the sampled videos'
 * details), the transcripts and the comments into one {@link io.vidlens.analysis.corpus.Corpus} of
 * {@link io.vidlens.analysis.corpus.VideoSample}s, and what every section reads off it: equal-age
 * scores, growth over stored history and the channel's structure (series, episode markers,
 * promotions). An internal package of analysis (its parent sees it and it sees its parent; outside
 * modules see neither): it reads through catalog only, and uses the parent's progress, properties
 * and statistics.
 */
package io.vidlens.analysis.corpus;
