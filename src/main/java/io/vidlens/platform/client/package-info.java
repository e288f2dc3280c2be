/**
 * The implementations of the published {@code PlatformClient} and {@code ChannelReads}: one reader
 * per kind of answer (players, watch pages and comments, browse answers, caption files) over one
 * {@code UpstreamAnswers}, which asks through the resilient transport and keeps answers in the
 * upstream cache; the answers' clock, the proof-of-origin token provider, and the protocol's
 * playlist IDs.
 */
package io.vidlens.platform.client;
