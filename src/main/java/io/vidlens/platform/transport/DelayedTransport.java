package io.vidlens.platform.transport;

import java.time.Duration;

/**
 * Answers after a fixed delay: replay with the latency of the real platform, for benchmarks and
 * tests of what runs concurrently ({@code vidlens.upstream.replay-latency}).
 */
public record DelayedTransport(PlatformTransport delegate, Duration delay)
    implements PlatformTransport {

  @Override
  public UpstreamResponse send(UpstreamRequest request) {
    try {
      Thread.sleep(delay);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("Interrupted while simulating upstream latency", e);
    }
    return delegate.send(request);
  }
}
