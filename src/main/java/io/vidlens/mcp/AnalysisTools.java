package io.vidlens.mcp;

import static io.vidlens.mcp.InputSchema.integer;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.vidlens.access.Operation;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Channel analysis jobs: one tool creates a job and waits for it, telling the client its progress;
 * another reads a job's status and result. Waiting is polling the status operation, each poll
 * charged as that operation is (a poll while the job runs answers 404, which the API charges). The
 * default wait stays below the 60 s request timeout of the common SDK clients, and a cancelled call
 * stops polling (and so being charged) at once.
 */
@Component
record AnalysisTools(
    OperationTools operations,
    CallCancellations cancellations,
    @Value("${vidlens.mcp.analysis-poll-interval:5s}") Duration pollInterval)
    implements ToolSet {

  /** Below the TypeScript SDK's default request timeout of 60 s, with room for the last poll. */
  static final int DEFAULT_WAIT_SECONDS = 45;

  private static final List<ToolArgument> CREATE =
      List.of(
          ToolArgument.of("channelId", "channel_id")
              .naming(ToolArgument.Reference.CHANNEL_ID_ONLY));
  private static final Pattern PERCENT = Pattern.compile("\\((\\d{1,3})%");

  @Override
  public List<VidlensTool> tools() {
    return List.of(analyzeChannel(), analysisResult());
  }

  private VidlensTool analyzeChannel() {
    return VidlensTool.of(
        "analyze_channel",
        "Analyse a channel",
        "Starts a deep analysis of a channel (content strategy, title formats, audience,"
            + " performance, outliers, topics, growth; typically 30 to 120 seconds) and waits"
            + " for it up to 'waitSeconds' (default "
            + DEFAULT_WAIT_SECONDS
            + "), sending a progress notification (percent of 100, rising with each poll, the"
            + " last one 100 when the job completed) after each poll when the request carries a"
            + " progress token. Answers the completed job (status 'completed' and 'result'), a"
            + " failed one (status 'failed' and 'error'), or, when the wait ended first or the"
            + " call was cancelled, the created job under 'items' (its 'job_id') to read later"
            + " with get_channel_analysis. A recent cached result answers at once."
            + ReadingTools.RESOLVED_TEXT
            + OperationTools.SUMMARY_TEXT
            + OperationTools.charge(Operation.CREATE_ANALYSIS_JOB)
            + " While waiting it polls the job every "
            + pollInterval.toSeconds()
            + " s, each poll charged as get_channel_analysis; cancelling the call stops the"
            + " polling.",
        operations
            .inputOf(Operation.CREATE_ANALYSIS_JOB, CREATE)
            .optional(
                "waitSeconds",
                integer(
                    "How long to wait for the result, in seconds (default "
                        + DEFAULT_WAIT_SECONDS
                        + ", below common clients' 60 s timeout; 0 answers the created job at"
                        + " once; a longer wait needs a client that waits that long, or resets"
                        + " its timeout on progress).",
                    0,
                    600))
            .optional(OperationTools.DETAIL, OperationTools.detailSchema()),
        operations
            .arguments()
            .eitherOf(Operation.GET_ANALYSIS_RESULT, Operation.CREATE_ANALYSIS_JOB),
        false,
        Operation.CREATE_ANALYSIS_JOB,
        CREATE,
        this::analyze);
  }

  private VidlensTool analysisResult() {
    return operations.tool(
        "get_channel_analysis",
        "Channel analysis result",
        "Status and result of an analysis job created by analyze_channel. A completed job"
            + " answers status 'completed', progress 100 and 'result'; a failed one status"
            + " 'failed' and 'error'. While the job is queued or processing the answer is the"
            + " error 'Job not found or still processing' saying how far it is; try again"
            + " later.",
        Operation.GET_ANALYSIS_RESULT,
        ToolArgument.of("jobId", "job_id"));
  }

  private CallToolResult analyze(ToolCall call) {
    ToolInputs.Values values =
        ToolInputs.of(CREATE, call, request -> operations.perform(request, call));
    if (values.refusal() != null) {
      return values.refusal();
    }
    try (CallCancellations.Tracked tracked = cancellations.track(call)) {
      return analyze(call, values.wire(), tracked);
    }
  }

  private CallToolResult analyze(
      ToolCall call, Map<String, String> wire, CallCancellations.Tracked tracked) {
    boolean full = OperationTools.full(call);
    OperationAnswer created =
        operations.perform(OperationTools.request(Operation.CREATE_ANALYSIS_JOB, wire), call);
    String jobId = created.successful() ? created.json().path(0).path("job_id").asString("") : "";
    if (!created.successful() || jobId.isEmpty()) {
      return ToolResults.of(created);
    }
    String wait = call.text("waitSeconds");
    long waitSeconds = wait == null ? DEFAULT_WAIT_SECONDS : Long.parseLong(wait);
    if (waitSeconds <= 0) {
      return ToolResults.of(created);
    }
    long deadline = System.nanoTime() + Duration.ofSeconds(waitSeconds).toNanos();
    OperationRequest poll =
        OperationRequest.get(Operation.GET_ANALYSIS_RESULT, Map.of("job_id", jobId));
    double reported = 0;
    while (!tracked.cancelled()) {
      OperationAnswer status = operations.perform(poll, call);
      if (status.status() != 404 || !running(status)) {
        if (reported < 100 && completed(status)) {
          // The last notification says "done", even for a job that ended before any poll saw it
          // run.
          call.progress(100, 100.0, "completed");
        }
        return ToolResults.of(status, full);
      }
      String details = status.json().path("error").path("details").asString("");
      // Progress must rise with each notification; while the job's own percentage stands still
      // it rises by one (never to 100 before the end), so that each poll tells the client the
      // call is alive, which resets the timeout of a client that counts from the last progress.
      double next = Math.max(percent(details), Math.min(reported + 1, 99));
      if (next > reported) {
        call.progress(next, 100.0, details);
        reported = next;
      }
      if (System.nanoTime() + pollInterval.toNanos() > deadline || !sleep(tracked)) {
        return ToolResults.of(created);
      }
    }
    return ToolResults.of(created);
  }

  private static boolean completed(OperationAnswer status) {
    return status.successful()
        && status.json() != null
        && "completed".equals(status.json().path("status").asString(""));
  }

  /** A 404 for a job that exists and runs ("Job … is queued/processing"), not an unknown job. */
  private static boolean running(OperationAnswer status) {
    String details =
        status.json() == null ? "" : status.json().path("error").path("details").asString("");
    return details.startsWith("Job ");
  }

  /** The job's percentage as the status answer's details give it ("processing (40%, …)"). */
  static double percent(String details) {
    Matcher matcher = PERCENT.matcher(details);
    return matcher.find() ? Math.min(100, Integer.parseInt(matcher.group(1))) : 0;
  }

  /**
   * Waits for the next poll in short steps, so that a cancellation is seen within a fraction of a
   * second; false when cancelled or interrupted.
   */
  private boolean sleep(CallCancellations.Tracked tracked) {
    long end = System.nanoTime() + pollInterval.toNanos();
    try {
      while (!tracked.cancelled()) {
        long left = end - System.nanoTime();
        if (left <= 0) {
          return true;
        }
        Thread.sleep(Duration.ofNanos(Math.min(left, Duration.ofMillis(100).toNanos())));
      }
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
