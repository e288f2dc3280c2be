package io.vidlens.platform.transport;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.slf4j.MDC;

/**
 * Counts every request that leaves for the platform (or, in replay mode, for the recordings):
 * {@code vidlens.upstream.requests} tagged by {@code endpoint} ({@code player}, {@code next},
 * {@code timedtext}...) and {@code outcome} ({@code ok}, {@code client_error}, {@code throttled},
 * {@code server_error}, {@code no_answer}, {@code no_recording}) and {@code operation}: the work
 * the request was made for, an API operationId ({@code getAnalytics}) or a background job ({@code
 * analysisJob}), as named in the caller's log context under {@value #OPERATION_KEY} (set by the API
 * gate and the job runners; {@value #NO_OPERATION} when none is named). It sits under the retries,
 * so each attempt counts, and under the cache, so a cache hit never does: operators see how much
 * the platform is really asked, and for what.
 */
public record MeteredTransport(PlatformTransport delegate, MeterRegistry registry)
    implements PlatformTransport {

  public static final String METER = "vidlens.upstream.requests";

  /**
   * The log-context key naming the work a request is for; the same key as io.vidlens.api's
   * UpstreamWork, which the platform may not import (a test keeps them equal).
   */
  public static final String OPERATION_KEY = "operation";

  /** The {@code operation} tag of requests made outside any named work. */
  public static final String NO_OPERATION = "none";

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

  private static String operation() {
    String name = MDC.get(OPERATION_KEY);
    return name == null || name.isBlank() ? NO_OPERATION : name;
  }

  private void count(UpstreamRequest request, String outcome) {
    Counter.builder(METER)
        .description(
            "Requests sent to the video platform (each attempt), by endpoint, outcome and the"
                + " operation they were made for")
        .tag("endpoint", request.endpoint())
        .tag("outcome", outcome)
        .tag("operation", operation())
        .register(registry)
        .increment();
  }
}
