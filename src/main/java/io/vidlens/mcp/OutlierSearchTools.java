package io.vidlens.mcp;

import io.vidlens.access.Operation;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The niche outlier search (docs/radar.md) as a tool over {@code searchOutliers}: every filter is
 * one of the operation's query parameters, described by the OpenAPI document. Read-only; its answer
 * holds titles only, nothing a summary would cut, so it has no 'detail' switch.
 */
@Component
record OutlierSearchTools(OperationTools operations) implements ToolSet {

  private static final List<String> FILTERS =
      List.of(
          "q",
          "minSimilarity",
          "format",
          "language",
          "minSubscribers",
          "maxSubscribers",
          "publishedAfter",
          "publishedBefore",
          "days",
          "minScore",
          "limit");

  @Override
  public List<VidlensTool> tools() {
    return List.of(
        operations.tool(
            "search_outliers",
            "Search outliers",
            "The stored videos doing best against their own channel's usual views at the same"
                + " age, highest score first (default at least 3×), each with its evidence: views,"
                + " age, the usual and how many videos it is the median of, and its basis"
                + " (sampled trajectories of the account's watched channels, or the channel's"
                + " stored videos of that age). Filter by meaning ('q'), 'format' (short or long),"
                + " 'language', channel size in subscribers, upload window ('days' or"
                + " 'publishedAfter'/'publishedBefore') and 'minScore'. Reads only what Vidlens"
                + " has stored, never the platform: 'coverage' tells how much was searched, so an"
                + " empty answer means none of that qualified.",
            Operation.SEARCH_OUTLIERS,
            FILTERS.stream().map(ToolArgument::of).toArray(ToolArgument[]::new)));
  }
}
