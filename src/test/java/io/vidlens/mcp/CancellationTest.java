package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.vidlens.access.Operation;
import io.vidlens.api.OpenApiDocument;
import jakarta.servlet.http.HttpServletRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * notifications/cancelled for an analysis that is being waited for: the call ends and polls (each
 * charged) no more; the filter reads which call a cancellation names and passes every body on.
 */
class CancellationTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String CALL_KEY = CallCancellations.key("session-1", "7");

  /** Analyses that never finish: every poll answers "processing". */
  private static final class EndlessJobs extends ServedOperations {
    final AtomicInteger polls = new AtomicInteger();

    EndlessJobs() {
      super(JSON);
    }

    @Override
    OperationAnswer perform(
        OperationRequest request, String authorization, HttpServletRequest carrier) {
      String body =
          request.operation() == Operation.CREATE_ANALYSIS_JOB
              ? "[{\"job_id\":\"j1\",\"channel_id\":\"UCsXVk37bltHxD1rDPwtNM8Q\",\"cached\":false,"
                  + "\"message\":\"created\"}]"
              : "{\"error\":{\"code\":404,\"message\":\"Job not found or still processing\","
                  + "\"details\":\"Job j1 is processing (10%, stage videos).\"}}";
      if (request.operation() == Operation.GET_ANALYSIS_RESULT) {
        polls.incrementAndGet();
      }
      int status = request.operation() == Operation.CREATE_ANALYSIS_JOB ? 200 : 404;
      return new OperationAnswer(status, body, JSON.readTree(body));
    }
  }

  /** Every call here is the one named {@link #CALL_KEY}. */
  private static final class Named extends CallCancellations {
    @Override
    String keyOf(ToolCall call) {
      return CALL_KEY;
    }
  }

  @Test
  void aCancelledAnalysisStopsPollingAndAnswersTheCreatedJob() throws Exception {
    EndlessJobs jobs = new EndlessJobs();
    CallCancellations cancellations = new Named();
    OperationTools tools =
        new OperationTools(
            jobs,
            new OperationArguments(OpenApiDocument.assemble(List.of(Operation.values()))),
            new AccountPools(McpLimitsFixture.limits(4, 8, 4)));
    VidlensTool analyze =
        new AnalysisTools(tools, cancellations, Duration.ofMillis(20)).tools().getFirst();
    ToolCall call =
        ToolInputsTest.call(Map.of("channelId", "UCsXVk37bltHxD1rDPwtNM8Q", "waitSeconds", 600));

    CompletableFuture<CallToolResult> result =
        CompletableFuture.supplyAsync(() -> analyze.handler().apply(call));
    while (jobs.polls.get() < 3) {
      Thread.onSpinWait();
    }
    assertThat(cancellations.inFlight()).isEqualTo(1);
    cancellations.cancel(CALL_KEY);
    int pollsAtCancel = jobs.polls.get();

    // Without the cancellation this call would poll for ten minutes.
    CallToolResult answered = result.get(30, TimeUnit.SECONDS);
    JsonNode structured = JSON.valueToTree(answered.structuredContent());
    assertThat(structured.path("items").path(0).path("job_id").asString()).isEqualTo("j1");
    assertThat(jobs.polls.get())
        .as("at most the poll under way")
        .isLessThanOrEqualTo(pollsAtCancel + 1);
    assertThat(cancellations.inFlight()).as("the call is no longer held").isZero();
  }

  @Test
  void aCancellationOfNoCallInFlightLeavesNothingBehind() {
    CallCancellations cancellations = new CallCancellations();
    cancellations.cancel(CALL_KEY);
    assertThat(cancellations.inFlight()).isZero();
  }

  @Test
  void theFilterNamesEachCallAndMarksTheCallACancellationNames() throws Exception {
    CallCancellations cancellations = new Named();
    CancellationFilter filter = new CancellationFilter(cancellations, JSON);

    String call =
        "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"x\"}}";
    MockHttpServletRequest callRequest = post(call);
    MockFilterChain chain = new MockFilterChain();
    filter.doFilter(callRequest, new MockHttpServletResponse(), chain);
    assertThat(callRequest.getAttribute(CallCancellations.CALL)).isEqualTo(CALL_KEY);
    assertThat(
            new String(chain.getRequest().getInputStream().readAllBytes(), StandardCharsets.UTF_8))
        .as("the transport reads the body as sent")
        .isEqualTo(call);

    try (CallCancellations.Tracked tracked = cancellations.track(ToolInputsTest.call(Map.of()))) {
      String other =
          "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":8}}";
      filter.doFilter(post(other), new MockHttpServletResponse(), new MockFilterChain());
      assertThat(tracked.cancelled()).as("another request's cancellation").isFalse();
      String mine =
          "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\","
              + "\"params\":{\"requestId\":7,\"reason\":\"timed out\"}}";
      filter.doFilter(post(mine), new MockHttpServletResponse(), new MockFilterChain());
      assertThat(tracked.cancelled()).isTrue();
    }
  }

  @Test
  void aBodyThatIsNoJsonPassesOnUntouched() throws Exception {
    MockHttpServletRequest request = post("{not json");
    MockFilterChain chain = new MockFilterChain();
    new CancellationFilter(new CallCancellations(), JSON)
        .doFilter(request, new MockHttpServletResponse(), chain);
    assertThat(
            new String(chain.getRequest().getInputStream().readAllBytes(), StandardCharsets.UTF_8))
        .isEqualTo("{not json");
  }

  private static MockHttpServletRequest post(String body) {
    MockHttpServletRequest request = new MockHttpServletRequest("POST", "/mcp");
    request.addHeader(CancellationFilter.SESSION_HEADER, "session-1");
    request.setContentType("application/json");
    request.setContent(body.getBytes(StandardCharsets.UTF_8));
    return request;
  }
}
