package io.vidlens.analysis.api;

import java.util.List;

/**
 * A job with its result: the result document as the API answers it, indented for reading (null
 * until there is one), a short account in words of each of its sections, and the result typed for
 * the report page (null until the job completed, or when the stored result cannot be read).
 */
public record JobDetail(
    JobView job, String resultJson, List<ResultSection> summary, AnalysisReport report) {

  public JobDetail {
    summary = List.copyOf(summary);
  }
}
