package io.vidlens.video;

import io.vidlens.access.Operation.Paths;
import io.vidlens.api.SerializedAnswers;
import io.vidlens.model.VideoId;
import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * The video content operations (Get RPM is the analytics feature's, {@code
 * io.vidlens.analytics.RpmController}). Records that the description answers as "an array of one"
 * are wrapped here.
 */
@RestController
record VideoController(
    VideoDetailsService details,
    CommentsService comments,
    CaptionsService captions,
    BulkService bulk,
    SerializedAnswers serialized) {

  @GetMapping(Paths.GET_VIDEO_DETAILS)
  ResponseEntity<byte[]> details(@RequestParam(required = false) String videoId) {
    return serialized.arrayOfOne(details.details(VideoId.parse(videoId)));
  }

  @GetMapping(Paths.GET_SHORTS_DETAILS)
  List<ShortsDetailsRecord> shortsDetails(@RequestParam(required = false) String videoId) {
    return List.of(details.shorts(VideoId.parse(videoId)));
  }

  @GetMapping(Paths.GET_COMMENTS)
  CommentsPageRecord comments(
      @RequestParam(required = false) String videoId,
      @RequestParam(required = false) String token) {
    return comments.page(VideoId.parse(videoId), token);
  }

  @GetMapping(Paths.GET_TRANSCRIPT)
  List<TranscriptRecord> transcript(
      @RequestParam(required = false) String videoId, @RequestParam(required = false) String lang) {
    return List.of(captions.transcript(VideoId.parse(videoId), lang));
  }

  @GetMapping(Paths.GET_SUBTITLE)
  List<SubtitleRecord> subtitle(
      @RequestParam(required = false) String videoId, @RequestParam(required = false) String lang) {
    return List.of(captions.subtitles(VideoId.parse(videoId), lang));
  }

  @PostMapping(path = Paths.GET_BULK_TRANSCRIPT, consumes = MediaType.APPLICATION_JSON_VALUE)
  BulkResult<TranscriptRecord> bulkTranscript(@RequestBody(required = false) JsonNode body) {
    return bulk.transcripts(VideoIdsBody.parse(body).videoIds());
  }

  @PostMapping(path = Paths.GET_BULK_SUBTITLE, consumes = MediaType.APPLICATION_JSON_VALUE)
  BulkResult<SubtitleRecord> bulkSubtitle(@RequestBody(required = false) JsonNode body) {
    return bulk.subtitles(VideoIdsBody.parse(body).videoIds());
  }
}
