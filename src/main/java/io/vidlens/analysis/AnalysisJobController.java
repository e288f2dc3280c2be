package io.vidlens.analysis;

import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.Operation.Paths;
import io.vidlens.access.RequestCharge;
import io.vidlens.api.ApiException;
import io.vidlens.catalog.ReadFailure;
import io.vidlens.json.JsonMappers;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ClientInput;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Create Channel Analysis Job and Get Channel Analysis Result. Answers from a finished analysis (a
 * cached create, a completed result) tell their {@link RequestCharge} so, so they do not count
 * against the hourly limits, and so are creates refused because the account's queue is full. A
 * create for a channel that does not exist (404) or answered by the account's job already running
 * for the channel is free.
 */
@RestController
class AnalysisJobController {

  static final String NOT_FOUND = "Job not found or still processing";

  private final AnalysisJobService jobs;

  AnalysisJobController(AnalysisJobService jobs) {
    this.jobs = jobs;
  }

  @GetMapping(Paths.CREATE_ANALYSIS_JOB)
  List<Map<String, Object>> create(
      @RequestParam(name = "channel_id", required = false) String channelId,
      ApiPrincipal principal,
      RequestCharge charge) {
    ChannelId channel = ChannelId.parse(channelId, "channel_id");
    AnalysisJobService.Created created;
    try {
      created = jobs.create(principal.accountId(), channel.value());
    } catch (QueueFullException e) {
      // Refused before any work: the hourly token the gate took is given back (429s are not
      // charged anyway), so a full queue does not eat the key's hourly allowance.
      charge.refusedBeforeWork();
      throw e;
    } catch (RuntimeException e) {
      // A channel that does not exist is found before a job is made: a 404 that costs nothing.
      if (ReadFailure.of(e)
          .filter(f -> f.kind() == ReadFailure.Kind.CHANNEL_NOT_FOUND)
          .isPresent()) {
        charge.free();
      }
      throw e;
    }
    switch (created.outcome()) {
      case CACHED -> charge.cachedAnswer();
      // The job was charged when it was made; answering it again is free.
      case ALREADY_RUNNING -> charge.free();
      case QUEUED -> {}
    }
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("job_id", created.job().id());
    body.put("channel_id", created.job().channelId());
    body.put("cached", created.cached());
    body.put("message", created.message());
    return List.of(body);
  }

  @GetMapping(Paths.GET_ANALYSIS_RESULT)
  Map<String, Object> status(
      @RequestParam(name = "job_id", required = false) String jobId,
      ApiPrincipal principal,
      RequestCharge charge) {
    if (jobId == null || jobId.isBlank()) {
      throw ApiException.badRequest("Bad Request", "Query parameter 'job_id' is required.");
    }
    if (ClientInput.hasControlCharacter(jobId)) {
      throw ClientInput.controlCharacter("Bad Request", "The job ID");
    }
    String id = ClientInput.stripSpaces(jobId);
    Optional<AnalysisJob> found =
        id.length() > 36 ? Optional.empty() : jobs.find(principal.accountId(), id);
    AnalysisJob job =
        found.orElseThrow(
            () -> ApiException.notFound(NOT_FOUND, "No job with ID " + abbreviate(id) + "."));
    if (job.running()) {
      String details =
          AnalysisJob.QUEUED.equals(job.status())
              ? "Job " + job.id() + " is queued (0%); poll again shortly."
              : "Job "
                  + job.id()
                  + " is processing ("
                  + job.progress()
                  + "%, stage "
                  + job.stage()
                  + ").";
      throw ApiException.notFound(NOT_FOUND, details);
    }
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("job_id", job.id());
    body.put("channel_id", job.channelId());
    body.put("status", job.status());
    boolean completed = AnalysisJob.COMPLETED.equals(job.status());
    body.put("progress", completed ? 100 : job.progress());
    // cached: served from a stored result; the first answer of a job that ran is the fresh one.
    body.put("cached", completed && jobs.servedFromStore(job));
    if (completed) {
      body.put("result", JsonMappers.SNAKE_CASE.readTree(job.result()));
      charge.cachedAnswer();
    } else {
      body.put("error", job.error() == null ? "The analysis failed." : job.error());
    }
    return body;
  }

  private static String abbreviate(String id) {
    String printable = id.replaceAll("[^A-Za-z0-9_-]", "?");
    return printable.length() > 40 ? printable.substring(0, 40) + "..." : printable;
  }
}
