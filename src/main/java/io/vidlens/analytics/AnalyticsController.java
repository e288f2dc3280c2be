package io.vidlens.analytics;

import io.vidlens.access.Operation.Paths;
import io.vidlens.api.JsonBodies;
import io.vidlens.model.ChannelId;
import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * Get Analytics, Get Geography Demographics Revenue and Get Short vs Long Views. The channel ID is
 * checked before the platform is asked; each record is answered as an array of one.
 */
@RestController
record AnalyticsController(ChannelAnalyticsService analytics, ViewTotalsService views) {

  /**
   * {@code false} when a tab had more pages than {@code vidlens.analytics.max-tab-pages}: the
   * totals are partial.
   */
  static final String COMPLETE = "X-Views-Complete";

  /** Pages read per tab, e.g. {@code videos=12, shorts=3}. */
  static final String PAGES_READ = "X-Views-Pages-Read";

  @PostMapping(path = Paths.GET_ANALYTICS, consumes = MediaType.APPLICATION_JSON_VALUE)
  List<AnalyticsRecord> analytics(@RequestBody(required = false) JsonNode body) {
    return List.of(analytics.analytics(channelIdOf(body)));
  }

  @PostMapping(path = Paths.GET_GEOGRAPHY_REVENUE, consumes = MediaType.APPLICATION_JSON_VALUE)
  List<GeographyRecord> geographyRevenue(@RequestBody(required = false) JsonNode body) {
    return List.of(analytics.geography(channelIdOf(body)));
  }

  @GetMapping(Paths.GET_SHORT_VS_LONG_VIEWS)
  ResponseEntity<List<ShortVsLong>> shortVsLongViews(@PathVariable String channelId) {
    ViewTotals totals = views.totals(ChannelId.parse(channelId));
    return ResponseEntity.ok()
        .header(COMPLETE, Boolean.toString(totals.complete()))
        .header(PAGES_READ, "videos=" + totals.videoPages() + ", shorts=" + totals.shortPages())
        .body(
            List.of(
                new ShortVsLong(
                    totals.shortViews(),
                    totals.longViews(),
                    EstimateBody.of(ObservedEstimates.shortVsLong(totals)))));
  }

  /** The short versus long views record (the description's names, "shortView" singular). */
  record ShortVsLong(long shortView, long longViews, EstimateBody estimate) {}

  private static ChannelId channelIdOf(JsonNode body) {
    return ChannelId.parse(JsonBodies.optionalString(JsonBodies.requireObject(body), "channelId"));
  }
}
