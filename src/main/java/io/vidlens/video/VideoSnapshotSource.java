package io.vidlens.video;

import io.vidlens.catalog.ReadFailure;
import io.vidlens.model.Image;
import io.vidlens.model.VideoDetails;
import io.vidlens.model.VideoId;
import io.vidlens.video.api.VideoDetailsSnapshot;
import io.vidlens.video.api.VideoSnapshots;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** Get Video Details' own answer, typed, for the features that keep snapshots of it. */
@Component
record VideoSnapshotSource(VideoDetailsService details) implements VideoSnapshots {

  @Override
  public Optional<VideoDetailsSnapshot> details(String videoId) {
    try {
      VideoDetailsService.Read read = details.read(VideoId.parse(videoId));
      return Optional.of(snapshot(read.answer(), read.typed()));
    } catch (RuntimeException e) {
      if (ReadFailure.of(e).filter(f -> f.kind() == ReadFailure.Kind.VIDEO_NOT_FOUND).isPresent()) {
        return Optional.empty();
      }
      throw e;
    }
  }

  /**
   * The answer's texts and flags as it states them; its numbers from the typed video it was mapped
   * from, so nothing reads the answer's strings of digits back.
   */
  static VideoDetailsSnapshot snapshot(VideoDetailsRecord d, VideoDetails typed) {
    return new VideoDetailsSnapshot(
        d.title(),
        known(typed.lengthSeconds()),
        d.keywords(),
        d.channelTitle(),
        d.channelId(),
        d.description(),
        d.thumbnail() == null
            ? null
            : d.thumbnail().stream().map(t -> new Image(t.url(), t.width(), t.height())).toList(),
        known(typed.viewCount()),
        d.isPrivate(),
        d.isLiveContent(),
        d.isFamilySafe(),
        d.availableCountries(),
        d.category(),
        d.publishDate(),
        d.uploadDate(),
        d.isShortsEligible(),
        typed.published() == null ? null : typed.published().instantOrStartOfDay());
  }

  /** A number the answer states (it leaves out a negative one as unknown). */
  private static Long known(Long value) {
    return WireValues.digits(value) == null ? null : value;
  }
}
