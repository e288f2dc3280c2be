package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.EpisodeMarkers;
import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Series;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.analysis.result.EpisodeDecay;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * A series' performance: median and total views, the median against the channel's (its regular
 * videos), the members' median equal-age ratio ({@link EqualAgeScores}, Get Outliers' method), and
 * episode decay: the views of its first and latest episode (by episode number when two or more
 * carry one, else by upload date) and their ratio, both as shown today and at equal age (a newer
 * episode has had less time, so the raw ratio reads steeper than it is).
 */
final class SeriesReport {

  static final String VIEWS_BASIS =
      "median_views, median_vs_channel and retained: views as shown today (newer episodes have had"
          + " less time); median_equal_age_ratio and retained_at_equal_age: each video's views over"
          + " the median of the channel's videos of its age, as Get Outliers compares them";

  private SeriesReport() {}

  static Series of(
      ChannelSeries.Group g,
      List<VideoSample> members,
      double channelMedian,
      EqualAgeScores equalAge) {
    double median = Stats.median(members.stream().map(VideoSample::viewsOrZero).toList());
    return new Series(
        g.name(),
        g.template(),
        g.kind().says,
        g.playlist() == null ? null : g.playlist().playlistId(),
        members.size(),
        members.stream().map(VideoRef::of).toList(),
        median,
        members.stream().mapToLong(VideoSample::viewsOrZero).sum(),
        channelMedian > 0 ? Stats.round(median / channelMedian, 2) : null,
        equalAgeMedian(members, equalAge),
        decay(members, equalAge),
        VIEWS_BASIS);
  }

  private static Double equalAgeMedian(List<VideoSample> members, EqualAgeScores equalAge) {
    if (equalAge == null) {
      return null;
    }
    Double m = equalAge.medianRatio(members.stream().map(VideoSample::videoId).toList());
    return m == null ? null : Stats.round(m, 2);
  }

  static EpisodeDecay decay(List<VideoSample> members) {
    return decay(members, null);
  }

  static EpisodeDecay decay(List<VideoSample> members, EqualAgeScores equalAge) {
    List<VideoSample> known = members.stream().filter(v -> v.views() != null).toList();
    if (known.size() < 2) {
      return null;
    }
    long numbered =
        known.stream().filter(v -> EpisodeMarkers.number(v.title()).isPresent()).count();
    List<VideoSample> order;
    String by;
    if (numbered >= 2) {
      order =
          known.stream()
              .filter(v -> EpisodeMarkers.number(v.title()).isPresent())
              .sorted(Comparator.comparingInt(v -> EpisodeMarkers.number(v.title()).getAsInt()))
              .toList();
      by = "episode number";
    } else {
      order =
          known.stream()
              .filter(v -> v.publishedAt() != null)
              .sorted(Comparator.comparing(VideoSample::publishedAt))
              .toList();
      by = "upload date";
      if (order.size() < 2) {
        return null;
      }
    }
    VideoSample first = order.getFirst();
    VideoSample latest = order.getLast();
    Double atEqualAge = null;
    if (equalAge != null) {
      Double a = equalAge.ratio(first.videoId()).orElse(null);
      Double b = equalAge.ratio(latest.videoId()).orElse(null);
      atEqualAge = a != null && b != null && a > 0 ? Stats.round(b / a, 3) : null;
    }
    return new EpisodeDecay(
        by,
        VideoRef.of(first),
        VideoRef.of(latest),
        first.views() > 0 ? Stats.round((double) latest.views() / first.views(), 3) : null,
        atEqualAge);
  }

  /** Structure written in the titles is explicit: n / (n + 1), 2 videos 0.67, 6 videos 0.86. */
  static double confidence(int videos) {
    return Stats.round(videos / (videos + 1.0), 3);
  }

  static String describe(Series s, ChannelSeries.Group g) {
    StringBuilder d =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "%s: %d videos titled \"%s\" (found by %s%s); median %s views",
                g.kind() == ChannelSeries.Kind.PLAYLIST ? "Playlist" : "Series",
                s.videoCount(),
                s.template(),
                s.detectedBy(),
                g.playlist() != null && g.kind() != ChannelSeries.Kind.PLAYLIST
                    ? ", named by its playlist"
                    : "",
                Stats.views(s.medianViews())));
    if (s.medianVsChannel() != null) {
      d.append(String.format(Locale.ROOT, ", %.2f× the channel median", s.medianVsChannel()));
    }
    d.append('.');
    EpisodeDecay e = s.episodeDecay();
    if (e != null && e.retained() != null) {
      OptionalInt n1 = EpisodeMarkers.number(e.first().title());
      OptionalInt n2 = EpisodeMarkers.number(e.latest().title());
      boolean byNumber = e.orderedBy().equals("episode number");
      d.append(
          String.format(
              Locale.ROOT,
              " %s %s views → %s %s views (%.0f%% kept as shown today",
              byNumber && n1.isPresent() ? "Episode " + n1.getAsInt() : "First",
              Stats.views(e.first().views()),
              byNumber && n2.isPresent() ? "episode " + n2.getAsInt() : "latest",
              Stats.views(e.latest().views()),
              100 * e.retained()));
      d.append(
          e.retainedAtEqualAge() == null
              ? "; too young to compare at equal age)."
              : String.format(
                  Locale.ROOT, ", %.0f%% at equal age).", 100 * e.retainedAtEqualAge()));
    }
    return d.toString();
  }
}
