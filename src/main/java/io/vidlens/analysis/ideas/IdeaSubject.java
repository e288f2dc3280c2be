package io.vidlens.analysis.ideas;

import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import java.util.List;

/**
 * A subject: the phrase, how much it weighs, where it comes from, and whether its video wrote it
 * with "the" ("the Internet").
 */
record IdeaSubject(
    String phrase,
    double weight,
    List<VideoRef> from,
    String source,
    String article,
    boolean backed) {

  /** A subject with evidence of its own: a request, a story, a recurring phrase. */
  IdeaSubject(String phrase, double weight, List<VideoRef> from, String source) {
    this(phrase, weight, from, source, "", true);
  }

  boolean definite() {
    return article.equals("the");
  }
}
