package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.stats.Cosine;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
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
    double[] v = embed.apply(List.of(text)).getFirst();
    List<Integer> nearest =
        new ArrayList<>(
            IntStream.range(0, centres.size())
                .boxed()
                .sorted(
                    (a, b) ->
                        Double.compare(Cosine.of(v, centres.get(b)), Cosine.of(v, centres.get(a))))
                .limit(2)
                .toList());
    return nearest.stream().anyMatch(covered::contains);
  }
}
