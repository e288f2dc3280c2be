package io.vidlens.analysis;

import io.vidlens.api.ChannelId;
import io.vidlens.api.VideoId;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.Videos;
import io.vidlens.catalog.model.LatestVideos;
import io.vidlens.catalog.model.Thumbnail;
import io.vidlens.catalog.model.VideoDetails;
import io.vidlens.catalog.model.VideoItem;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.stereotype.Component;

/**
 * Stage 1: the channel (page and about panel) and its most recent long-form videos, then each
 * video's details (description, category, exact publish date). The channel is required: its failure
 * fails the stage. A video whose details cannot be read keeps what the list showed (title, views,
 * duration, a publish time from "3 weeks ago").
 *
 * <p>The details come from the WEB player's microformat alone ({@link Videos#microformatDetails}):
 * it holds every fact used here, so the mobile player (one request more per video) is read only by
 * the transcript stage, for the top videos' caption tracks.
 */
@Component
record ChannelStage(Channels channels, Videos videos, AnalysisProperties properties, Clock clock) {

  static final String NAME = "channel";

  Corpus read(ChannelId channel, Progress progress, int from, int to) {
    progress.update(NAME, from);
    LatestVideos snapshot = channels.latestVideos(channel, properties.maxVideos());
    Instant now = clock.instant();
    int listed = from + (to - from) / 5;
    progress.update(NAME, listed);
    List<VideoItem> items = snapshot.videos();
    AtomicInteger done = new AtomicInteger();
    Map<String, VideoDetails> details =
        ItemReads.read(
            items.stream().map(VideoItem::videoId).toList(),
            properties.fetchParallelism(),
            id -> videos.microformatDetails(new VideoId(id)).orElse(null),
            "details",
            () ->
                progress.update(
                    NAME,
                    listed + (to - listed) * done.incrementAndGet() / Math.max(1, items.size())));
    List<VideoSample> samples = new ArrayList<>();
    for (VideoItem item : items) {
      samples.add(sample(item, details.get(item.videoId()), now));
    }
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
            info.subscriberCount() != null
                ? info.subscriberCount()
                : about.map(a -> a.subscriberCount()).orElse(null),
            info.videoCount() != null
                ? info.videoCount()
                : about.map(a -> a.videoCount()).orElse(null),
            about.map(a -> a.viewCount()).orElse(null),
            about.map(a -> a.country()).orElse(null),
            info.description(),
            info.keywords(),
            about.map(a -> a.joinedDate()).orElse(null));
    progress.update(NAME, to);
    return Corpus.of(facts, samples);
  }

  static VideoSample sample(VideoItem item, VideoDetails d, Instant now) {
    Instant exact =
        d == null
            ? null
            : RelativeDates.iso(d.publishDate().isBlank() ? d.uploadDate() : d.publishDate());
    Instant published = exact != null ? exact : RelativeDates.ago(item.publishedTimeText(), now);
    Long views = item.viewCount() != null ? item.viewCount() : d == null ? null : d.viewCount();
    Long length =
        item.durationSeconds() != null
            ? item.durationSeconds()
            : d == null ? null : d.lengthSeconds();
    return new VideoSample(
        item.videoId(),
        item.title().isBlank() && d != null ? d.title() : item.title(),
        d == null ? "" : d.description(),
        views,
        length,
        published,
        exact != null,
        d == null ? "" : d.category(),
        d != null);
  }
}
