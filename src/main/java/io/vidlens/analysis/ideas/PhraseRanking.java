package io.vidlens.analysis.ideas;

import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.stats.Cosine;
import io.vidlens.text.PhraseStats;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * A cluster's phrases scored KeyBERT-style: how near the phrase's embedding sits to the cluster's
 * centroid, weighted by how many of its videos use the phrase and by how much of the phrase's use
 * falls in this cluster (class-based TF-IDF).
 */
final class PhraseRanking {

  /** Candidate phrases embedded per cluster (the most used first), to bound the work. */
  static final int CANDIDATES = 60;

  /** A longer phrase replaces a shorter one inside it when it scores at least as well. */
  static final double LONGER_PHRASE_SHARE = 1.0;

  /** A phrase of a cluster with its score (see {@link #rank}). */
  record Ranked(PhraseStats.Stat stat, double score, double[] vector) {}

  private final TextEmbedder embedder;

  PhraseRanking(TextEmbedder embedder) {
    this.embedder = embedder;
  }

  /**
   * The cluster's candidate phrases (used in one of its titles, or by two of its videos), best
   * first: score = (0.1 + max(0, cos(phrase, centroid))) · (1 + ln videos using it) · share of the
   * phrase's uses in this cluster. A longer phrase containing a shorter one takes its place when it
   * scores at least as well ("Black Hole" over "Hole"); phrases inside a chosen one drop out.
   */
  List<Ranked> rank(Map<String, PhraseStats.Stat> stats, double[] centroid, int size) {
    List<PhraseStats.Stat> candidates =
        stats.values().stream()
            .filter(s -> !s.titles().isEmpty() || (size > 1 && s.videos().size() >= 2))
            .sorted(
                Comparator.comparingDouble((PhraseStats.Stat s) -> s.count() * s.share())
                    .reversed()
                    .thenComparing(PhraseStats.Stat::key))
            .limit(CANDIDATES)
            .toList();
    List<float[]> embedded =
        candidates.isEmpty()
            ? List.of()
            : embedder.embedAll(candidates.stream().map(PhraseStats.Stat::display).toList());
    List<Ranked> scored = new ArrayList<>();
    for (int i = 0; i < candidates.size(); i++) {
      PhraseStats.Stat s = candidates.get(i);
      double[] v = VideoPoint.toDouble(embedded.get(i));
      double score =
          (0.1 + Math.max(0, Cosine.of(v, centroid)))
              * (1 + Math.log(s.videos().size()))
              * s.share();
      scored.add(new Ranked(s, score, v));
    }
    scored.sort(
        Comparator.comparingDouble(Ranked::score)
            .reversed()
            .thenComparing(r -> -r.stat().words())
            .thenComparing(r -> r.stat().key()));
    return chosen(scored);
  }

  /** Each phrase, or the longer one holding it that scores as well; none inside one chosen. */
  private static List<Ranked> chosen(List<Ranked> scored) {
    List<Ranked> chosen = new ArrayList<>();
    for (Ranked r : scored) {
      Ranked pick = r;
      for (Ranked q : scored) {
        if (q.stat().words() > pick.stat().words()
            && ThemeNames.contains(q.stat().key(), r.stat().key())
            && q.score() >= LONGER_PHRASE_SHARE * r.score()
            && (pick == r || q.score() > pick.score())) {
          pick = q;
        }
      }
      Ranked p = pick;
      if (chosen.stream().noneMatch(o -> ThemeNames.overlaps(o.stat().key(), p.stat().key()))) {
        chosen.add(p);
      }
    }
    return chosen;
  }
}
