package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.text.PhraseStats;
import io.vidlens.text.Phrases;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The topic buckets: the themes of the videos outside any series that hold together (cohesion
 * confidence of at least {@link ContentBuckets#STRONG_COHESION}, named by a phrase two or more of
 * their titles use), found by clustering their embeddings ({@link ThemeClustering}) and then among
 * the lone videos by a phrase their titles share ({@link PhraseThemes}).
 */
final class TopicBuckets {

  /** A theme has at least two videos, and a name two of its titles use. */
  static final int MIN_THEME = 2;

  private final PhraseRanking ranking;

  TopicBuckets(PhraseRanking ranking) {
    this.ranking = ranking;
  }

  /**
   * Adds a bucket per theme of the {@code rest} (the videos in no series and no promotion) to
   * {@code buckets}, and returns the videos that fall in none: the standalone videos. On a news
   * channel ({@code news}) two titles that share a name are a story ({@link NewsStories}).
   */
  List<Integer> add(
      List<Integer> rest, EmbeddedVideos space, List<ContentBucket> buckets, boolean news) {
    List<VideoPoint> restPoints = rest.stream().map(space.points()::get).toList();
    List<List<Integer>> clusters =
        ThemeClustering.cluster(restPoints, ThemeClustering.themeCount(restPoints)).stream()
            .map(c -> c.stream().map(rest::get).toList())
            .toList();
    List<Map<String, PhraseStats.Stat>> stats =
        PhraseStats.of(clusters, space.titles(), space.bodies(), space.stop(), space.banned());
    List<double[]> centroids =
        clusters.stream().map(c -> ThemeClustering.centroid(space.points(), c)).toList();
    List<List<PhraseRanking.Ranked>> ranked = new ArrayList<>();
    for (int c = 0; c < clusters.size(); c++) {
      ranked.add(
          ranking.rank(stats.get(c), centroids.get(c), clusters.get(c).size()).stream()
              .filter(r -> Names.acceptable(r.stat(), space.titles()))
              .toList());
    }
    List<String> taken = new ArrayList<>(buckets.stream().map(ContentBucket::bucketName).toList());
    List<Integer> standalone = new ArrayList<>();
    List<ThemeDraft> themes = themes(clusters, stats, ranked, space, taken, standalone);
    adoptNamesakes(standalone, themes, space);
    themes.addAll(
        news
            ? NewsStories.of(standalone, space, taken)
            : PhraseThemes.of(standalone, space, taken));
    for (ThemeDraft t : themes) {
      buckets.add(bucket(t, space));
    }
    return standalone;
  }

  /**
   * The clusters that make a theme; the members of the others go to {@code standalone}. Each
   * theme's name joins {@code taken}.
   */
  private static List<ThemeDraft> themes(
      List<List<Integer>> clusters,
      List<Map<String, PhraseStats.Stat>> stats,
      List<List<PhraseRanking.Ranked>> ranked,
      EmbeddedVideos space,
      List<String> taken,
      List<Integer> standalone) {
    List<ThemeDraft> themes = new ArrayList<>();
    for (int c = 0; c < clusters.size(); c++) {
      List<Integer> members = clusters.get(c);
      double confidence = space.confidence(members);
      // The name: a phrase two or more of the theme's titles use (most titles first, then the
      // longer, then the better ranked), never a month, a date or a first name.
      List<String> rankedKeys = ranked.get(c).stream().map(r -> r.stat().key()).toList();
      PhraseStats.Stat name =
          ThemeNames.nameOf(stats.get(c).values(), space.titles(), taken, rankedKeys);
      if (members.size() < MIN_THEME
          || confidence < ContentBuckets.STRONG_COHESION
          || name == null) {
        standalone.addAll(members);
        continue;
      }
      taken.add(name.display());
      themes.add(
          new ThemeDraft(
              new ArrayList<>(members),
              name,
              ranked.get(c).stream().limit(5).map(PhraseRanking.Ranked::stat).toList(),
              confidence));
    }
    return themes;
  }

  /**
   * A video left alone whose title uses a theme's name belongs to that theme ("Why My Sourdough
   * Bread Failed" to "Sourdough Bread").
   */
  private static void adoptNamesakes(
      List<Integer> standalone, List<ThemeDraft> themes, EmbeddedVideos space) {
    for (Integer i : List.copyOf(standalone)) {
      Set<String> keys = new HashSet<>();
      Phrases.of(space.titles().get(i), space.stop(), space.banned())
          .forEach(p -> keys.add(p.key()));
      themes.stream()
          .filter(t -> keys.contains(t.name().key()))
          .findFirst()
          .ifPresent(
              t -> {
                t.members().add(i);
                standalone.remove(i);
              });
    }
  }

  private static ContentBucket bucket(ThemeDraft t, EmbeddedVideos space) {
    List<VideoSample> memberVideos = space.videosOf(t.members());
    VideoSample best = Corpus.top(memberVideos, 1).getFirst();
    return BucketRecords.of(
        t.name().display(),
        memberVideos.size()
            + " videos on one theme; the phrases that set them apart, with the number of"
            + " videos using each: "
            + PhraseStats.list(t.top().stream().limit(3).toList())
            + ". Most viewed: \""
            + best.title()
            + "\" ("
            + Stats.count(best.viewsOrZero())
            + " views).",
        t.confidence(),
        memberVideos,
        t.top().stream().map(PhraseStats.Stat::display).toList(),
        "topic");
  }
}
