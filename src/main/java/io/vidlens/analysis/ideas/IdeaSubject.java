package io.vidlens.analysis.ideas;

import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import java.util.List;

/**
 * A subject: the phrase, how much it weighs, where it comes from, and whether its video wrote it
 * with "the" ("the Internet"). {@code outside}: for a subject from the niche ({@link
 * OutsideSubjects}), the peers' videos it outperformed on, cited with their channels.
 */
record IdeaSubject(
    String phrase,
    double weight,
    List<VideoRef> from,
    String source,
    String article,
    boolean backed,
    List<Evidence> outside) {

  IdeaSubject(
      String phrase,
      double weight,
      List<VideoRef> from,
      String source,
      String article,
      boolean backed) {
    this(phrase, weight, from, source, article, backed, List.of());
  }

  /** A subject with evidence of its own: a request, a story, a recurring phrase. */
  IdeaSubject(String phrase, double weight, List<VideoRef> from, String source) {
    this(phrase, weight, from, source, "", true);
  }

  boolean definite() {
    return article.equals("the");
  }

  /** A subject the channel has not filmed, brought from its niche's outliers. */
  boolean fromOutside() {
    return !outside.isEmpty();
  }
}
