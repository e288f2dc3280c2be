package io.vidlens.analytics;

import io.vidlens.analytics.model.ChannelStanding;
import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelInfo;
import io.vidlens.model.Count;
import io.vidlens.model.FeedEntry;
import io.vidlens.model.Thumbnail;
import io.vidlens.model.VideoDetails;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything the two channel analytics operations read of one channel, as plain data (pure mapping
 * code turns it into the wire records and the model's signals). Empty or null: not read or not
 * shown; nothing is invented.
 *
 * @param channelId the channel's ID
 * @param page the channel page, empty for an age-restricted channel (its gate shows only name and
 *     avatar)
 * @param gateTitle the age gate's title, "" otherwise
 * @param gateAvatar the age gate's avatar, empty otherwise
 * @param panel the about panel, when the platform gave it
 * @param videos the newest page of the Videos tab, newest first
 * @param shorts the newest page of the Shorts tab, newest first; empty when not read or none
 * @param shortsTab what the channel page's tab links say: true shown, false not shown, null unknown
 * @param shortsRead whether the Shorts tab's first page was read
 * @param feed the channel's RSS feed entries (newest uploads with exact dates), empty when not
 *     available
 * @param details video details of the newest uploads that were read, by video ID
 * @param comments texts of recent comments on the newest uploads
 * @param captionLanguages language codes of the speech-recognition caption tracks of the detailed
 *     videos (the spoken language as the platform heard it), one per video that has one
 * @param broadcasterNotices the public-broadcaster notice under the newest long-form video's
 *     player, as the watch page's parser found it; empty when none or not read
 */
record GatheredChannel(
    String channelId,
    Optional<ChannelInfo> page,
    String gateTitle,
    List<Thumbnail> gateAvatar,
    Optional<AboutChannel> panel,
    List<Upload> videos,
    List<Upload> shorts,
    Boolean shortsTab,
    boolean shortsRead,
    List<FeedEntry> feed,
    Map<String, VideoDetails> details,
    List<String> comments,
    List<String> captionLanguages,
    List<String> broadcasterNotices) {

  GatheredChannel {
    captionLanguages = List.copyOf(captionLanguages);
    broadcasterNotices = List.copyOf(broadcasterNotices);
    gateTitle = gateTitle == null ? "" : gateTitle;
    gateAvatar = List.copyOf(gateAvatar);
    videos = List.copyOf(videos);
    shorts = List.copyOf(shorts);
    feed = List.copyOf(feed);
    details = Map.copyOf(details);
    comments = List.copyOf(comments);
  }

  boolean ageRestricted() {
    return page.isEmpty();
  }

  /**
   * What decides ad eligibility besides subscribers: the age gate (or a channel that says it is not
   * family safe), a topic channel (its title or its auto-generated header), and the public
   * broadcaster panel.
   */
  ChannelStanding standing() {
    boolean restricted =
        ageRestricted()
            || page.map(ChannelInfo::familySafe).map(Boolean.FALSE::equals).orElse(false);
    boolean topic = page.map(ChannelInfo::topicChannel).orElse(false);
    String broadcaster = broadcasterNotices.stream().findFirst().orElse("");
    return new ChannelStanding(restricted, topic, broadcaster);
  }

  /** The page's count, else the panel's (the page shows rounded text; the panel too). */
  Long subscriberCount() {
    return page.map(ChannelInfo::subscriberCount)
        .or(() -> panel.map(AboutChannel::subscriberCount))
        .map(Count::value)
        .orElse(null);
  }

  Long videoCount() {
    return page.map(ChannelInfo::videoCount)
        .or(() -> panel.map(AboutChannel::videoCount))
        .map(Count::value)
        .orElse(null);
  }

  String description() {
    String fromPage = page.map(ChannelInfo::description).orElse("");
    return fromPage == null || fromPage.isBlank()
        ? panel.map(AboutChannel::description).orElse("")
        : fromPage;
  }

  String country() {
    return panel.map(AboutChannel::country).orElse("");
  }

  /** The feed entry of a video, if the feed lists it. */
  Optional<FeedEntry> feedEntry(String videoId) {
    return feed.stream().filter(e -> e.videoId().equals(videoId)).findFirst();
  }
}
