package io.vidlens.video;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.api.VideoId;
import io.vidlens.platform.PlatformClient;
import io.vidlens.platform.UpstreamUnavailableException;
import io.vidlens.platform.VideosSeen;
import io.vidlens.platform.parse.PlayerParser;
import io.vidlens.platform.parse.PlayerResponse;
import io.vidlens.platform.parse.ReelOverlay;
import io.vidlens.platform.parse.ReelOverlayParser;
import io.vidlens.platform.parse.VideoDetails;
import io.vidlens.platform.parse.WatchPage;
import io.vidlens.platform.parse.WatchPageParser;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;

/**
 * Video and shorts details from the mobile player (full videoDetails, captions), the WEB player's
 * microformat (category, dates, countries, family safety, unlisted, exact likes), the watch page
 * when a field needs it, and for shorts the Shorts overlay. Every read goes through the platform
 * client's cache: a repeated request within the TTLs asks the platform nothing.
 */
@Service
class VideoDetailsService {

  private static final Logger log = LoggerFactory.getLogger(VideoDetailsService.class);

  private final PlatformClient platform;
  private final UpstreamAnswers answers;
  private final ApplicationEventPublisher events;

  /** A details answer and the platform answers it was made from. */
  private record DerivedDetails(JsonNode webTree, JsonNode watchTree, VideoDetailsRecord record) {}

  /**
   * Answers already made, keyed by the identity of the cached player tree they came from (weak
   * keys): while the platform client serves the same cached trees, the same answer is reused
   * instead of parsed again; when a tree expires from its cache, so does the answer.
   */
  private final Cache<JsonNode, DerivedDetails> derived =
      Caffeine.newBuilder().weakKeys().maximumSize(20_000).build();

  VideoDetailsService(
      PlatformClient platform, UpstreamAnswers answers, ApplicationEventPublisher events) {
    this.platform = platform;
    this.answers = answers;
    this.events = events;
  }

  VideoDetailsRecord details(VideoId id) {
    JsonNode mobileTree = platform.player(id.value());
    JsonNode webTree = platform.playerMicroformat(id.value());
    DerivedDetails known = derived.getIfPresent(mobileTree);
    if (known != null && known.webTree() == webTree && known.watchTree() == null) {
      return known.record();
    }
    VideoDetails merged = merged(id, mobileTree, webTree);
    // The microformat's likeCount is exact; without it (hidden or left out) the like button's.
    JsonNode watchTree = merged.likeCount() == null ? platform.next(id.value()) : null;
    Long watchLikes = watchTree == null ? null : WireValues.exactLikes(watchPage(watchTree));
    VideoDetailsRecord record = VideoDetailsMapper.map(id.value(), merged, watchLikes);
    if (watchTree == null) {
      derived.put(mobileTree, new DerivedDetails(webTree, null, record));
    }
    return record;
  }

  ShortsDetailsRecord shorts(VideoId id) {
    VideoDetails merged =
        merged(id, platform.player(id.value()), platform.playerMicroformat(id.value()));
    WatchPage watch = watchPage(platform.next(id.value()));
    return ShortsDetailsMapper.map(id.value(), merged, watch, overlay(id));
  }

  private VideoDetails merged(VideoId id, JsonNode mobileTree, JsonNode webTree) {
    PlayerResponse mobile = answers.player(mobileTree);
    PlayerResponse web = answers.read("web player answer", () -> PlayerParser.parse(webTree));
    VideoDetails merged = answers.read("player answers", () -> VideoDetails.merge(mobile, web));
    // the thumbnail corpus learns of every video read (queued; this thread does nothing more)
    events.publishEvent(
        new VideosSeen(
            java.util.List.of(
                new VideosSeen.Video(
                    merged.id().isEmpty() ? id.value() : merged.id(),
                    merged.channelId(),
                    merged.title(),
                    VideosSeen.largest(merged.thumbnails()),
                    merged.viewCount()))));
    return merged;
  }

  private WatchPage watchPage(JsonNode watchTree) {
    return answers.read("watch page", () -> WatchPageParser.parse(watchTree));
  }

  /**
   * The overlay is optional: its shape is unconfirmed and some clients are refused it. Its failure
   * (a 503 of any kind, also "not recorded" in replay mode) falls back to the other answers, and
   * only here: the other reads' failures are the caller's 503.
   */
  private Optional<ReelOverlay> overlay(VideoId id) {
    try {
      return ReelOverlayParser.parse(platform.reel(id.value()));
    } catch (UpstreamUnavailableException e) {
      log.debug("Shorts overlay of {} unavailable ({}); using the fallbacks", id, e.fault());
      return Optional.empty();
    } catch (RuntimeException e) {
      log.warn("Shorts overlay of {} could not be read; using the fallbacks", id, e);
      return Optional.empty();
    }
  }
}
