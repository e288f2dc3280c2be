package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.ideas.TitleFormats;
import io.vidlens.analysis.result.NicheAnalysis;
import io.vidlens.analysis.result.NicheEvidence;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * {@code niche_analysis}. With peers read ({@link NicheWorld}), future_competition_score =
 * round(100 × (0.40·V + 0.35·S + 0.25·M)), each peer weighed by w = max(0, similarity):
 *
 * <ul>
 *   <li>V, upload volume: the w-weighted mean of the peers' uploads in the 30 days before the
 *       analysis, as log(1 + monthly) / log(1 + 30), capped at 1 (a niche where close channels
 *       upload daily is 1);
 *   <li>S, saturation: Σw / {@link #SATURATED}, capped at 1 (ten channels as close as the channel
 *       to itself fill the niche);
 *   <li>M, momentum: the w-weighted mean of each peer's momentum, computed as the channel's own
 *       below.
 * </ul>
 *
 * When no peer could be read, the single-channel formula stands in (and the caveats say so):
 * round(100 × (0.45·P + 0.35·M + 0.20·F)), P popularity = log10(1 + median views) / 7 capped at 1,
 * M the channel's momentum = 0.5 + 0.25·log2(median equal-age ratio of the newer half of its videos
 * compared at equal age / that of the older half) in 0..1 ({@link EqualAgeScores}; 0.5 when fewer
 * than two were compared), F the share of titles in the formats every competitor copies.
 *
 * <p>niche_score = round(100 × S × A × (0.5·(1 − score/100) + 0.5·min(1, median views /
 * subscribers)), 1): room left in the niche plus how far the channel's videos reach beyond its
 * subscribers, weighed by how much the channel shows: S, support = n / (n + 4) over the n analysed
 * videos; A, activity = 1 when the newest analysed upload is at most 90 days old, else e^(−(days −
 * 90) / 365). Null when the subscriber count is unknown or nothing was analysed.
 */
public final class ChannelNiche {

  static final Set<String> COPIED_FORMATS =
      Set.of("List / Number", "Superlative", "Question", "How-to / Tutorial");

  /** Videos that weigh as much as the evidence's doubt: support = n / (n + SUPPORT_HALF). */
  static final int SUPPORT_HALF = 4;

  /** Days without an upload before activity starts to fade, and its e-folding time in days. */
  static final double ACTIVE_DAYS = 90;

  static final double FADE_DAYS = 365;

  private ChannelNiche() {}

  /** Close channels whose summed similarity fills the niche. */
  static final double SATURATED = 10;

  /** The single-channel formula alone: no niche was read. */
  public static NicheAnalysis compute(Corpus corpus) {
    return compute(corpus, new NicheWorld(List.of(), 0, 0, List.of()), List.of());
  }

  public static NicheAnalysis compute(
      Corpus corpus, NicheWorld world, List<NicheEvidence.OutlierSubject> subjects) {
    return compute(corpus, world, new NicheOutliers.Tested(subjects, List.of()));
  }

  /** The scores over the peers read, with the niche's subjects beyond and within chance. */
  public static NicheAnalysis compute(
      Corpus corpus, NicheWorld world, NicheOutliers.Tested tested) {
    List<NicheEvidence.OutlierSubject> subjects = tested.subjects();
    List<VideoSample> videos = corpus.videos();
    Instant asOf = corpus.frame().asOf();
    double median =
        Stats.median(videos.stream().map(VideoSample::views).filter(Objects::nonNull).toList());
    Map<String, Double> components = new LinkedHashMap<>();
    List<String> caveats = new ArrayList<>(world.caveats());
    int score;
    if (world.peers().isEmpty()) {
      score = singleChannel(corpus, median, components);
      caveats.add(
          "No peer channel could be read: the competition score is the single-channel formula.");
    } else {
      score = fromPeers(world.peers(), asOf, components);
    }
    Long subscribers = corpus.channel().subscriberCount();
    double support = videos.size() / (double) (videos.size() + SUPPORT_HALF);
    double activity = activity(videos, corpus.frame().asOf());
    double room = 1 - score / 100.0;
    Double reach =
        subscribers == null || subscribers <= 0 ? null : Math.min(1, median / subscribers);
    Double niche =
        reach == null || videos.isEmpty()
            ? null
            : Stats.round(100 * support * activity * (0.5 * room + 0.5 * reach), 1);
    components.put("median_views", median);
    components.put("room", Stats.round(room, 3));
    if (reach != null) {
      components.put("reach", Stats.round(reach, 3));
    }
    components.put("support", Stats.round(support, 3));
    components.put("activity", Stats.round(activity, 3));
    List<NicheEvidence.NichePeer> peers =
        world.peers().stream()
            .map(
                p ->
                    new NicheEvidence.NichePeer(
                        p.channelId(),
                        p.name(),
                        p.subscribers(),
                        Stats.round(p.similarity(), 3),
                        p.source()))
            .toList();
    return new NicheAnalysis(
        score,
        niche,
        components,
        peers,
        subjects,
        tested.withinChance().stream()
            .sorted(java.util.Comparator.comparingDouble(NicheEvidence.OutlierSubject::pValue))
            .limit(NicheOutliers.MAX_SUBJECTS)
            .toList(),
        new NicheEvidence.NicheRequests(world.budget(), world.requestsSpent()),
        caveats);
  }

