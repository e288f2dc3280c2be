package io.vidlens.history.api;

import java.time.Instant;

/**
 * A watched channel's videos got new samples (their trajectories grew): published once per sample
 * run that stored at least one, after its samples are stored. The radar's alerts score the
 * channel's videos from it.
 *
 * @param channelId the channel sampled
 * @param samples how many samples the run stored
 * @param at when they were taken
 */
public record TrajectoriesSampled(String channelId, int samples, Instant at) {}
