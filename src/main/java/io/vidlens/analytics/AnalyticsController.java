package io.vidlens.analytics;

import io.vidlens.api.ApiException;
import io.vidlens.api.ChannelId;
import io.vidlens.api.JsonBodies;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** Get Analytics, Get Geography Demographics Revenue and Get Short vs Long Views. */
@RestController
@RequestMapping("/api/external/analytics/channel-analytics")
class AnalyticsController {

  @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
  Object analytics(@RequestBody(required = false) JsonNode body) {
    channelIdOf(body);
    throw ApiException.notYetAvailable("Get Analytics");
  }

  @PostMapping(path = "/geography-revenue", consumes = MediaType.APPLICATION_JSON_VALUE)
  Object geographyRevenue(@RequestBody(required = false) JsonNode body) {
    channelIdOf(body);
    throw ApiException.notYetAvailable("Get Geography Demographics Revenue");
  }

  @GetMapping("/{channelId}/short-vs-long-views")
  Object shortVsLongViews(@PathVariable String channelId) {
    ChannelId.parse(channelId);
    throw ApiException.notYetAvailable("Get Short vs Long Views");
  }

  private static ChannelId channelIdOf(JsonNode body) {
    return ChannelId.parse(JsonBodies.optionalString(JsonBodies.requireObject(body), "channelId"));
  }
}
