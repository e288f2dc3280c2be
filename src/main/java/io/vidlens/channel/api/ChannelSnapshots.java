package io.vidlens.channel.api;

/**
 * Get About's own answer and Get Outliers' own baseline, typed, for features that keep snapshots.
 */
public interface ChannelSnapshots {

  /** Get Outliers' defaults: the latest 30 videos, threshold 2. */
  int OUTLIER_VIDEOS = 30;

  double OUTLIER_THRESHOLD = 2.0;

  /** Get About's answer (404 and 503 as for the operation). */
  ChannelAboutSnapshot about(String channelId);

  /** The outlier baseline exactly as Get Outliers computes it with its defaults. */
  OutlierBaseline baseline(String channelId);
}
