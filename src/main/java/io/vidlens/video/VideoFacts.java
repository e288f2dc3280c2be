package io.vidlens.video;

import io.vidlens.api.VideoId;
import io.vidlens.platform.VideoNotFoundException;
import java.util.Optional;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What other features may ask of a video: its Get Video Details record as JSON (the thumbnail
 * search keeps it as a snapshot). Read through the platform client's cache, like the operation.
 */
@Component
public class VideoFacts {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private final VideoDetailsService details;

  VideoFacts(VideoDetailsService details) {
    this.details = details;
  }

  /**
   * The video's details record; empty when the platform says it does not exist. Upstream trouble
   * is thrown as for the operation ({@code UpstreamUnavailableException}, an {@code ApiException}).
   */
  public Optional<JsonNode> details(String videoId) {
    try {
      return Optional.of(JSON.valueToTree(details.details(VideoId.parse(videoId))));
    } catch (VideoNotFoundException e) {
      return Optional.empty();
    }
  }
}
