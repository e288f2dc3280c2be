package io.vidlens.video;

import io.vidlens.api.VideoId;
import io.vidlens.catalog.ReadFailure;
import io.vidlens.catalog.VideoDetailsSnapshots;
import java.util.Optional;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Get Video Details' own answer, as JSON, for the features that keep snapshots of it. */
@Component
class VideoDetailsSnapshotSource implements VideoDetailsSnapshots {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private final VideoDetailsService details;

  VideoDetailsSnapshotSource(VideoDetailsService details) {
    this.details = details;
  }

  @Override
  public Optional<JsonNode> details(String videoId) {
    try {
      return Optional.of(JSON.valueToTree(details.details(VideoId.parse(videoId))));
    } catch (RuntimeException e) {
      if (ReadFailure.of(e).filter(f -> f.kind() == ReadFailure.Kind.VIDEO_NOT_FOUND).isPresent()) {
        return Optional.empty();
      }
      throw e;
    }
  }
}
