package io.vidlens.analytics;

import io.vidlens.api.ChannelId;
import io.vidlens.api.VideoId;
import io.vidlens.channel.ChannelContent;
import io.vidlens.channel.ChannelContent.Uploads;
import io.vidlens.platform.PlatformClient;
import io.vidlens.platform.parse.ChannelFeed;
import io.vidlens.platform.parse.ChannelFeedParser;
import io.vidlens.platform.parse.ChannelPage;
import io.vidlens.platform.parse.ContentItem;
import io.vidlens.platform.parse.FeedEntry;
import io.vidlens.platform.parse.VideoDetails;
import io.vidlens.video.VideoFacts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;

/**
 * Reads what Get Analytics and Get Geography Demographics Revenue need of a channel, through the
 * channel and video operations' own services (so through the platform cache):
 *
 * <ol>
 *   <li>the channel page and its about panel (required: 404 or 503 from here);
 *   <li>at once: the newest Videos page (required), the newest Shorts page, the RSS feed
 *       (optional);
 *   <li>at once: the video details of the newest {@code detailed-videos} long-form videos and as
 *       many Shorts (each optional), and for the estimates the first comment page of the newest
 *       {@code commented-videos} long-form videos (each optional).
 * </ol>
 *
 * The Shorts page is not read when the channel page's tab links show no Shorts tab. It is required
 * for the estimates (Shorts views drive Shorts revenue) and where the tab links do not say; for the
 * analytics record, whose only use of it is {@code hasShorts} and tags, a shown Shorts tab already
 * answers and the page is optional. "Optional" is {@link OptionalReads}.
 */
@Component
class ChannelGatherer {

  /** Which operation the reads are for. */
  enum Purpose {
    ANALYTICS,
    ESTIMATES
  }

  private final ChannelContent content;
  private final VideoFacts videos;
  private final PlatformClient platform;
  private final AnalyticsProperties properties;

  ChannelGatherer(
      ChannelContent content,
      VideoFacts videos,
      PlatformClient platform,
      AnalyticsProperties properties) {
    this.content = content;
    this.videos = videos;
    this.platform = platform;
    this.properties = properties;
  }

  GatheredChannel gather(ChannelId channel, Purpose purpose) {
    ChannelContent.Snapshot snapshot = content.snapshot(channel);
    Boolean shortsTab = content.showsTab(channel, Uploads.SHORTS).orElse(null);
    boolean readShorts = !Boolean.FALSE.equals(shortsTab);
    boolean shortsOptional = Boolean.TRUE.equals(shortsTab) && purpose == Purpose.ANALYTICS;

    List<Supplier<Object>> first = new ArrayList<>();
    first.add(() -> uploads(content.firstPage(channel, Uploads.VIDEOS).items(), false));
    first.add(
        () -> {
          if (!readShorts) {
            return Optional.empty();
          }
          Supplier<List<Upload>> shorts =
              () -> uploads(content.firstPage(channel, Uploads.SHORTS).items(), true);
          return shortsOptional
              ? OptionalReads.read("The Shorts tab of " + channel, shorts)
              : Optional.of(shorts.get());
        });
    first.add(
        () ->
            OptionalReads.read("The RSS feed of " + channel, () -> feed(channel))
                .orElse(List.of()));
    List<Object> read = Concurrently.all(first);
    @SuppressWarnings("unchecked")
    List<Upload> longForm = (List<Upload>) read.get(0);
    @SuppressWarnings("unchecked")
    Optional<List<Upload>> shorts = (Optional<List<Upload>>) read.get(1);
    @SuppressWarnings("unchecked")
    List<FeedEntry> feed = (List<FeedEntry>) read.get(2);

    List<String> detailed = new ArrayList<>(newest(longForm, properties.detailedVideos()));
    detailed.addAll(newest(shorts.orElse(List.of()), properties.detailedVideos()));
    List<String> commented =
        purpose == Purpose.ESTIMATES ? newest(longForm, properties.commentedVideos()) : List.of();

    List<Supplier<Object>> more = new ArrayList<>();
    for (String id : detailed) {
      more.add(
          () ->
              OptionalReads.read(
                  "Video details of " + id, () -> videos.video(new VideoId(id)).details()));
    }
    for (String id : commented) {
      more.add(
          () ->
              OptionalReads.read(
                  "Comments of " + id, () -> videos.firstCommentTexts(new VideoId(id))));
    }
    List<Object> results = more.isEmpty() ? List.of() : Concurrently.all(more);
    Map<String, VideoDetails> details = new LinkedHashMap<>();
    List<String> comments = new ArrayList<>();
    for (int i = 0; i < results.size(); i++) {
      Optional<?> result = (Optional<?>) results.get(i);
      if (i < detailed.size()) {
        String id = detailed.get(i);
        result.ifPresent(d -> details.put(id, (VideoDetails) d));
      } else {
        result.ifPresent(texts -> ((List<?>) texts).forEach(t -> comments.add((String) t)));
      }
    }

    ChannelPage page = snapshot.page();
    return new GatheredChannel(
        channel.value(),
        page instanceof ChannelPage.Found found ? Optional.of(found.channel()) : Optional.empty(),
        page instanceof ChannelPage.AgeRestricted gate ? gate.title() : "",
        page instanceof ChannelPage.AgeRestricted gate ? gate.avatar() : List.of(),
        snapshot.panel(),
        longForm,
        shorts.orElse(List.of()),
        shortsTab,
        shorts.isPresent(),
        feed,
        details,
        comments);
  }

  private List<FeedEntry> feed(ChannelId channel) {
    return ChannelFeedParser.parse(platform.feed(channel.value()))
        .filter(f -> f.channelId().isEmpty() || f.channelId().equals(channel.value()))
        .map(ChannelFeed::entries)
        .orElse(List.of());
  }

  static List<Upload> uploads(List<ContentItem> items, boolean shortsTab) {
    return items.stream().flatMap(item -> Upload.of(item, shortsTab).stream()).toList();
  }

  /** IDs of the first {@code n} uploads (newest first) that are not live or upcoming. */
  static List<String> newest(List<Upload> uploads, int n) {
    return uploads.stream()
        .filter(u -> !u.live() && VideoId.isValid(u.videoId()))
        .map(Upload::videoId)
        .distinct()
        .limit(n)
        .toList();
  }
}
