package io.vidlens.video;

import io.vidlens.api.VideoId;
import io.vidlens.catalog.ReadFailure;
import io.vidlens.video.api.VideoDetailsSnapshot;
import io.vidlens.video.api.VideoSnapshots;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** Get Video Details' own answer, typed, for the features that keep snapshots of it. */
@Component
class VideoSnapshotSource implements VideoSnapshots {

  private final VideoDetailsService details;

  VideoSnapshotSource(VideoDetailsService details) {
    this.details = details;
  }

  @Override
  public Optional<VideoDetailsSnapshot> details(String videoId) {
    try {
      return Optional.of(snapshot(details.details(VideoId.parse(videoId))));
    } catch (RuntimeException e) {
      if (ReadFailure.of(e).filter(f -> f.kind() == ReadFailure.Kind.VIDEO_NOT_FOUND).isPresent()) {
        return Optional.empty();
      }
      throw e;
    }
  }

  static VideoDetailsSnapshot snapshot(VideoDetailsRecord d) {
    return new VideoDetailsSnapshot(
        d.title(),
        d.lengthSeconds(),
        d.keywords(),
        d.channelTitle(),
        d.channelId(),
        d.description(),
        d.thumbnail() == null
            ? null
            : d.thumbnail().stream()
                .map(t -> new VideoDetailsSnapshot.Image(t.url(), t.width(), t.height()))
                .toList(),
        d.viewCount(),
        d.isPrivate(),
        d.isLiveContent(),
        d.isFamilySafe(),
        d.availableCountries(),
        d.category(),
        d.publishDate(),
        d.uploadDate(),
        d.isShortsEligible());
  }
}
