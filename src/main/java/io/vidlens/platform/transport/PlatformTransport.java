package io.vidlens.platform.transport;

/**
 * Sends one request to the platform and returns its answer, whatever the status: live over HTTP,
 * live and recorded, or answered from recordings. Judging the answer (throttling, errors) is the
 * caller's job; a transport throws only when it has no answer at all.
 */
@FunctionalInterface
public interface PlatformTransport {

  UpstreamResponse send(UpstreamRequest request);
}
