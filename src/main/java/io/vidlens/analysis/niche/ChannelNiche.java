package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.ideas.TitleFormats;
import io.vidlens.analysis.result.AnalysisResult.NicheAnalysis;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * {@code niche_analysis}. future_competition_score = round(100 × (0.45·P + 0.35·M + 0.20·F)):
 *
 * <ul>
 *   <li>P, popularity: log10(1 + median views) / 7, capped at 1 (a median of 10M views is 1):
 *       niches that pay attract creators;
 *   <li>M, momentum: 0.5 + 0.25·log2(median equal-age ratio of the newer half of the videos
 *       compared at equal age / that of the older half), in 0..1 ({@link EqualAgeScores}: each
 *       video against the channel's videos of its age, so a video hours old never reads as a
 *       collapse; videos too recent to compare have no ratio and are not in either half); 0.5 when
 *       fewer than two videos were compared: a rising niche draws newcomers;
 *   <li>F, format saturation: share of titles in the formats every competitor copies (list or
 *       number, superlative, question, how-to).
 * </ul>
 *
 * niche_score = round(100 × S × A × (0.5·(1 − score/100) + 0.5·min(1, median views / subscribers)),
 * 1): room left in the niche plus how far the channel's videos reach beyond its subscribers,
 * weighed by how much the channel shows: S, support = n / (n + 4) over the n analysed videos (one
 * video says little: 0.2); A, activity = 1 when the newest analysed upload is at most 90 days old,
 * else e^(−(days − 90) / 365) (a channel silent for years has no place in a niche now). Null when
 * the subscriber count is unknown or nothing was analysed.
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

  public static NicheAnalysis compute(Corpus corpus) {
    List<VideoSample> videos = corpus.videos();
    double median =
        Stats.median(videos.stream().map(VideoSample::views).filter(Objects::nonNull).toList());
    double p = Stats.clamp(Math.log10(1 + median) / 7, 0, 1);
    double m = momentum(corpus);
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
    int score = (int) Math.round(100 * (0.45 * p + 0.35 * m + 0.20 * f));
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
    Map<String, Double> components = new LinkedHashMap<>();
    components.put("popularity", Stats.round(p, 3));
    components.put("momentum", Stats.round(m, 3));
    components.put("format_saturation", Stats.round(f, 3));
    components.put("median_views", median);
    components.put("room", Stats.round(room, 3));
    if (reach != null) {
      components.put("reach", Stats.round(reach, 3));
    }
    components.put("support", Stats.round(support, 3));
    components.put("activity", Stats.round(activity, 3));
    return new NicheAnalysis(score, niche, components);
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

  static double momentum(Corpus corpus) {
    EqualAgeScores scores = corpus.equalAge();
    Map<String, Double> ratios = scores.ratios();
    List<VideoSample> dated =
        corpus.videos().stream()
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
