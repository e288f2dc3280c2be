package io.vidlens.channel;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ContentItem;
import io.vidlens.model.VideoItem;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Get Outliers: walks the Videos tab newest first (page by page, each page one upstream call) until
 * {@code maxVideos} videos with a view count are collected or the tab ends, then computes {@link
 * Outliers} (which leaves out those too recent to compare). Videos without a view count (live now,
 * upcoming, views hidden) are passed over and counted apart.
 */
@Component
record ChannelOutliersService(Channels channels, ChannelListings listings) {

  /** Upper bound of pages read for one answer (100 videos need 4 pages of 30). */
  static final int MAX_PAGES = 8;

  OutliersAnswer outliers(ChannelId channel, int maxVideos, double threshold) {
    List<VideoItem> analysed = new ArrayList<>();
    int[] withoutViews = {0};
    channels.walk(
        channel,
        ChannelTab.VIDEOS,
        MAX_PAGES,
        page -> {
          listings.seen(channel, page);
          for (ContentItem item : page.items()) {
            if (analysed.size() == maxVideos) {
              break;
            }
            if (item instanceof VideoItem v) {
              if (v.viewCount() != null && !v.live()) {
                analysed.add(v);
              } else {
                withoutViews[0]++;
              }
            }
          }
          return analysed.size() < maxVideos;
        });
    return OutliersAnswer.of(Outliers.of(analysed, threshold), maxVideos, withoutViews[0]);
  }
}
