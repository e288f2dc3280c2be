package io.vidlens.analytics;

import io.vidlens.access.Operation.Paths;
import io.vidlens.model.VideoId;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Get RPM. Both bodies are 200: the prediction, or {@code success: false} with the reason (design
 * notes).
 */
@RestController
class RpmController {

  private final RpmService rpm;

  RpmController(RpmService rpm) {
    this.rpm = rpm;
  }

  @GetMapping(Paths.GET_RPM)
  RpmAnswer rpm(@RequestParam(required = false) String videoId) {
    return rpm.rpm(VideoId.parse(videoId));
  }
}
