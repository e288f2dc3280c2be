package io.vidlens.analysis;

import io.vidlens.api.ApiException;
import io.vidlens.api.ChannelId;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Create Channel Analysis Job and Get Channel Analysis Result. */
@RestController
@RequestMapping("/api/external/channels/analysis/job")
class AnalysisJobController {

  @GetMapping("/create")
  Object create(@RequestParam(name = "channel_id", required = false) String channelId) {
    ChannelId.parse(channelId);
    throw ApiException.notYetAvailable("Create Channel Analysis Job");
  }

  @GetMapping("/status")
  Object status(@RequestParam(name = "job_id", required = false) String jobId) {
    if (jobId == null || jobId.isBlank()) {
      throw ApiException.badRequest("Bad Request", "Query parameter 'job_id' is required.");
    }
    throw ApiException.notYetAvailable("Get Channel Analysis Result");
  }
}
