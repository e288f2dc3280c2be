package io.vidlens.video;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The shorts details record exactly as the wire has it (answered as an array of one). {@code
 * soundAttribution} is left out unless the short reuses another video's audio; {@code likeCount} is
 * null when the platform hides the count.
 */
record ShortsDetailsRecord(
    String videoId,
    String likeStatus,
    Long likeCount,
    String likeCountText,
    Boolean likesAllowed,
    String title,
    String publishedTimeText,
    String publishDate,
    String publishedAt,
    boolean isCommentDisabled,
    String commentCount,
    List<TitleRun> titleWithNavDetails,
    String channelTitle,
    String viewCount,
    String channelId,
    String channelHandle,
    List<ChannelThumbnail> channelThumbnail,
    @JsonInclude(JsonInclude.Include.NON_NULL) SoundAttribution soundAttribution,
    List<WireThumbnail> thumbnail,
    String playerParams,
    String params) {

  record TitleRun(String text) {}

  /** An avatar size; width and height only when known (the wire requires only the URL). */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  record ChannelThumbnail(String url, Integer width, Integer height) {}

  record SoundAttribution(
      String continuation,
      String title,
      String videoId,
      String playerParams,
      String params,
      List<WireThumbnail> thumbnail,
      String channelAvatar,
      String channelTitle,
      String channelId) {}
}
