package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.stats.Cosine;
import io.vidlens.text.Terms;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The subject buckets (issue 37): the standalone videos (in no series, playlist or phrase theme)
 * each placed by its embedding (title, description, transcript opening) at the nearest subject of
 * {@link SubjectTaxonomy}, a cluster around a fixed, documented centre; a subject two or more
 * videos share is a bucket named by it ("Space", "The mind"), its top terms the channel's own words
 * that recur among them. A video no subject is near enough ({@link #MIN_SIMILARITY}) stays
 * standalone, for the labelled last resorts ({@link WeakGroups}).
 */
final class SubjectBuckets {

  /**
   * Below this cosine a video is about none of the subjects (all-MiniLM-L6-v2: a title and
   * description on a subject score 0.25 to 0.5 against its words, an unrelated one 0.1 to 0.2).
   */
  static final double MIN_SIMILARITY = 0.2;

  /** A video as near to two subjects (within this cosine) is about neither in particular. */
  static final double MIN_MARGIN = 0.02;

  /**
   * A subject that takes more than this share of the videos to place is the channel's niche (a
   * gaming channel's "Video games", a distillery's "Food and drink"), which names no bucket.
   */
  static final double NICHE_SHARE = 0.5;

  static final int MIN_VIDEOS = 2;

  private final Function<List<String>, List<double[]>> embed;

  SubjectBuckets(Function<List<String>, List<double[]>> embed) {
    this.embed = embed;
  }

  /**
   * Adds a bucket per subject two or more {@code standalone} videos are nearest to and support in
   * their own words ({@link SubjectSupport}), and returns the videos left standalone. A subject
   * that is the channel's own kind ({@code kindSubject}: "Music" on a music channel) names nothing
   * and makes no bucket: its videos are left to what they really share ({@link WeakGroups}).
   */
  List<Integer> add(
      List<Integer> standalone,
      EmbeddedVideos space,
      List<ContentBucket> buckets,
      String kindSubject) {
    if (standalone.size() < MIN_VIDEOS) {
      return standalone;
    }
    List<SubjectTaxonomy.Subject> subjects = SubjectTaxonomy.SUBJECTS;
    List<double[]> centres = embed.apply(subjects.stream().map(SubjectTaxonomy::text).toList());
    Map<Integer, List<Integer>> bySubject = new LinkedHashMap<>();
    for (Integer i : standalone) {
      double[] v = space.points().get(i).vector();
      int best =
          SubjectTaxonomy.nearest(
              centres.size(), s -> Cosine.of(v, centres.get(s)), MIN_SIMILARITY, MIN_MARGIN);
      if (best >= 0) {
        bySubject.computeIfAbsent(best, k -> new ArrayList<>()).add(i);
      }
    }
    SubjectSupport support = new SubjectSupport(space, centres, embed);
    // the niche is judged on all it drew, before support thins it
    bySubject.replaceAll(
        (s, members) ->
            subjects.get(s).name().equals(kindSubject)
                    || members.size() > NICHE_SHARE * standalone.size()
                ? List.of()
                : support.supported(s, members));
    Set<String> taken = new HashSet<>(buckets.stream().map(ContentBucket::bucketName).toList());
    List<Integer> left = new ArrayList<>(standalone);
    bySubject.entrySet().stream()
        .filter(e -> e.getValue().size() >= MIN_VIDEOS)
        .sorted(Comparator.comparingInt(e -> -e.getValue().size()))
        .forEach(
            e -> {
              String name = subjects.get(e.getKey()).name();
              if (taken.add(name)) {
                buckets.add(bucket(name, e.getValue(), space));
                left.removeAll(e.getValue());
              }
            });
    return left;
  }

  private static ContentBucket bucket(String name, List<Integer> members, EmbeddedVideos space) {
    List<VideoSample> videos = space.videosOf(members);
    VideoSample best = Corpus.top(videos, 1).getFirst();
    List<String> words = recurring(members, space);
    return BucketRecords.of(
        name,
        members.size()
            + " videos on "
            + name.toLowerCase(java.util.Locale.ROOT)
            + ", the nearest subject of Vidlens's taxonomy to their titles and descriptions"
            + (words.isEmpty()
                ? ""
                : "; the channel's words that recur among them: " + String.join(", ", words))
            + ". Most viewed: \""
            + best.title()
            + "\" ("
            + Stats.count(best.viewsOrZero())
            + " views).",
        space.confidence(members),
        videos,
        words,
        "subject");
  }

  /** The content words two or more of the members' titles and descriptions use, most used first. */
  static List<String> recurring(List<Integer> members, EmbeddedVideos space) {
    Map<String, Integer> videosUsing = new HashMap<>();
    for (Integer i : members) {
      Set<String> words = new HashSet<>();
      for (String w : Terms.tokens(space.titles().get(i) + " " + space.bodies().get(i))) {
        if (w.length() > 2
            && !space.stop().contains(w)
            && !space.banned().contains(w)
            && w.chars().anyMatch(Character::isLetter)) {
          words.add(w);
        }
      }
      words.forEach(w -> videosUsing.merge(w, 1, Integer::sum));
    }
    return videosUsing.entrySet().stream()
        .filter(e -> e.getValue() >= MIN_VIDEOS)
        .sorted(
            Comparator.comparingInt((Map.Entry<String, Integer> e) -> -e.getValue())
                .thenComparing(Map.Entry::getKey))
        .limit(5)
        .map(Map.Entry::getKey)
        .toList();
  }
}
