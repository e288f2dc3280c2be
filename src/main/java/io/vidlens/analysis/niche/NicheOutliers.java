package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.NicheEvidence.OutlierSubject;
import io.vidlens.analysis.result.NicheEvidence.OutlierVideo;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.stats.FalseDiscoveries;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * Subjects that outperformed across the niche, beyond what chance gives. Each peer's videos are
 * scored at equal age against that peer's own videos ({@link EqualAgeScores}, Get Outliers'
 * method); a video at {@link #OUTLIER} times its age group's median or more is an outlier. Outliers
 * are grouped by title embedding (each joins the first group whose founding title is within {@link
 * #SAME_SUBJECT} cosine, else founds one); a subject is named by its best video's title and counts
 * the distinct channels it worked on.
 *
 * <p>Chance: where a peer's views vary widely its ordinary videos clear 2× too (at a lognormal
 * spread of σ 0.5, about 8% of them), and a niche of ten peers holds some twenty such "outliers".
 * So each outlier gets a robust z-score against its own channel: (ln score − the median of the
 * channel's ln scores) / (1.4826 × their median absolute deviation, at least {@link #MIN_SPREAD});
 * a subject's p is one-sided from the Stouffer combination of its videos' z (Σz / √k, so agreement
 * across videos and channels adds up); and the subjects kept are those the Benjamini–Hochberg
 * procedure keeps at a false discovery rate of {@link #FDR} over all the niche's subjects (at most
 * one in ten kept by chance). The rest are {@link Tested#withinChance}. Most channels first, then
 * the best score.
 */
public final class NicheOutliers {

  /** The equal-age score from which a peer's video is an outlier (as Get Outliers' default). */
  static final double OUTLIER = 2.0;

  /** Cosine of two titles' embeddings from which they are one subject. */
  static final double SAME_SUBJECT = 0.55;

  /** Subjects kept in the result. */
  static final int MAX_SUBJECTS = 10;

  /** The false discovery rate of the subjects kept, as the advice's level. */
  static final double FDR = 0.1;

  /**
   * The least spread of a channel's ln scores (one MAD-sigma): a channel whose videos all draw
   * within ±5% of each other still judges its 2× video far out (z ≈ 14), not infinitely.
   */
  static final double MIN_SPREAD = 0.05;

  private static final NormalDistribution STANDARD = new NormalDistribution(null, 0, 1);

  private NicheOutliers() {}

  /** The subjects beyond chance (at most {@link #MAX_SUBJECTS}), and those within it. */
  public record Tested(List<OutlierSubject> subjects, List<OutlierSubject> withinChance) {}

  /** Every peer's outliers beyond chance, wherever the peers speak from. */
  public static List<OutlierSubject> of(List<Peer> peers, Instant asOf, TextEmbedder embedder) {
    return tested(peers, asOf, embedder, PeerOrigin.UNKNOWN, false, null, null).subjects();
  }

  /**
   * The outliers beyond chance a channel of {@code seed} would film: those of peers in its language
   * and, where both countries are known and differ, not tied to the peer's ({@link
   * PeerOrigin#refusal}); subjects read by meaning.
   */
  public static List<OutlierSubject> of(List<Peer> peers, NicheSeed seed, TextEmbedder embedder) {
    return tested(peers, seed, embedder, null, null).subjects();
  }

  /**
   * As {@link #of(List, NicheSeed, TextEmbedder)}, with the subjects chance explains; where {@code
   * names} is given (the channel's kind names its subjects: {@code KindNames}), outliers are
   * grouped by the names their titles give ({@link OutlierGroups}).
   */
  public static Tested tested(
      List<Peer> peers,
      NicheSeed seed,
      TextEmbedder embedder,
      Function<String, List<String>> names,
      Function<String, String> keyPhrase) {
    return tested(peers, seed.asOf(), embedder, seed.origin(), seed.news(), names, keyPhrase);
  }

  private static Tested tested(
      List<Peer> peers,
      Instant asOf,
      TextEmbedder embedder,
      PeerOrigin channel,
      boolean news,
      Function<String, List<String>> names,
      Function<String, String> keyPhrase) {
    List<ScoredVideo> scored = new ArrayList<>();
    for (Peer peer : peers) {
      Map<String, Double> ratios = EqualAgeScores.of(peer.videos(), asOf).ratios();
      double[] spread = spread(ratios.values());
      for (VideoSample v : peer.videos()) {
        Double ratio = ratios.get(v.videoId());
        if (ratio != null
            && ratio > 0
            && PeerOrigin.refusal(channel, news, peer.origin(), v.title()) == null) {
          scored.add(new ScoredVideo(peer, v, ratio, (Math.log(ratio) - spread[0]) / spread[1]));
        }
      }
    }
    List<ScoredVideo> outliers =
        scored.stream()
            .filter(s -> s.ratio() >= OUTLIER)
            .sorted(Comparator.comparingDouble(ScoredVideo::ratio).reversed())
            .toList();
    if (outliers.isEmpty()) {
      return new Tested(List.of(), List.of());
    }
    List<OutlierGroups.Group> groups =
        OutlierGroups.of(scored, outliers, names, keyPhrase, embedder);
    double[] p = groups.stream().mapToDouble(g -> chance(g.z())).toArray();
    boolean[] kept = FalseDiscoveries.kept(p, FDR);
    List<OutlierSubject> beyond = new ArrayList<>();
    List<OutlierSubject> within = new ArrayList<>();
    for (int i = 0; i < groups.size(); i++) {
      List<OutlierVideo> videos =
          groups.get(i).outliers().stream().map(NicheOutliers::video).toList();
      OutlierSubject subject =
          new OutlierSubject(
              groups.get(i).name() != null ? groups.get(i).name() : videos.getFirst().title(),
              (int) videos.stream().map(OutlierVideo::channelId).distinct().count(),
              videos,
              p[i] < 1e-6 ? 0 : Math.round(p[i] * 1_000_000) / 1_000_000.0,
              groups.get(i).weighed().size(),
              groups.get(i).channelsWeighed());
      (kept[i] ? beyond : within).add(subject);
    }
    return new Tested(
        beyond.stream()
            .sorted(
                Comparator.comparingInt(OutlierSubject::channels)
                    .reversed()
                    .thenComparing(
                        s -> s.videos().getFirst().equalAgeScore(), Comparator.reverseOrder()))
            .limit(MAX_SUBJECTS)
            .toList(),
        within);
  }

  /** The median and the MAD-sigma (at least {@link #MIN_SPREAD}) of the ln scores. */
  static double[] spread(Collection<Double> ratios) {
    double[] logs =
        ratios.stream().filter(r -> r != null && r > 0).mapToDouble(Math::log).sorted().toArray();
    if (logs.length == 0) {
      return new double[] {0, MIN_SPREAD};
    }
    double median = median(logs);
    double[] deviations = Arrays.stream(logs).map(l -> Math.abs(l - median)).sorted().toArray();
    return new double[] {median, Math.max(MIN_SPREAD, 1.4826 * median(deviations))};
  }

  private static double median(double[] sorted) {
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }

  /** One-sided p of the Stouffer combination of {@code z}. */
  static double chance(List<Double> z) {
    double sum = z.stream().mapToDouble(Double::doubleValue).sum();
    return 1 - STANDARD.cumulativeProbability(sum / Math.sqrt(z.size()));
  }

  private static OutlierVideo video(ScoredVideo s) {
    VideoSample v = s.video();
    double score = Math.round(s.ratio() * 100) / 100.0;
    return new OutlierVideo(
        s.peer().channelId(), s.peer().name(), v.videoId(), v.title(), v.views(), score);
  }
}
