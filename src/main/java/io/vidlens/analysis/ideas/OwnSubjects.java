package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.stats.Cosine;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * The subjects of the taxonomy ({@link SubjectTaxonomy}) the channel's titles sit at, each title at
 * its nearest subject when near enough and ahead of the runner-up (as {@link SubjectBuckets} files
 * them). A text is on the channel's subjects when one of its two nearest is among them: a title
 * between two subjects ("The Psychology of Conspiracy Theories": the mind, hoaxes) is on either.
 */
record OwnSubjects(
    Set<Integer> covered, List<double[]> centres, Function<List<String>, List<double[]>> embed) {

  static OwnSubjects of(List<VideoSample> videos, Function<List<String>, List<double[]>> embed) {
    List<double[]> centres =
        embed.apply(SubjectTaxonomy.SUBJECTS.stream().map(SubjectTaxonomy::text).toList());
    List<double[]> titles = embed.apply(videos.stream().map(VideoSample::title).toList());
    Set<Integer> covered = new HashSet<>();
    for (double[] v : titles) {
      int at =
          SubjectTaxonomy.nearest(
              centres.size(),
              s -> Cosine.of(v, centres.get(s)),
              SubjectBuckets.MIN_SIMILARITY,
              SubjectBuckets.MIN_MARGIN);
      if (at >= 0) {
        covered.add(at);
      }
    }
    return new OwnSubjects(covered, centres, embed);
  }

  /**
   * Whether one of the text's two nearest subjects is one of the channel's; a short title sits
   * nearer none by much ("Why Cats Always Land on Their Feet": animals at 0.16), so no floor.
   */
  boolean covers(String text) {
    return nearestTwo(text).stream().anyMatch(covered::contains);
  }

  /**
   * The labelled series whose episodes sit most often (two or more) at one of the text's two
   * nearest subjects; null when none does.
   */
  PeerAngles.SeriesLabel seriesOn(String text, List<PeerAngles.SeriesLabel> labels) {
    if (labels.isEmpty()) {
      return null;
    }
    List<Integer> near = nearestTwo(text);
    for (PeerAngles.SeriesLabel label : labels) {
      Map<Integer, Integer> counts = new HashMap<>();
      for (double[] v : embed.apply(label.episodes())) {
        int at =
            SubjectTaxonomy.nearest(
                centres.size(),
                s -> Cosine.of(v, centres.get(s)),
                SubjectBuckets.MIN_SIMILARITY,
                SubjectBuckets.MIN_MARGIN);
        if (at >= 0) {
          counts.merge(at, 1, Integer::sum);
        }
      }
      int most = counts.values().stream().mapToInt(Integer::intValue).max().orElse(0);
      boolean about =
          most >= 2
              && counts.entrySet().stream()
                  .anyMatch(e -> e.getValue() == most && near.contains(e.getKey()));
      if (about) {
        return label;
      }
    }
    return null;
  }

  private List<Integer> nearestTwo(String text) {
    double[] v = embed.apply(List.of(text)).getFirst();
    return IntStream.range(0, centres.size())
        .boxed()
        .sorted(
            (a, b) -> Double.compare(Cosine.of(v, centres.get(b)), Cosine.of(v, centres.get(a))))
        .limit(2)
        .toList();
  }
}
