package io.vidlens.platform.resilience;

import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Function;

/** A fake platform answering from a script, one step per call; counts the calls. */
final class ScriptedTransport implements PlatformTransport {

  private final Deque<Function<UpstreamRequest, UpstreamResponse>> script = new ArrayDeque<>();
  private Function<UpstreamRequest, UpstreamResponse> fallback;
  private int calls;

  ScriptedTransport then(int status, String contentType, String body) {
    script.add(request -> new UpstreamResponse(status, contentType, body));
    return this;
  }

  ScriptedTransport thenFail(UpstreamFault fault) {
    script.add(
        request -> {
          throw new UpstreamFailure(fault, "scripted " + fault);
        });
    return this;
  }

  ScriptedTransport then(Function<UpstreamRequest, UpstreamResponse> step) {
    script.add(step);
    return this;
  }

  ScriptedTransport always(int status, String contentType, String body) {
    fallback = request -> new UpstreamResponse(status, contentType, body);
    return this;
  }

  @Override
  public synchronized UpstreamResponse send(UpstreamRequest request) {
    calls++;
    Function<UpstreamRequest, UpstreamResponse> step = script.isEmpty() ? fallback : script.poll();
    if (step == null) {
      throw new AssertionError("Unexpected call " + calls + ": " + request);
    }
    return step.apply(request);
  }

  synchronized int calls() {
    return calls;
  }
}
