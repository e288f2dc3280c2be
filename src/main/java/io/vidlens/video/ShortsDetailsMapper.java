package io.vidlens.video;

import static io.vidlens.video.WireValues.digits;

import io.vidlens.model.Count;
import io.vidlens.model.ReelOverlay;
import io.vidlens.model.ReelSound;
import io.vidlens.model.Thumbnail;
import io.vidlens.model.VideoDetails;
import io.vidlens.model.VideoOwner;
import io.vidlens.model.WatchPage;
import io.vidlens.video.ShortsDetailsRecord.ChannelThumbnail;
import io.vidlens.video.ShortsDetailsRecord.SoundAttribution;
import io.vidlens.video.ShortsDetailsRecord.TitleRun;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The Shorts overlay, the merged player answers and the watch page to the wire's shorts details
 * record. The overlay goes first for what only it has (like status, the title's runs, the short's
 * reel parameters, the sound); when it is missing or silent on a field the fallbacks are those of
 * the platform notes: the exact like count of the watch page's like button (then the
 * microformat's), the handle of {@code microformat.ownerProfileUrl}, the rest from the player and
 * the watch page. Nothing is rounded into a digit string: a comment count known only as "5.1k" is
 * left empty.
 */
final class ShortsDetailsMapper {

  /** What an anonymous viewer's like status is; the overlay says the same when it is there. */
  static final String ANONYMOUS_LIKE_STATUS = "INDIFFERENT";

  private ShortsDetailsMapper() {}

  static ShortsDetailsRecord map(
      String requestedId, VideoDetails d, WatchPage watch, Optional<ReelOverlay> reel) {
    ReelOverlay o = reel.orElse(null);
    String title = first(o == null ? "" : o.title(), d.title(), watch.title());
    List<String> runs =
        o == null || o.titleRuns().isEmpty()
            ? (title.isEmpty() ? List.of() : List.of(title))
            : o.titleRuns();
    Long likeCount =
        firstNonNull(
            o == null ? null : Count.exactValue(o.likeCount()),
            Count.exactValue(watch.likeCount()),
            d.likeCount());
    boolean commentsDisabled =
        o != null && o.commentsDisabled() != null ? o.commentsDisabled() : watch.commentsDisabled();
    Long comments =
        commentsDisabled
            ? null
            : firstNonNull(
                o == null ? null : Count.exactValue(o.commentCount()),
                Count.exactValue(watch.commentCount()));
    Optional<VideoOwner> owner = watch.owner();
    List<Thumbnail> avatar =
        o != null && !o.channelThumbnails().isEmpty()
            ? o.channelThumbnails()
            : owner.map(VideoOwner::thumbnails).orElse(List.of());

    return new ShortsDetailsRecord(
        first(d.id(), o == null ? "" : o.videoId(), requestedId),
        o == null || o.likeStatus().isEmpty() ? ANONYMOUS_LIKE_STATUS : o.likeStatus(),
        likeCount,
        first(o == null ? "" : o.likeCountText(), watch.likeCountText()),
        o != null && o.likesAllowed() != null
            ? o.likesAllowed()
            : WireValues.flag(d.allowRatings()),
        title,
        first(o == null ? "" : o.publishedTimeText(), watch.relativeDateText()),
        WireValues.calendarDate(d.published()),
        WireValues.utcInstant(d.published()),
        commentsDisabled,
        digits(comments),
        runs.stream().map(TitleRun::new).toList(),
        first(
            d.channelTitle(),
            o == null ? "" : o.channelTitle(),
            owner.map(VideoOwner::title).orElse("")),
        digits(d.viewCount()),
        first(
            d.channelId(),
            o == null ? "" : o.channelId(),
            owner.map(VideoOwner::channelId).orElse("")),
        first(
            o == null ? "" : o.channelHandle(),
            d.channelHandle(),
            owner.map(VideoOwner::handle).orElse("")),
        avatar.stream()
            .filter(t -> !t.url().isEmpty())
            .map(t -> new ChannelThumbnail(t.url(), t.width(), t.height()))
            .toList(),
        o == null ? null : o.sound().map(ShortsDetailsMapper::sound).orElse(null),
        WireThumbnail.of(d.thumbnails()),
        o == null ? "" : o.playerParams(),
        o == null ? "" : o.params());
  }

  private static SoundAttribution sound(ReelSound s) {
    return new SoundAttribution(
        s.continuation(),
        s.title(),
        s.videoId(),
        s.playerParams(),
        s.params(),
        WireThumbnail.of(s.thumbnails()),
        s.channelAvatar(),
        s.channelTitle(),
        s.channelId());
  }

  private static String first(String... values) {
    return Stream.of(values).filter(v -> v != null && !v.isBlank()).findFirst().orElse("");
  }

  @SafeVarargs
  private static <T> T firstNonNull(T... values) {
    return Stream.of(values).filter(v -> v != null).findFirst().orElse(null);
  }
}
