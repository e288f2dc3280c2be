/**
 * The upstream failure vocabulary: the fault kinds ({@code UpstreamFault}, published to catalog as
 * the named interface {@code faults} by its type's annotation) and the failure of one upstream
 * attempt ({@code UpstreamFailure}). Raised by the transports, classified and retried by
 * resilience; it uses nothing.
 */
package io.vidlens.platform.faults;
