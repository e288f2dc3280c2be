package io.vidlens.channel;

import io.vidlens.api.ChannelId;
import io.vidlens.platform.parse.ContentItem;
import io.vidlens.platform.parse.ShortItem;
import io.vidlens.platform.parse.VideoItem;
import java.util.function.IntConsumer;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What other features may ask of a channel: its Get About answer as JSON, its outlier baseline
 * exactly as Get Outliers computes it (mean views of the latest 30 videos with a view count), and a
 * crawl of its Videos and Shorts tabs (each page read tells the thumbnail corpus its videos).
 */
@Component
public class ChannelFacts {

  /** Get Outliers' defaults: the latest 30 videos, outliers at 2 times the mean. */
  public static final int OUTLIER_VIDEOS = 30;

  public static final double OUTLIER_THRESHOLD = 2.0;

  private static final JsonMapper JSON = JsonMapper.builder().build();

  /** The mean views per video of the analysed videos (null when none had views) and how many. */
  public record Baseline(Double averageViews, int analysed, double threshold) {}

  private final ChannelResolver resolver;
  private final ChannelListings listings;
  private final ChannelAboutService about;
  private final ChannelOutliersService outliers;

  ChannelFacts(
      ChannelResolver resolver,
      ChannelListings listings,
      ChannelAboutService about,
      ChannelOutliersService outliers) {
    this.resolver = resolver;
    this.listings = listings;
    this.about = about;
    this.outliers = outliers;
  }

  /** A channel ID, handle ({@code @name}) or channel URL to the channel's ID. */
  public String resolve(String channel) {
    return resolver.resolve(ChannelRef.parse(channel.trim(), null)).value();
  }

  public JsonNode about(String channelId) {
    return JSON.valueToTree(about.about(new ChannelId(channelId)));
  }

  public Baseline baseline(String channelId) {
    OutliersAnswer answer =
        outliers.outliers(new ChannelId(channelId), OUTLIER_VIDEOS, OUTLIER_THRESHOLD);
    return new Baseline(
        answer.stats().averageViews(), answer.stats().videosAnalyzed(), answer.stats().threshold());
  }

  /**
   * Reads the channel's Videos then Shorts tabs newest first, page by page, until {@code maxVideos}
   * items or the tabs end; {@code progress} hears the running count. Returns the count.
   */
  public int crawl(String channelId, int maxVideos, IntConsumer progress) {
    ChannelId channel = new ChannelId(channelId);
    int count = 0;
    for (ChannelTab tab : new ChannelTab[] {ChannelTab.VIDEOS, ChannelTab.SHORTS}) {
      if (count >= maxVideos) {
        break;
      }
      Listing page = listings.first(channel, tab, ContentSort.LATEST);
      for (int pages = 1; count < maxVideos; pages++) {
        listings.seen(channel, page);
        for (ContentItem item : page.items()) {
          if (item instanceof VideoItem || item instanceof ShortItem) {
            count++;
          }
        }
        progress.accept(count);
        if (page.continuation().isEmpty() || pages >= 1000) {
          break;
        }
        page = listings.next(page.continuation());
      }
    }
    return count;
  }
}
