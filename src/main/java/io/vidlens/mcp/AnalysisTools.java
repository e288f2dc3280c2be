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
 * charged as that operation is (a poll while the job runs answers 404, which the API charges).
 */
@Component
class AnalysisTools implements ToolSet {

  static final int DEFAULT_WAIT_SECONDS = 100;
  private static final List<ToolArgument> CREATE =
      List.of(ToolArgument.of("channelId", "channel_id"));
  private static final Pattern PERCENT = Pattern.compile("\\((\\d{1,3})%");

  private final OperationTools tools;
  private final Duration pollInterval;

  AnalysisTools(
      OperationTools tools,
      @Value("${vidlens.mcp.analysis-poll-interval:5s}") Duration pollInterval) {
    this.tools = tools;
    this.pollInterval = pollInterval;
  }

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
            + " for it, sending progress notifications (percent of 100, the last one 100 when"
            + " the job completed) when the request carries a progress token. Answers the completed job (status 'completed' and 'result'), a failed"
            + " one (status 'failed' and 'error'), or, when 'waitSeconds' passed first, the"
            + " created job (its 'job_id') to read later with get_channel_analysis. A"
            + " recent cached result answers at once."
            + OperationTools.charge(Operation.CREATE_ANALYSIS_JOB)
            + " While waiting it polls the job every "
            + pollInterval.toSeconds()
            + " s, each poll charged as get_channel_analysis.",
        tools
            .inputOf(Operation.CREATE_ANALYSIS_JOB, CREATE)
            .optional(
                "waitSeconds",
                integer(
                    "How long to wait for the result, in seconds (default "
                        + DEFAULT_WAIT_SECONDS
                        + "; 0 answers the created job at once).",
                    0,
                    600)),
        false,
        Operation.CREATE_ANALYSIS_JOB,
        CREATE,
        this::analyze);
  }

  private VidlensTool analysisResult() {
    return tools.tool(
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
    OperationAnswer created =
        tools.perform(OperationTools.request(Operation.CREATE_ANALYSIS_JOB, CREATE, call), call);
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
    while (true) {
      OperationAnswer status = tools.perform(poll, call);
      if (status.status() != 404 || !running(status)) {
        if (reported < 100 && completed(status)) {
          // The last notification says "done", even for a job that ended before any poll saw it
          // run.
          call.progress(100, 100.0, "completed");
        }
        return ToolResults.of(status);
      }
      String details = status.json().path("error").path("details").asString("");
      double percent = percent(details);
      if (percent > reported) { // progress must increase with each notification
        call.progress(percent, 100.0, details);
        reported = percent;
      }
      if (System.nanoTime() + pollInterval.toNanos() > deadline) {
        return ToolResults.of(created);
      }
      if (!sleep()) {
        return ToolResults.of(created);
      }
    }
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

  private boolean sleep() {
    try {
      Thread.sleep(pollInterval);
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
