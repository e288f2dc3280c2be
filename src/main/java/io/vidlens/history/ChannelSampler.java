package io.vidlens.history;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.history.TrajectoryStore.KnownVideo;
import io.vidlens.history.api.VideoSample;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ContentItem;
import io.vidlens.model.Listing;
import io.vidlens.model.VideoItem;
import java.time.Clock;
import java.time.Instant;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.springframework.stereotype.Component;

/**
 * One sample of a followed channel's videos, from its uploads (the Videos tab, newest first): one
 * request shows the views of its ~30 newest videos, so a channel is read once for all its videos
 * due, not once per video. Further pages are read only while a known video that is due was not seen
 * yet, up to {@code max-pages}. Each video seen is noted (its date estimated from the listing's "3
 * hours ago"), each one due by its tier ({@link SamplingTiers}) gets a sample. The listing shows no
 * likes or comments: those stay empty. The reads are this history's own ({@link OwnRefreshes}):
 * they keep no channel tracked as asked by a client.
 */
@Component
record ChannelSampler(
    Channels channels,
    TrajectoryStore store,
    FollowedChannels followed,
    OwnRefreshes own,
    HistoryProperties.Trajectories properties,
    Clock clock) {

  /** Samples the channel's due videos; answers how many samples it stored. */
  int sample(ChannelId channel) {
    int[] stored = {0};
    own.during(channel.value(), () -> stored[0] = read(channel));
    return stored[0];
  }

  private int read(ChannelId channel) {
    Instant now = clock.instant();
    Map<String, KnownVideo> known = store.videos(channel.value());
    Set<String> seen = new HashSet<>();
    int[] stored = {0};
    channels.walk(
        channel,
        ChannelTab.VIDEOS,
        properties.maxPages(),
        page -> {
          stored[0] += samplePage(channel, page, known, seen, now);
          // read on only for a known video that is due and not seen yet (older than this page)
          return known.values().stream()
              .anyMatch(
                  v ->
                      !seen.contains(v.videoId())
                          && SamplingTiers.due(v.published(), v.lastSampled(), now));
        });
    followed.listed(channel, now);
    return stored[0];
  }

  private int samplePage(
      ChannelId channel,
      Listing page,
      Map<String, KnownVideo> known,
      Set<String> seen,
      Instant now) {
    int stored = 0;
    for (ContentItem item : page.items()) {
      if (!(item instanceof VideoItem video)
          || video.viewCount() == null
          || video.live()
          || video.upcoming()) {
        continue;
      }
      seen.add(video.videoId());
      KnownVideo before = known.get(video.videoId());
      Instant published =
          before != null
              ? before.published()
              : video.publishedAgo() == null ? now : video.publishedAgo().before(now);
      if (before == null) {
        store.seen(video.videoId(), channel.value(), published);
      }
      Instant lastSampled = before == null ? null : before.lastSampled();
      if (SamplingTiers.due(published, lastSampled, now)) {
        store.store(
            channel.value(),
            new VideoSample(video.videoId(), now, video.viewCount().value(), null, null));
        stored++;
      }
    }
    return stored;
  }
}
