package io.vidlens.video;

import static io.vidlens.video.WireValues.digits;
import static io.vidlens.video.WireValues.flag;
import static io.vidlens.video.WireValues.text;

import io.vidlens.model.VideoDetails;

/**
 * The merged player answers (mobile videoDetails + WEB microformat) to the wire's video details
 * record. {@code likeCount} is the microformat's exact count, else the watch page's exact one.
 * {@code publishDate}/{@code uploadDate} are the microformat's date-times with their offset as
 * given; {@code publishedAt} is the same instant in UTC. What the player answers did not state (a
 * hidden count, a flag, a date) is null.
 */
final class VideoDetailsMapper {

  private VideoDetailsMapper() {}

  static VideoDetailsRecord map(String requestedId, VideoDetails d, Long watchPageExactLikes) {
    return new VideoDetailsRecord(
        d.id().isEmpty() ? requestedId : d.id(),
        text(d.title()),
        digits(d.lengthSeconds()),
        d.keywords(),
        text(d.channelTitle()),
        text(d.channelId()),
        text(d.description()),
        WireThumbnail.of(d.thumbnails()),
        flag(d.allowRatings()),
        digits(d.viewCount()),
        digits(d.likeCount() != null ? d.likeCount() : watchPageExactLikes),
        flag(d.isPrivate()),
        flag(d.isUnpluggedCorpus()),
        flag(d.isLiveContent()),
        flag(d.isCrawlable()),
        flag(d.isFamilySafe()),
        d.availableCountries(),
        flag(d.isUnlisted()),
        WireValues.known(d.category()),
        WireValues.known(d.publishDate()),
        WireValues.utcInstant(d.published()),
        WireValues.known(d.uploadDate()),
        flag(d.isShortsEligible()),
        flag(d.hasCaption()),
        flag(d.playableInEmbed()));
  }
}
