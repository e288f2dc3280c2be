package io.vidlens.analysis;

import io.vidlens.json.JsonMappers;
import java.time.Instant;
import tools.jackson.databind.node.ObjectNode;

/**
 * A stored result document restamped as another job's: its {@code job_id}, its {@code completed_at}
 * and {@code strategic_insights.channel_overview.analysis_timestamp} (when the analysis was made,
 * as the contract shows it: epoch seconds with a fraction). The data, and the dates it carries of
 * the channel (uploads, the readings of its growth), stay as they were read.
 */
final class CopiedResults {

  private CopiedResults() {}

  static String asJob(String result, String jobId, Instant completedAt) {
    ObjectNode root = (ObjectNode) JsonMappers.SNAKE_CASE.readTree(result);
    root.put("job_id", jobId);
    root.put("completed_at", completedAt.toString());
    if (root.at("/strategic_insights/channel_overview") instanceof ObjectNode overview
        && overview.has("analysis_timestamp")) {
      overview.put("analysis_timestamp", completedAt.toEpochMilli() / 1000.0);
    }
    return JsonMappers.SNAKE_CASE.writeValueAsString(root);
  }
}
