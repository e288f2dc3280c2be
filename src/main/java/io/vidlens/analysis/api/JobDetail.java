package io.vidlens.analysis.api;

import java.util.List;

/**
 * A job with its result: the result document as the API answers it, indented for reading (null
 * until there is one), and a short account in words of each of its sections.
 */
public record JobDetail(JobView job, String resultJson, List<ResultSection> summary) {

  public JobDetail {
    summary = List.copyOf(summary);
  }
}
