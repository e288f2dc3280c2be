package io.vidlens.channel;

import io.vidlens.catalog.model.VideoItem;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The outlier computation, free of any I/O: over videos that all have a view count, the mean and
 * median views, and every video whose views are at least {@code threshold} times the mean, with its
 * {@code score} (views / mean), highest score first (ties keep the newest first). When the mean is
 * 0 (no views at all) no video stands out and none is an outlier.
 */
record Outliers(List<Scored> outliers, int analysed, Double mean, Double median, double threshold) {

  record Scored(VideoItem video, double score) {}

  Outliers {
    outliers = List.copyOf(outliers);
  }

  /** The view count a video needs to be an outlier; null when nothing was analysed. */
  Double thresholdViews() {
    return mean == null ? null : mean * threshold;
  }

  static Outliers of(List<VideoItem> videos, double threshold) {
    if (videos.stream().anyMatch(v -> v.viewCount() == null)) {
      throw new IllegalArgumentException("every analysed video needs a view count");
    }
    if (videos.isEmpty()) {
      return new Outliers(List.of(), 0, null, null, threshold);
    }
    double mean = videos.stream().mapToLong(VideoItem::viewCount).average().orElseThrow();
    List<Scored> out = new ArrayList<>();
    if (mean > 0) {
      for (VideoItem v : videos) {
        double score = v.viewCount() / mean;
        if (score >= threshold) {
          out.add(new Scored(v, score));
        }
      }
      out.sort(Comparator.comparingDouble(Scored::score).reversed());
    }
    return new Outliers(out, videos.size(), mean, median(videos), threshold);
  }

  private static double median(List<VideoItem> videos) {
    long[] views = videos.stream().mapToLong(VideoItem::viewCount).sorted().toArray();
    int mid = views.length / 2;
    return views.length % 2 == 1 ? views[mid] : (views[mid - 1] + views[mid]) / 2.0;
  }
}
