package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.VideoSample;

/**
 * A peer's video scored at equal age against its own channel: its score, and its robust z-score
 * (how far its ln score sits above the channel's median, in the channel's own spread).
 */
record ScoredVideo(Peer peer, VideoSample video, double ratio, double z) {}
