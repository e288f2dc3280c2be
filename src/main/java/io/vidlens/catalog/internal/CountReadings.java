package io.vidlens.catalog.internal;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelInfo;
import io.vidlens.model.ContentItem;
import io.vidlens.model.Count;
import io.vidlens.model.CountReading;
import io.vidlens.model.CountReading.Metric;
import io.vidlens.model.CountReading.Subject;
import io.vidlens.model.Listing;
import io.vidlens.model.ShortItem;
import io.vidlens.model.VideoDetails;
import io.vidlens.model.VideoItem;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** The counts a read shows, as readings (pure: what the page says, at the time given). */
public final class CountReadings {

  private CountReadings() {}

  /** The channel page's subscribers and video count (rounded as shown). */
  public static List<CountReading> page(ChannelInfo channel, Instant at) {
    List<CountReading> out = new ArrayList<>();
    String id = channel.channelId();
    addChannel(out, id, Metric.SUBSCRIBERS, channel.subscriberCount(), at);
    addChannel(out, id, Metric.VIDEOS, channel.videoCount(), at);
    return out;
  }

  /** The about panel's total views, subscribers and video count. */
  public static List<CountReading> panel(String channelId, AboutChannel panel, Instant at) {
    List<CountReading> out = new ArrayList<>();
    addChannel(out, channelId, Metric.VIEWS, panel.viewCount(), at);
    addChannel(out, channelId, Metric.SUBSCRIBERS, panel.subscriberCount(), at);
    addChannel(out, channelId, Metric.VIDEOS, panel.videoCount(), at);
    return out;
  }

  /**
   * The views of the videos a tab page lists: long-form on the Videos tab, Shorts on the Shorts tab
   * (the tab's word, as the estimates take it); live streams are left out (their count is viewers,
   * not views).
   */
  public static List<CountReading> listing(
      String channelId, ChannelTab tab, Listing page, Instant at) {
    if (tab != ChannelTab.VIDEOS && tab != ChannelTab.SHORTS) {
      return List.of();
    }
    Subject subject = tab == ChannelTab.SHORTS ? Subject.SHORT : Subject.LONG;
    List<CountReading> out = new ArrayList<>();
    for (ContentItem item : page.items()) {
      switch (item) {
        case VideoItem v when !v.live() ->
            addView(out, subject, v.videoId(), channelId, v.viewCount(), at);
        case ShortItem s -> addView(out, subject, s.videoId(), channelId, s.viewCount(), at);
        default -> {}
      }
    }
    return out;
  }

  /** A video's exact views from its details. */
  public static List<CountReading> video(VideoDetails video, Instant at) {
    List<CountReading> out = new ArrayList<>();
    add(out, Subject.VIDEO, video.id(), video.channelId(), Metric.VIEWS, video.viewCount(), at);
    return out;
  }

  private static void addChannel(
      List<CountReading> out, String channelId, Metric metric, Count count, Instant at) {
    add(out, Subject.CHANNEL, channelId, channelId, metric, Count.valueOf(count), at);
  }

  private static void addView(
      List<CountReading> out,
      Subject subject,
      String videoId,
      String channelId,
      Count count,
      Instant at) {
    add(out, subject, videoId, channelId, Metric.VIEWS, Count.valueOf(count), at);
  }

  private static void add(
      List<CountReading> out,
      Subject subject,
      String subjectId,
      String channelId,
      Metric metric,
      Long value,
      Instant at) {
    if (value != null && value >= 0 && subjectId != null && !subjectId.isBlank()) {
      out.add(new CountReading(subject, subjectId, channelId, metric, value, at));
    }
  }
}
