package io.vidlens.analysis;

import io.vidlens.access.CachedAnswerProbe;
import io.vidlens.access.Operation;
import io.vidlens.model.ChannelId;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.stereotype.Component;

/**
 * Tells the gate which job requests will be answered from a completed analysis: a create for a
 * channel with a fresh result, and the result of a completed job of the caller's account. They do
 * not count against the hourly limits, so a key whose hourly allowance is spent still gets them.
 */
@Component
record AnalysisCachedAnswers(AnalysisJobService jobs) implements CachedAnswerProbe {

  @Override
  public boolean willBeCached(Operation operation, String accountId, HttpServletRequest request) {
    return switch (operation) {
      case CREATE_ANALYSIS_JOB -> {
        String channel = request.getParameter("channel_id");
        yield ChannelId.isValid(channel) && jobs.cachedResult(accountId, channel).isPresent();
      }
      case GET_ANALYSIS_RESULT -> {
        String id = request.getParameter("job_id");
        yield id != null
            && !id.isBlank()
            && id.strip().length() <= 36
            && jobs.find(accountId, id.strip())
                .map(job -> AnalysisJob.COMPLETED.equals(job.status()))
                .orElse(false);
      }
      default -> false;
    };
  }
}
