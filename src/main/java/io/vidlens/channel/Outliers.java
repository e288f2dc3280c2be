package io.vidlens.channel;

import io.vidlens.catalog.AgeGroup;
import io.vidlens.catalog.EqualAgeViews;
import io.vidlens.model.VideoItem;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The outlier computation, free of any I/O: {@link EqualAgeViews} (views over the median views of
 * the channel's videos of similar age, shared with the analysis job) on the listing's relative
 * dates; a video is an outlier at {@code score ≥ threshold}. Outliers come highest score first
 * (ties keep the newest first).
 *
 * @param outliers the outlier videos
 * @param analysed videos scored (with a date, not too recent)
 * @param tooRecent videos passed over as too recent (under an hour, or under 48 hours in an age
 *     group of fewer than 5)
 * @param withoutAge videos passed over because their date states no age
 * @param mean mean views of the scored videos; null when none
 * @param median median views of the scored videos; null when none
 * @param groups the age groups that hold scored videos, youngest first, with their baselines
 */
record Outliers(
    List<Scored> outliers,
    int analysed,
    int tooRecent,
    int withoutAge,
    Double mean,
    Double median,
    double threshold,
    List<EqualAgeViews.Group> groups) {

  /** The method in one line, as the answer states it. */
  static final String METHOD = EqualAgeViews.METHOD;

  record Scored(VideoItem video, AgeGroup group, double baseline, double score) {}

  Outliers {
    outliers = List.copyOf(outliers);
    groups = List.copyOf(groups);
  }

  /**
   * Views a video needs to be an outlier where its peers' median is the channel's median (threshold
   * × median); null when nothing was scored.
   */
  Double thresholdViews() {
    return median == null ? null : median * threshold;
  }

  /**
   * @param videos the videos, newest first, each with a view count
   */
  static Outliers of(List<VideoItem> videos, double threshold) {
    if (videos.stream().anyMatch(v -> v.viewCount() == null)) {
      throw new IllegalArgumentException("every analysed video needs a view count");
    }
    List<EqualAgeViews.Aged<Integer>> aged = new ArrayList<>();
    for (int i = 0; i < videos.size(); i++) {
      VideoItem v = videos.get(i);
      aged.add(
          new EqualAgeViews.Aged<>(
              i,
              v.viewCount().value(),
              v.publishedAgo() == null ? null : AgeGroup.hours(v.publishedAgo())));
    }
    EqualAgeViews<Integer> views = EqualAgeViews.of(aged);
    List<Scored> out = new ArrayList<>();
    for (EqualAgeViews.Scored<Integer> s : views.scored()) {
      if (s.ratio() != null && s.ratio() >= threshold) {
        out.add(new Scored(videos.get(s.key()), s.group(), s.baseline(), s.ratio()));
      }
    }
    // Stable: equal scores keep the listing's order, newest first.
    out.sort(
        Comparator.comparingDouble(Scored::score)
            .reversed()
            .thenComparingInt(s -> videos.indexOf(s.video())));
    return new Outliers(
        out,
        views.scored().size(),
        views.tooRecent(),
        views.withoutAge(),
        views.mean(),
        views.median(),
        threshold,
        views.groups());
  }
}
