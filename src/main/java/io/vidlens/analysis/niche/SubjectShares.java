package io.vidlens.analysis.niche;

import io.vidlens.analysis.ideas.SubjectTaxonomy;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.stats.Cosine;
import java.util.List;

/**
 * How alike two channels are by subject (issue 37): each title is placed at the nearest subject of
 * the documented taxonomy ({@link SubjectTaxonomy}, the one the subject buckets use) when it is
 * near one ({@link #MIN_SIMILARITY}) and nearer it than any other ({@link #MIN_MARGIN}); a channel
 * is the share of its titles on each subject, and two channels' likeness is the share of titles on
 * subjects both cover, Σ min(p, q), 0 to 1. Measured on every recorded channel (docs/analysis.md,
 * "Peers by subject"), where the cosine of mean title embeddings did not separate a niche from
 * strangers: mean vectors of short titles share a large common direction, which subjects do not.
 */
final class SubjectShares {

  /** As the subject buckets: below this cosine a title is about none of the subjects. */
  static final double MIN_SIMILARITY = 0.2;

  /** A title as near to two subjects (within this cosine) is about neither in particular. */
  static final double MIN_MARGIN = 0.02;

  /**
   * The share of titles on common subjects from which a held channel is a peer: the middle of the
   * gap on the recordings between the right pairs (0.267) and the strangers (0.133 at most).
   */
  static final double MIN_OVERLAP = 0.2;

  /** Fewer titles than this say too little of a channel's subjects to compare it. */
  static final int MIN_TITLES = 5;

  private final TextEmbedder embedder;
  private List<float[]> centres;

  SubjectShares(TextEmbedder embedder) {
    this.embedder = embedder;
  }

  /** The share of {@code titles} on each subject, in the taxonomy's order. */
  double[] ofTitles(List<String> titles) {
    return of(titles.isEmpty() ? List.of() : embedder.embedAll(titles));
  }

  /** The same from vectors already embedded (by the same embedder). */
  double[] of(List<float[]> vectors) {
    List<float[]> subjects = centres();
    double[] shares = new double[subjects.size()];
    for (float[] v : vectors) {
      int nearest = nearest(v, subjects);
      if (nearest >= 0) {
        shares[nearest] += 1.0 / vectors.size();
      }
    }
    return shares;
  }

  /** The index of the subject {@code v} is about, or -1 when it is about none in particular. */
  private static int nearest(float[] v, List<float[]> subjects) {
    return SubjectTaxonomy.nearest(
        subjects.size(), s -> Cosine.of(v, subjects.get(s)), MIN_SIMILARITY, MIN_MARGIN);
  }

  /** The share of titles on subjects both channels cover: Σ min(p, q). */
  static double overlap(double[] a, double[] b) {
    double sum = 0;
    for (int i = 0; i < Math.min(a.length, b.length); i++) {
      sum += Math.min(a[i], b[i]);
    }
    return sum;
  }

  private synchronized List<float[]> centres() {
    if (centres == null) {
      centres =
          embedder.embedAll(SubjectTaxonomy.SUBJECTS.stream().map(SubjectTaxonomy::text).toList());
    }
    return centres;
  }
}
