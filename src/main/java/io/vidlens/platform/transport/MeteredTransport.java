package io.vidlens.platform.transport;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vidlens.work.RequestTally;
import io.vidlens.work.UpstreamWork;

/**
 * Counts every request that leaves for the platform (or, in replay mode, for the recordings):
 * {@code vidlens.upstream.requests} tagged by {@code endpoint} ({@code player}, {@code next},
 * {@code timedtext}...) and {@code outcome} ({@code ok}, {@code client_error}, {@code throttled},
 * {@code server_error}, {@code no_answer}, {@code no_recording}) and {@code operation}: the work
 * the request was made for, an API operationId ({@code getAnalytics}) or a background job ({@code
 * analysisJob}), as the calling thread's {@link UpstreamWork} names it (set by the API gate and the
 * job runners; {@value #NO_OPERATION} when none is named). It sits under the retries, so each
 * attempt counts, and under the cache, so a cache hit never does: operators see how much the
 * platform is really asked, and for what. The calling thread's open {@link RequestTally}, if any,
 * counts each request too (a job's own budget).
 */
public record MeteredTransport(PlatformTransport delegate, MeterRegistry registry)
    implements PlatformTransport {

  public static final String METER = "vidlens.upstream.requests";

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
    return UpstreamWork.name().filter(name -> !name.isBlank()).orElse(NO_OPERATION);
  }

  private void count(UpstreamRequest request, String outcome) {
    RequestTally.requestSent();
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
