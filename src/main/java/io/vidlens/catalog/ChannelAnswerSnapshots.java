package io.vidlens.catalog;

import tools.jackson.databind.JsonNode;

/**
 * Get About's answer as JSON and Get Outliers' baseline, for a feature that keeps a copy of them
 * beside its own data (the thumbnail search). The channel feature, which owns those answers,
 * implements it; so the keeping feature depends on the catalog only.
 */
public interface ChannelAnswerSnapshots {

  /** Get Outliers' defaults: the latest 30 videos, threshold 2. */
  int OUTLIER_VIDEOS = 30;

  double OUTLIER_THRESHOLD = 2.0;

  /**
   * The mean views per video of Get Outliers' analysed (scored) videos (null when none) and how
   * many.
   */
  record Baseline(Double averageViews, int analysed, double threshold) {}

  /** Get About's answer (404 and 503 as for the operation). */
  JsonNode about(String channelId);

  /** The outlier baseline exactly as Get Outliers computes it with its defaults. */
  Baseline baseline(String channelId);
}
