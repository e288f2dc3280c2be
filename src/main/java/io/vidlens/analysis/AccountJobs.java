package io.vidlens.analysis;

import io.vidlens.analysis.api.AnalysisJobs;
import io.vidlens.analysis.api.JobDetail;
import io.vidlens.analysis.api.JobView;
import io.vidlens.analysis.result.AnalysisResult;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The published reading of an account's jobs, on top of the job table. */
@Component
record AccountJobs(OwnedJobs jobs, JsonMapper json) implements AnalysisJobs {

  @Override
  public List<JobView> forAccount(String accountId, int limit) {
    return jobs.latest(accountId, limit);
  }

  @Override
  public Optional<JobDetail> find(String accountId, String jobId) {
    return jobs.find(accountId, jobId)
        .map(
            owned -> {
              JsonNode tree = parse(owned.result());
              Optional<AnalysisResult> typed = StoredResults.read(owned.result());
              return new JobDetail(
                  owned.view(),
                  indented(owned.result(), tree),
                  typed.map(ResultSummary::of).orElse(List.of()),
                  "completed".equals(owned.view().status())
                      ? typed.map(ReportView::of).orElse(null)
                      : null);
            });
  }

  @Override
  public Optional<Instant> firstAsked(String accountId, String channelId) {
    return jobs.firstAsked(accountId, channelId);
  }

  @Override
  public Map<String, String> videoTitles(String accountId, String channelId) {
    Map<String, String> titles = new LinkedHashMap<>();
    jobs.latestResult(accountId, channelId)
        .flatMap(StoredResults::read)
        .map(ReportView::of)
        .ifPresent(
            report ->
                report.videos().stream()
                    .filter(v -> v.title() != null && !v.title().isBlank())
                    .forEach(v -> titles.putIfAbsent(v.id(), v.title())));
    return titles;
  }

  private JsonNode parse(String result) {
    if (result == null || result.isBlank()) {
      return null;
    }
    try {
      return json.readTree(result);
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** The result indented for reading; as stored when it is not JSON; null when there is none. */
  private String indented(String result, JsonNode tree) {
    if (result == null || result.isBlank()) {
      return null;
    }
    return tree == null ? result : json.writerWithDefaultPrettyPrinter().writeValueAsString(tree);
  }
}
