package io.vidlens.analysis.corpus;

import io.vidlens.catalog.EqualAgeViews;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The analysed videos' views compared at equal age: {@link EqualAgeViews}, Get Outliers' method, on
 * each video's age at the analysis time. A video's <em>equal-age ratio</em> is its views over the
 * median of the channel's videos of similar age; videos too recent to compare or without a date
 * have none (they are ranked after every scored video, by views). Every comparison of views in the
 * job goes through here: top performers, momentum, bucket advice and its evidence.
 */
public record EqualAgeScores(EqualAgeViews<String> views, List<VideoSample> videos) {

  public static EqualAgeScores of(List<VideoSample> videos, Instant asOf) {
    List<EqualAgeViews.Aged<String>> aged = new ArrayList<>();
    for (VideoSample v : videos) {
      if (v.views() == null) {
        continue;
      }
      Long hours =
          asOf == null || v.publishedAt() == null
              ? null
              : Math.max(0, Duration.between(v.publishedAt(), asOf).toHours());
      aged.add(new EqualAgeViews.Aged<>(v.videoId(), v.views(), hours));
    }
    return new EqualAgeScores(EqualAgeViews.of(aged), List.copyOf(videos));
  }

  /** The video's equal-age ratio; empty when it was not scored. */
  public Optional<Double> ratio(String videoId) {
    Map<String, Double> r = ratios();
    return Optional.ofNullable(r.get(videoId));
  }

  public Map<String, Double> ratios() {
    Map<String, Double> r = new HashMap<>();
    views.scored().stream().filter(s -> s.ratio() != null).forEach(s -> r.put(s.key(), s.ratio()));
    return r;
  }

  /** Every video, best equal-age ratio first; unscored ones after, most viewed first. */
  public List<VideoSample> ranked() {
    return rank(videos);
  }

  /** {@code some} in the order of {@link #ranked}. */
  List<VideoSample> rank(Collection<VideoSample> some) {
    Map<String, Double> r = ratios();
    return some.stream()
        .sorted(
            Comparator.comparing(
                    (VideoSample v) -> r.get(v.videoId()),
                    Comparator.nullsLast(Comparator.reverseOrder()))
                .thenComparing(Comparator.comparingLong(VideoSample::viewsOrZero).reversed()))
        .toList();
  }

  /** The median equal-age ratio of those of {@code ids} that were scored; null when none. */
  public Double medianRatio(Collection<String> ids) {
    Map<String, Double> r = ratios();
    List<Double> known = ids.stream().map(r::get).filter(Objects::nonNull).toList();
    return known.isEmpty() ? null : Stats.median(known);
  }

  /** How many of {@code ids} were scored. */
  int scoredAmong(Collection<String> ids) {
    Map<String, Double> r = ratios();
    return (int) ids.stream().filter(r::containsKey).count();
  }
}
