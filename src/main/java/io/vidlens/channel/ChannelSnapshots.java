package io.vidlens.channel;

import io.vidlens.api.ChannelId;
import io.vidlens.platform.parse.AboutChannel;
import io.vidlens.platform.parse.ChannelInfo;
import io.vidlens.platform.parse.ChannelPage;
import io.vidlens.platform.parse.ContentItem;
import io.vidlens.platform.parse.VideoItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * What another feature (the analysis jobs) reads of a channel: its page, its about panel when the
 * platform gives it, and its most recent long-form videos, newest first, through the same cached
 * reads as the channel operations. A channel that does not exist throws the platform's {@code
 * ChannelNotFoundException}; platform trouble its 503.
 */
@Component
public class ChannelSnapshots {

  /** The channel page, the about panel (empty when not available) and the newest videos. */
  public record Snapshot(ChannelInfo info, Optional<AboutChannel> about, List<VideoItem> videos) {

    public Snapshot {
      videos = List.copyOf(videos);
    }
  }

  private final ChannelContent content;

  ChannelSnapshots(ChannelContent content) {
    this.content = content;
  }

  /**
   * Reads through {@link ChannelContent}, as the analytics do: the same page, panel and Videos tab
   * walk (age-gated channels through their uploads playlist), so no feature lists a channel
   * differently from another.
   */
  public Snapshot read(ChannelId channel, int maxVideos) {
    ChannelContent.Snapshot snapshot = content.snapshot(channel);
    ChannelInfo info =
        switch (snapshot.page()) {
          case ChannelPage.Found found -> found.channel();
          case ChannelPage.AgeRestricted gate -> ageGated(channel, gate);
          case ChannelPage.Unavailable u ->
              throw new IllegalStateException("channelPage() answers 404 for these");
        };
    List<VideoItem> videos = new ArrayList<>();
    ChannelContent.TabPage page = content.firstPage(channel, ChannelContent.Uploads.VIDEOS);
    while (true) {
      for (ContentItem item : page.items()) {
        if (item instanceof VideoItem v && videos.size() < maxVideos) {
          videos.add(v);
        }
      }
      if (videos.size() >= maxVideos || page.continuation().isEmpty()) {
        break;
      }
      page = content.nextPage(page.continuation());
    }
    return new Snapshot(info, snapshot.panel(), videos);
  }

  private static ChannelInfo ageGated(ChannelId channel, ChannelPage.AgeRestricted gate) {
    return new ChannelInfo(
        channel.value(),
        gate.title(),
        "",
        "",
        List.of(),
        gate.avatar(),
        List.of(),
        "",
        null,
        "",
        null,
        false,
        null,
        List.of(),
        "https://www.youtube.com/channel/" + channel.value(),
        "",
        "",
        "",
        "",
        List.of());
  }
}
