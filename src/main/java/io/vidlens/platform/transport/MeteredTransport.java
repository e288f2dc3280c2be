package io.vidlens.platform.transport;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * Counts every request that leaves for the platform (or, in replay mode, for the recordings):
 * {@code vidlens.upstream.requests} tagged by {@code endpoint} ({@code player}, {@code next},
 * {@code timedtext}...) and {@code outcome} ({@code ok}, {@code client_error}, {@code throttled},
 * {@code server_error}, {@code no_answer}, {@code no_recording}). It sits under the retries, so
 * each attempt counts, and under the cache, so a cache hit never does: operators see how much the
 * platform is really asked.
 */
public record MeteredTransport(PlatformTransport delegate, MeterRegistry registry)
    implements PlatformTransport {

  public static final String METER = "vidlens.upstream.requests";

  @Override
  public UpstreamResponse send(UpstreamRequest request) {
    UpstreamResponse response;
    try {
      response = delegate.send(request);
    } catch (RuntimeException e) {
      count(request, e instanceof NoRecordingException ? "no_recording" : "no_answer");
      throw e;
    }
    count(request, outcome(response.status()));
    return response;
  }

  private static String outcome(int status) {
    if (status == 429) {
      return "throttled";
    }
    if (status >= 500) {
      return "server_error";
    }
    if (status >= 400) {
      return "client_error";
    }
    return "ok";
  }

  private void count(UpstreamRequest request, String outcome) {
    Counter.builder(METER)
        .description("Requests sent to the video platform (each attempt), by endpoint and outcome")
        .tag("endpoint", request.endpoint())
        .tag("outcome", outcome)
        .register(registry)
        .increment();
  }
}