  private static int singleChannel(Corpus corpus, double median, Map<String, Double> components) {
    List<VideoSample> videos = corpus.videos();
    double p = Stats.clamp(Math.log10(1 + median) / 7, 0, 1);
    double m = momentum(videos, corpus.frame().asOf());
    List<String> own = TitleFormats.ownNames(corpus, List.of());
    double f =
        videos.isEmpty()
            ? 0
            : videos.stream()
                    .filter(
                        v ->
                            TitleFormats.formatsOf(v.title(), own).stream()
                                .anyMatch(COPIED_FORMATS::contains))
                    .count()
                / (double) videos.size();
    components.put("popularity", Stats.round(p, 3));
    components.put("momentum", Stats.round(m, 3));
    components.put("format_saturation", Stats.round(f, 3));
    return (int) Math.round(100 * (0.45 * p + 0.35 * m + 0.20 * f));
  }

  private static int fromPeers(List<Peer> peers, Instant asOf, Map<String, Double> components) {
    double weights = 0;
    double monthly = 0;
    double momentum = 0;
    for (Peer peer : peers) {
      double w = Math.max(0, peer.similarity());
      weights += w;
      monthly += w * uploadsInMonth(peer.videos(), asOf);
      momentum += w * momentum(peer.videos(), asOf);
    }
    double v = weights == 0 ? 0 : Stats.clamp(Math.log1p(monthly / weights) / Math.log1p(30), 0, 1);
    double s = Stats.clamp(weights / SATURATED, 0, 1);
    double m = weights == 0 ? 0.5 : momentum / weights;
    components.put("upload_volume", Stats.round(v, 3));
    components.put("saturation", Stats.round(s, 3));
    components.put("momentum", Stats.round(m, 3));
    components.put("peers_read", (double) peers.size());
    return (int) Math.round(100 * (0.40 * v + 0.35 * s + 0.25 * m));
  }

  /** Uploads dated in the 30 days before {@code asOf}. */
  static int uploadsInMonth(List<VideoSample> videos, Instant asOf) {
    if (asOf == null) {
      return 0;
    }
    Instant from = asOf.minus(Duration.ofDays(30));
    return (int)
        videos.stream()
            .filter(v -> v.publishedAt() != null && !v.publishedAt().isBefore(from))
            .count();
  }

  /** 1 up to 90 days after the newest upload, then fading with a year's e-folding time. */
  static double activity(List<VideoSample> videos, Instant asOf) {
    Instant newest = VideoSample.newest(videos);
    if (newest == null || asOf == null) {
      return 1;
    }
    double days = Duration.between(newest, asOf).toHours() / 24.0;
    return days <= ACTIVE_DAYS ? 1 : Math.exp(-(days - ACTIVE_DAYS) / FADE_DAYS);
  }

  static double momentum(List<VideoSample> videos, Instant asOf) {
    Map<String, Double> ratios = EqualAgeScores.of(videos, asOf).ratios();
    List<VideoSample> dated =
        videos.stream()
            .filter(v -> v.publishedAt() != null && ratios.containsKey(v.videoId()))
            .sorted(Comparator.comparing(VideoSample::publishedAt))
            .toList();
    int half = dated.size() / 2;
    if (half == 0) {
      return 0.5;
    }
    double older =
        Stats.median(dated.subList(0, half).stream().map(v -> ratios.get(v.videoId())).toList());
    double newer =
        Stats.median(
            dated.subList(dated.size() - half, dated.size()).stream()
                .map(v -> ratios.get(v.videoId()))
                .toList());
    if (older <= 0 || newer <= 0) {
      return 0.5;
    }
    return Stats.clamp(0.5 + 0.25 * (Math.log(newer / older) / Math.log(2)), 0, 1);
  }
}
