package io.vidlens.analytics;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code vidlens.analytics.*} (README, configuration table).
 *
 * @param maxTabPages pages read per tab (Videos, Shorts) by Get Short vs Long Views; beyond it the
 *     totals are those of the pages read and the answer says so in {@code X-Views-Complete: false}
 * @param detailedVideos the newest long-form videos, and as many newest Shorts, whose details
 *     (category, exact views, length and date) Get Geography reads (held, else one WEB player
 *     request each), and whose held details Get Analytics takes
 * @param tagVideos how many videos Get Analytics wants tags and categories of: held in the cache
 *     from earlier reads (free), else read from the WEB player's microformat, newest first, one
 *     request each (the cold cost of Get Analytics is 3 + this)
 * @param commentedVideos the newest long-form videos whose first comment page (viewers' languages)
 *     and caption tracks (spoken language) Get Geography reads
 * @param viewTotalsTtl how long a channel's short and long view totals are kept (0: not kept)
 */
@ConfigurationProperties("vidlens.analytics")
record AnalyticsProperties(
    @DefaultValue("40") int maxTabPages,
    @DefaultValue("6") int detailedVideos,
    @DefaultValue("1") int tagVideos,
    @DefaultValue("3") int commentedVideos,
    @DefaultValue("30m") Duration viewTotalsTtl) {

  AnalyticsProperties {
    if (maxTabPages < 1) {
      throw new IllegalArgumentException("vidlens.analytics.max-tab-pages must be at least 1");
    }
    if (detailedVideos < 0 || tagVideos < 0 || commentedVideos < 0) {
      throw new IllegalArgumentException(
          "vidlens.analytics.detailed-videos, tag-videos and commented-videos must not be"
              + " negative");
    }
    if (viewTotalsTtl == null || viewTotalsTtl.isNegative()) {
      throw new IllegalArgumentException("vidlens.analytics.view-totals-ttl must not be negative");
    }
  }
}
