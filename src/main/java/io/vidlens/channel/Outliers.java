package io.vidlens.channel;

import io.vidlens.catalog.model.RelativeTime;
import io.vidlens.catalog.model.VideoItem;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The outlier computation, free of any I/O. A video's score is its views over the median views of
 * the channel's videos of similar age ({@link AgeGroup}); it is an outlier at {@code score ≥
 * threshold}. Videos younger than 48 hours, and videos whose date cannot be read, are left out of
 * scores and baselines alike. An age group of fewer than {@link #MIN_GROUP} videos borrows the
 * groups on either side; if those together are still fewer, the baseline is the median of every
 * scored video. A baseline of 0 makes no outliers. Outliers come highest score first (ties keep the
 * newest first).
 *
 * @param outliers the outlier videos
 * @param analysed videos scored (48 hours or older, with a date)
 * @param tooRecent videos passed over as younger than 48 hours
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
    List<Group> groups) {

  /** The method in one line, as the answer states it. */
  static final String METHOD = "views over the median of videos of similar age";

  /** The fewest videos an age group's own median is trusted on. */
  static final int MIN_GROUP = 5;

  /** Where a group's baseline came from. */
  enum Basis {
    AGE_GROUP,
    NEIGHBOURING_AGE_GROUPS,
    ALL_VIDEOS
  }

  record Scored(VideoItem video, AgeGroup group, double baseline, double score) {}

  /**
   * @param videos scored videos of the group
   * @param median their median views
   * @param baseline the median views its videos are divided by
   * @param baselineVideos how many videos that median was taken over
   */
  record Group(
      AgeGroup group,
      int videos,
      double median,
      double baseline,
      int baselineVideos,
      Basis basis) {}

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
    Map<AgeGroup, List<VideoItem>> byAge = new EnumMap<>(AgeGroup.class);
    List<VideoItem> scored = new ArrayList<>();
    int tooRecent = 0;
    int withoutAge = 0;
    for (VideoItem v : videos) {
      Optional<RelativeTime> age = RelativeTime.parse(v.publishedTimeText());
      if (age.isEmpty()) {
        withoutAge++;
        continue;
      }
      Optional<AgeGroup> group = AgeGroup.of(age.get());
      if (group.isEmpty()) {
        tooRecent++;
        continue;
      }
      byAge.computeIfAbsent(group.get(), g -> new ArrayList<>()).add(v);
      scored.add(v);
    }
    if (scored.isEmpty()) {
      return new Outliers(List.of(), 0, tooRecent, withoutAge, null, null, threshold, List.of());
    }
    List<Group> groups = new ArrayList<>();
    List<Scored> out = new ArrayList<>();
    for (Map.Entry<AgeGroup, List<VideoItem>> e : byAge.entrySet()) {
      Group group = group(e.getKey(), e.getValue(), byAge, scored);
      groups.add(group);
      if (group.baseline() <= 0) {
        continue;
      }
      for (VideoItem v : e.getValue()) {
        double score = v.viewCount() / group.baseline();
        if (score >= threshold) {
          out.add(new Scored(v, e.getKey(), group.baseline(), score));
        }
      }
    }
    // Stable: equal scores keep the listing's order, newest first.
    out.sort(
        Comparator.comparingDouble(Scored::score)
            .reversed()
            .thenComparingInt(s -> videos.indexOf(s.video())));
    double mean = scored.stream().mapToLong(VideoItem::viewCount).average().orElseThrow();
    return new Outliers(
        out, scored.size(), tooRecent, withoutAge, mean, median(scored), threshold, groups);
  }

  private static Group group(
      AgeGroup age,
      List<VideoItem> members,
      Map<AgeGroup, List<VideoItem>> byAge,
      List<VideoItem> all) {
    List<VideoItem> peers = members;
    Basis basis = Basis.AGE_GROUP;
    if (peers.size() < MIN_GROUP) {
      peers = new ArrayList<>();
      for (AgeGroup g : AgeGroup.values()) {
        if (Math.abs(g.ordinal() - age.ordinal()) <= 1) {
          peers.addAll(byAge.getOrDefault(g, List.of()));
        }
      }
      basis = Basis.NEIGHBOURING_AGE_GROUPS;
    }
    if (peers.size() < MIN_GROUP) {
      peers = all;
      basis = Basis.ALL_VIDEOS;
    }
    return new Group(age, members.size(), median(members), median(peers), peers.size(), basis);
  }

  static double median(List<VideoItem> videos) {
    long[] views = videos.stream().mapToLong(VideoItem::viewCount).sorted().toArray();
    int mid = views.length / 2;
    return views.length % 2 == 1 ? views[mid] : (views[mid - 1] + views[mid]) / 2.0;
  }
}
