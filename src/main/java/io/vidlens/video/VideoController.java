package io.vidlens.video;

import io.vidlens.api.ApiException;
import io.vidlens.api.VideoId;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** The video content operations. */
@RestController
@RequestMapping("/api/external")
class VideoController {

  @GetMapping("/videos/details")
  Object details(@RequestParam(required = false) String videoId) {
    VideoId.parse(videoId);
    throw ApiException.notYetAvailable("Get Video Details");
  }

  @GetMapping("/shorts/details")
  Object shortsDetails(@RequestParam(required = false) String videoId) {
    VideoId.parse(videoId);
    throw ApiException.notYetAvailable("Get Shorts Details");
  }

  @GetMapping("/videos/comments")
  Object comments(
      @RequestParam(required = false) String videoId,
      @RequestParam(required = false) String token) {
    VideoId.parse(videoId);
    throw ApiException.notYetAvailable("Get Comments");
  }

  @GetMapping("/videos/transcript")
  Object transcript(
      @RequestParam(required = false) String videoId,
      @RequestParam(required = false) String lang) {
    VideoId.parse(videoId);
    throw ApiException.notYetAvailable("Get Transcript");
  }

  @GetMapping("/videos/subtitle")
  Object subtitle(
      @RequestParam(required = false) String videoId,
      @RequestParam(required = false) String lang) {
    VideoId.parse(videoId);
    throw ApiException.notYetAvailable("Get Subtitle");
  }

  @PostMapping(path = "/videos/bulk-transcript", consumes = MediaType.APPLICATION_JSON_VALUE)
  Object bulkTranscript(@RequestBody(required = false) JsonNode body) {
    VideoIdsBody.parse(body);
    throw ApiException.notYetAvailable("Get Bulk Transcript");
  }

  @PostMapping(path = "/videos/bulk-subtitle", consumes = MediaType.APPLICATION_JSON_VALUE)
  Object bulkSubtitle(@RequestBody(required = false) JsonNode body) {
    VideoIdsBody.parse(body);
    throw ApiException.notYetAvailable("Get Bulk Subtitle");
  }

  @GetMapping("/videos/rpm")
  Object rpm(@RequestParam(required = false) String videoId) {
    VideoId.parse(videoId);
    throw ApiException.notYetAvailable("Get RPM");
  }
}
