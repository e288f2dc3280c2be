package io.vidlens.catalog;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Views compared at equal age, the one method Get Outliers and the analysis job share: a video's
 * score (its <em>equal-age ratio</em>) is its views over the median views of the channel's videos
 * of similar age ({@link AgeGroup}). Videos younger than 48 hours, and videos whose age is not
 * known, are left out of scores and baselines alike (their views are still climbing, or cannot be
 * placed). An age group of fewer than {@link #MIN_GROUP} videos borrows the groups on either side;
 * if those together are still fewer, the baseline is the median of every scored video. A baseline
 * of 0 gives no score. Free of I/O: the callers say how old each video is.
 *
 * @param scored every scored video, in the order given, with its group, baseline and ratio (null
 *     when the baseline is 0)
 * @param tooRecent videos passed over as younger than 48 hours
 * @param withoutAge videos passed over because their age is not known
 * @param mean mean views of the scored videos; null when none
 * @param median median views of the scored videos; null when none
 * @param groups the age groups that hold scored videos, youngest first, with their baselines
 * @param <K> what the caller identifies a video by
 */
public record EqualAgeViews<K>(
    List<Scored<K>> scored,
    int tooRecent,
    int withoutAge,
    Double mean,
    Double median,
    List<Group> groups) {

  /** The method in one line, as answers state it. */
  public static final String METHOD = "views over the median of videos of similar age";

  /** The fewest videos an age group's own median is trusted on. */
  public static final int MIN_GROUP = 5;

  /** Where a group's baseline came from. */
  public enum Basis {
    AGE_GROUP,
    NEIGHBOURING_AGE_GROUPS,
    ALL_VIDEOS
  }

  /**
   * A video as the method reads it: {@code ageHours} whole hours at the lower bound of what is
   * known (a relative date's {@link AgeGroup#hours}), null when not known.
   */
  public record Aged<K>(K key, long views, Long ageHours) {}

  /** A scored video: {@code ratio} = views / baseline, null when the baseline is 0. */
  public record Scored<K>(K key, long views, AgeGroup group, double baseline, Double ratio) {}

  /**
   * @param videos scored videos of the group
   * @param median their median views
   * @param baseline the median views its videos are divided by
   * @param baselineVideos how many videos that median was taken over
   */
  public record Group(
      AgeGroup group,
      int videos,
      double median,
      double baseline,
      int baselineVideos,
      Basis basis) {}

  public EqualAgeViews {
    scored = List.copyOf(scored);
    groups = List.copyOf(groups);
  }

  public static <K> EqualAgeViews<K> of(List<Aged<K>> videos) {
    Map<AgeGroup, List<Aged<K>>> byAge = new EnumMap<>(AgeGroup.class);
    List<Aged<K>> placed = new ArrayList<>();
    List<AgeGroup> groupOf = new ArrayList<>();
    int tooRecent = 0;
    int withoutAge = 0;
    for (Aged<K> v : videos) {
      if (v.ageHours() == null) {
        withoutAge++;
        continue;
      }
      Optional<AgeGroup> group = AgeGroup.ofHours(v.ageHours());
      if (group.isEmpty()) {
        tooRecent++;
        continue;
      }
      byAge.computeIfAbsent(group.get(), g -> new ArrayList<>()).add(v);
      placed.add(v);
      groupOf.add(group.get());
    }
    if (placed.isEmpty()) {
      return new EqualAgeViews<>(List.of(), tooRecent, withoutAge, null, null, List.of());
    }
    Map<AgeGroup, Group> groups = new EnumMap<>(AgeGroup.class);
    byAge.forEach((age, members) -> groups.put(age, group(age, members, byAge, placed)));
    List<Scored<K>> scored = new ArrayList<>();
    for (int i = 0; i < placed.size(); i++) {
      Aged<K> v = placed.get(i);
      Group g = groups.get(groupOf.get(i));
      scored.add(
          new Scored<>(
              v.key(),
              v.views(),
              g.group(),
              g.baseline(),
              g.baseline() > 0 ? v.views() / g.baseline() : null));
    }
    double mean = placed.stream().mapToLong(Aged::views).average().orElseThrow();
    return new EqualAgeViews<>(
        scored, tooRecent, withoutAge, mean, median(placed), List.copyOf(groups.values()));
  }

  /** The ratio of the video {@code key}, if it was scored against a baseline above 0. */
  public Optional<Double> ratioOf(K key) {
    return scored.stream().filter(s -> s.key().equals(key)).findFirst().map(Scored::ratio);
  }

  private static <K> Group group(
      AgeGroup age, List<Aged<K>> members, Map<AgeGroup, List<Aged<K>>> byAge, List<Aged<K>> all) {
    List<Aged<K>> peers = members;
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

  static <K> double median(List<Aged<K>> videos) {
    long[] views = videos.stream().mapToLong(Aged::views).sorted().toArray();
    int mid = views.length / 2;
    return views.length % 2 == 1 ? views[mid] : (views[mid - 1] + views[mid]) / 2.0;
  }
}
