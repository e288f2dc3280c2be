package io.vidlens.analysis.corpus;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.ContentSort;
import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.ReadFailure;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.Videos;
import io.vidlens.model.ChannelId;
import io.vidlens.model.Count;
import io.vidlens.model.FeedEntry;
import io.vidlens.model.InvalidInput;
import io.vidlens.model.LatestVideos;
import io.vidlens.model.PlatformDate;
import io.vidlens.model.PlaylistItem;
import io.vidlens.model.Thumbnail;
import io.vidlens.model.VideoDetails;
import io.vidlens.model.VideoId;
import io.vidlens.model.VideoItem;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Stage 1: the channel (page and about panel), its most recent long-form videos, and what can be
 * known of each at little cost. The channel is required: its failure fails the stage.
 *
 * <p>Each video keeps what the list showed (title, views, duration, a publish time from "3 weeks
 * ago"), and gains from, in order: the player answers earlier reads left in the cache (any
 * operation's, no request); the RSS feed (one request: exact dates and descriptions of the newest
 * uploads); and, for the newest {@code category-videos} videos nothing held describes, the WEB
 * player's microformat (one request each: category, description, exact date). Reading every video's
 * microformat cost 30 of the job's 112 cold requests; the category is a channel-level majority a
 * few newest videos give (issue 15: a job within 40). The first page of the Playlists tab (one
 * request) names the channel's own groups.
 */
