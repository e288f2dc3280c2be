package io.vidlens.video;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.catalog.ReadEvents;
import io.vidlens.catalog.Videos;
import io.vidlens.catalog.VideosSeen;
import io.vidlens.model.Count;
import io.vidlens.model.Video;
import io.vidlens.model.VideoDetails;
import io.vidlens.model.VideoId;
import io.vidlens.model.WatchPage;
import java.util.List;
import org.springframework.stereotype.Service;

/**
 * Video and shorts details from the catalog's merged video (mobile player and WEB microformat), the
 * watch page when a field needs it, and for shorts the Shorts overlay. Every read goes through the
 * platform client's cache: a repeated request within the TTLs asks the platform nothing.
 */
@Service
class VideoDetailsService {

  private final Videos videos;
  private final ReadEvents events;

  /**
   * Answers already made, keyed by the identity of the catalog's video record (weak keys): while
   * the catalog serves the same record from the same cached answers, the same answer is reused
   * instead of mapped again (and its JSON, see {@code SerializedAnswers}); it expires with the
   * record.
   */
  private final Cache<Video, VideoDetailsRecord> derived =
      Caffeine.newBuilder().weakKeys().maximumSize(20_000).build();

  VideoDetailsService(Videos videos, ReadEvents events) {
    this.videos = videos;
    this.events = events;
  }

  VideoDetailsRecord details(VideoId id) {
    return details(id, videos.video(id));
  }

  /** Get Video Details' answer and the typed video it maps, from one read. */
  record Read(VideoDetailsRecord answer, VideoDetails typed) {}

  /** The answer with its typed video (numbers as read, for the snapshots other features keep). */
  Read read(VideoId id) {
    Video video = videos.video(id);
    return new Read(details(id, video), video.details());
  }

  private VideoDetailsRecord details(VideoId id, Video video) {
    VideoDetailsRecord known = derived.getIfPresent(video);
    if (known != null) {
      return known;
    }
    VideoDetails merged = announced(id, video.details());
    // The microformat's likeCount is exact; without it (hidden or left out) the like button's.
    if (merged.likeCount() == null) {
      return VideoDetailsMapper.map(
          id.value(), merged, Count.exactValue(videos.watchPage(id).likeCount()));
    }
    VideoDetailsRecord record = VideoDetailsMapper.map(id.value(), merged, null);
    derived.put(video, record);
    return record;
  }

  ShortsDetailsRecord shorts(VideoId id) {
    VideoDetails merged = announced(id, videos.video(id).details());
    WatchPage watch = videos.watchPage(id);
    return ShortsDetailsMapper.map(id.value(), merged, watch, videos.reelOverlay(id));
  }

  /** The thumbnail corpus learns of every video read (it queues them after this commit). */
  private VideoDetails announced(VideoId id, VideoDetails merged) {
    events.videosSeen(
        new VideosSeen(
            List.of(
                new VideosSeen.Video(
                    merged.id().isEmpty() ? id.value() : merged.id(),
                    merged.channelId(),
                    merged.title(),
                    VideosSeen.largest(merged.thumbnails()),
                    // the player's count: an integer, exact
                    merged.viewCount() == null ? null : Count.exactly(merged.viewCount())))));
    return merged;
  }
}
