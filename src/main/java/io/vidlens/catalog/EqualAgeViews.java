package io.vidlens.catalog;

import io.vidlens.stats.Median;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Views compared at equal age, the one method Get Outliers and the analysis job share: a video's
 * score (its <em>equal-age ratio</em>) is its views over the median views of the channel's videos
 * of similar age ({@link AgeGroup}). Videos younger than an hour, and videos whose age is not
 * known, are left out of scores and baselines alike (their views say nothing yet, or cannot be
 * placed). An age group of fewer than {@link #MIN_GROUP} videos borrows the groups on either side;
 * if those together are still fewer, the baseline is the median of every scored video. The groups
 * under 48 hours ({@link AgeGroup#young()}) are the exception: their views still climb fast, so
 * they are compared only within their own group, where it holds {@link #MIN_GROUP} videos or more
 * (a news channel's day), and are never part of an older group's baseline; a smaller young group is
 * left out as too recent. A baseline of 0 gives no score. Free of I/O: the callers say how old each
 * video is.
 *
 * @param scored every scored video, in the order given, with its group, baseline and ratio (null
 *     when the baseline is 0)
 * @param tooRecent videos passed over as too recent: younger than an hour, or in a group under 48
 *     hours with fewer than {@link #MIN_GROUP} videos
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
    // A young group too small to compare within is too recent, as a whole.
    for (var young : List.copyOf(byAge.entrySet())) {
      if (young.getKey().young() && young.getValue().size() < MIN_GROUP) {
        tooRecent += young.getValue().size();
        byAge.remove(young.getKey());
        for (int i = placed.size() - 1; i >= 0; i--) {
          if (groupOf.get(i) == young.getKey()) {
            placed.remove(i);
            groupOf.remove(i);
          }
        }
      }
    }
    if (placed.isEmpty()) {
      return new EqualAgeViews<>(List.of(), tooRecent, withoutAge, null, null, List.of());
    }
    List<Aged<K>> settled = new ArrayList<>();
    for (int i = 0; i < placed.size(); i++) {
      if (!groupOf.get(i).young()) {
        settled.add(placed.get(i));
      }
    }
    Map<AgeGroup, Group> groups = new EnumMap<>(AgeGroup.class);
    byAge.forEach((age, members) -> groups.put(age, group(age, members, byAge, settled)));
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
      // only a settled group gets here (a young one this small was left out): it borrows settled
      // neighbours only, never a young group's climbing views
      peers = new ArrayList<>();
      for (AgeGroup g : AgeGroup.values()) {
        if (!g.young() && Math.abs(g.ordinal() - age.ordinal()) <= 1) {
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
    return Median.of(videos.stream().mapToDouble(Aged::views).toArray());
  }
}