@Component
public record ChannelStage(
    Channels channels,
    Videos videos,
    ReadPolicy reads,
    CountHistory history,
    AnalysisProperties properties,
    Clock clock) {

  static final String NAME = "channel";

  private static final Logger log = LoggerFactory.getLogger(ChannelStage.class);

  public Corpus read(ChannelId channel, Progress progress, int from, int to) {
    progress.update(NAME, from);
    LatestVideos snapshot = channels.latestVideos(channel, properties.maxVideos());
    // The listing's relative dates count back from when it was read (in replay: recorded).
    Instant now = snapshot.readAt();
    int listed = from + (to - from) / 5;
    progress.update(NAME, listed);
    List<VideoItem> items = snapshot.videos();
    Map<String, FeedEntry> feed = new HashMap<>();
    reads
        .optional("The RSS feed of " + channel, () -> channels.feed(channel))
        .orElse(List.of())
        .forEach(e -> feed.putIfAbsent(e.videoId(), e));
    Map<String, VideoDetails> details = new HashMap<>();
    for (VideoItem item : items) {
      reads
          .optional(
              "Held details of " + item.videoId(),
              () -> videos.heldDetails(new VideoId(item.videoId())))
          .flatMap(d -> d)
          .ifPresent(d -> details.put(item.videoId(), d));
    }
    long categorised = details.values().stream().filter(d -> !d.category().isBlank()).count();
    List<String> toRead =
        items.stream()
            .map(VideoItem::videoId)
            .filter(id -> !details.containsKey(id))
            .limit(Math.max(0, properties.categoryVideos() - categorised))
            .toList();
    AtomicInteger done = new AtomicInteger();
    details.putAll(
        ItemReads.read(
            toRead,
            properties.fetchParallelism(),
            id -> videos.microformatDetails(new VideoId(id)).orElse(null),
            "details",
            () ->
                progress.update(
                    NAME,
                    listed + (to - listed) * done.incrementAndGet() / Math.max(1, toRead.size()))));
    List<VideoSample> samples = new ArrayList<>();
    List<SampleFrame.Unviewed> unviewed = new ArrayList<>();
    for (VideoItem item : items) {
      VideoSample sample = sample(item, details.get(item.videoId()), feed.get(item.videoId()), now);
      String reason = withoutViews(item, sample);
      if (reason == null) {
        samples.add(sample);
      } else {
        unviewed.add(new SampleFrame.Unviewed(item.videoId(), sample.title(), reason));
      }
    }
    if (samples.isEmpty()) {
      throw new NoVideosToAnalyse(unviewed.size());
    }
    Instant firstUpload = firstUpload(channel, now);
    var info = snapshot.info();
    var about = snapshot.about();
    ChannelFacts facts =
        new ChannelFacts(
            info.channelId().isBlank() ? channel.value() : info.channelId(),
            info.title(),
            info.avatar().stream()
                .max(Comparator.comparingInt(t -> t.width() == null ? 0 : t.width()))
                .map(Thumbnail::url)
                .orElse(""),
            Count.valueOf(
                info.subscriberCount() != null
                    ? info.subscriberCount()
                    : about.map(a -> a.subscriberCount()).orElse(null)),
            Count.valueOf(
                info.videoCount() != null
                    ? info.videoCount()
                    : about.map(a -> a.videoCount()).orElse(null)),
            about.map(a -> Count.valueOf(a.viewCount())).orElse(null),
            about.map(a -> a.country()).orElse(null),
            info.description(),
            info.keywords(),
            about.map(a -> a.joinedDate()).orElse(null));
    ChannelGrowth growth =
        reads
            .optional("The stored counts of " + channel, () -> history.readings(channel))
            // This read's counts are dated as stored ones are: when Vidlens read them (in replay
            // the answers' own time is the recording's).
            .map(r -> ChannelGrowth.of(r, facts, clock.instant()))
            .orElse(ChannelGrowth.NONE);
    progress.update(NAME, to);
    return Corpus.of(facts, samples, new SampleFrame(now, unviewed, firstUpload, growth))
        .withPlaylists(playlists(channel));
  }

  /**
   * Why a listed video is left out of every statistic, or null when it is not: a stream live now,
   * an upcoming stream or premiere, a members-only or Premium video (its badge: not what the public
   * watches, even where a count is shown), or a video whose view count the platform does not show
   * (hidden). A count of 0 is a count.
   */
  static String withoutViews(VideoItem item, VideoSample sample) {
    if (item.live()) {
      return SampleFrame.Unviewed.LIVE;
    }
    if (item.upcoming()) { // the parser read the list's "waiting", "Upcoming", "Premieres …"
      return SampleFrame.Unviewed.UPCOMING;
    }
    if (item.access() == VideoItem.Access.MEMBERS_ONLY) {
      return SampleFrame.Unviewed.MEMBERS_ONLY;
    }
    if (item.access() == VideoItem.Access.PREMIUM) {
      return SampleFrame.Unviewed.PREMIUM;
    }
    return sample.views() == null ? SampleFrame.Unviewed.NO_VIEW_COUNT : null;
  }

  /**
   * The channel's first upload: the first video of one oldest-first page of its Videos tab (one
   * request, none when the newest page was the whole tab), dated by its relative date ("12 years
   * ago", at the precision it has); null when the page cannot be read or lists no dated video.
   */
  Instant firstUpload(ChannelId channel, Instant now) {
    try {
      return oldestPage(channel, now);
    } catch (InvalidInput e) {
      // An age-restricted channel's uploads are listed newest first only.
      log.info("The oldest videos of {} cannot be listed: {}", channel, e.details());
      return null;
    } catch (RuntimeException e) {
      // Only a date is missing: the platform's passing trouble must not fail the whole job.
      if (ReadFailure.of(e).map(ReadFailure::retryable).orElse(false)) {
        log.info("The oldest videos of {} could not be read now ({})", channel, e.toString());
        return null;
      }
      throw e;
    }
  }

  private Instant oldestPage(ChannelId channel, Instant now) {
    return reads
        .optional(
            "The oldest videos of " + channel,
            () -> channels.first(channel, ChannelTab.VIDEOS, ContentSort.OLDEST))
        .flatMap(
            page ->
                page.items().stream()
                    .filter(VideoItem.class::isInstance)
                    .map(VideoItem.class::cast)
                    .map(VideoItem::publishedAgo)
                    .filter(java.util.Objects::nonNull)
                    .map(t -> t.before(now))
                    .findFirst())
        .orElse(null);
  }

  /**
   * The first page of the Playlists tab (one request; none when the channel page's tab links show
   * no such tab): the creator's own names for groups of videos. Optional: the job goes on without
   * it.
   */
  List<ChannelPlaylist> playlists(ChannelId channel) {
    if (!channels.showsTab(channel, ChannelTab.PLAYLISTS).orElse(false)) {
      return List.of();
    }
    return reads
        .optional(
            "The playlists of " + channel, () -> channels.newestPage(channel, ChannelTab.PLAYLISTS))
        .map(
            page ->
                page.items().stream()
                    .filter(PlaylistItem.class::isInstance)
                    .map(PlaylistItem.class::cast)
                    .map(
                        p ->
                            new ChannelPlaylist(
                                p.playlistId(),
                                p.title(),
                                Count.valueOf(p.videoCount()),
                                p.firstVideoId()))
                    .toList())
        .orElse(List.of());
  }

  /** One video's sample from the list and its details alone (the feed not listing it). */
  public static VideoSample sample(VideoItem item, VideoDetails d, Instant now) {
    return sample(item, d, null, now);
  }

  /**
   * One video's sample: the list's facts, then its details when read, else the feed's description
   * when the feed lists it. The publish time: the details' when they give an instant, else the
   * feed's timestamp, else the details' day, else the list's relative date ("2 months ago"), and
   * {@code exactTime} only for the first two. {@code detailsRead} is about the video's own details
   * (the category comes only from them).
   */
  public static VideoSample sample(VideoItem item, VideoDetails d, FeedEntry feed, Instant now) {
    PlatformDate date = d == null ? null : d.published() != null ? d.published() : d.uploaded();
    Instant exact = date == null ? null : date.instant();
    if (exact == null && feed != null && feed.publishedAt() != null) {
      exact = feed.publishedAt().toInstant();
    }
    Instant published =
        exact != null
            ? exact
            : date != null
                ? date.instantOrStartOfDay()
                : item.publishedAgo() == null ? null : item.publishedAgo().before(now);
    Long views =
        item.viewCount() != null
            ? Count.valueOf(item.viewCount())
            : d == null ? null : d.viewCount();
    Long length =
        item.durationSeconds() != null
            ? item.durationSeconds()
            : d == null ? null : d.lengthSeconds();
    String description =
        d != null && !d.description().isBlank()
            ? d.description()
            : feed == null || feed.description() == null ? "" : feed.description();
    return new VideoSample(
        item.videoId(),
        item.title().isBlank() && d != null ? d.title() : item.title(),
        description,
        views,
        length,
        published,
        exact != null,
        d == null ? "" : d.category(),
        d != null,
        item.paidOriginal());
  }
}
