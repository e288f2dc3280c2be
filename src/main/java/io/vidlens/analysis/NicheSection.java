package io.vidlens.analysis;

import io.vidlens.analysis.AnalysisResult.NicheAnalysis;
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
 *   <li>M, momentum: 0.5 + 0.25·log2(median views of the newer half / of the older half), in 0..1
 *       (0.5 when either half is empty or has no views): a rising niche draws newcomers;
 *   <li>F, format saturation: share of titles in the formats every competitor copies (list or
 *       number, superlative, question, how-to).
 * </ul>
 *
 * niche_score = round(100 × (0.5·(1 − score/100) + 0.5·min(1, median views / subscribers)), 1):
 * room left in the niche plus how far the channel's videos reach beyond its subscribers; null when
 * the subscriber count is unknown.
 */
final class NicheSection {

  static final Set<String> COPIED_FORMATS =
      Set.of("List / Number", "Superlative", "Question", "How-to / Tutorial");

  private NicheSection() {}

  static NicheAnalysis compute(Corpus corpus) {
    List<VideoSample> videos = corpus.videos();
    double median =
        Stats.median(videos.stream().map(VideoSample::views).filter(Objects::nonNull).toList());
    double p = Stats.clamp(Math.log10(1 + median) / 7, 0, 1);
    double m = momentum(videos);
    double f =
        videos.isEmpty()
            ? 0
            : videos.stream()
                    .filter(
                        v ->
                            TitleFormats.formatsOf(v.title()).stream()
                                .anyMatch(COPIED_FORMATS::contains))
                    .count()
                / (double) videos.size();
    int score = (int) Math.round(100 * (0.45 * p + 0.35 * m + 0.20 * f));
    Long subscribers = corpus.channel().subscriberCount();
    Double niche =
        subscribers == null || subscribers <= 0
            ? null
            : Stats.round(
                100 * (0.5 * (1 - score / 100.0) + 0.5 * Math.min(1, median / subscribers)), 1);
    Map<String, Double> components = new LinkedHashMap<>();
    components.put("popularity", Stats.round(p, 3));
    components.put("momentum", Stats.round(m, 3));
    components.put("format_saturation", Stats.round(f, 3));
    components.put("median_views", median);
    return new NicheAnalysis(score, niche, components);
  }

  static double momentum(List<VideoSample> videos) {
    List<VideoSample> dated =
        videos.stream()
            .filter(v -> v.publishedAt() != null && v.views() != null)
            .sorted(Comparator.comparing(VideoSample::publishedAt))
            .toList();
    int half = dated.size() / 2;
    if (half == 0) {
      return 0.5;
    }
    double older = Stats.median(dated.subList(0, half).stream().map(VideoSample::views).toList());
    double newer =
        Stats.median(
            dated.subList(dated.size() - half, dated.size()).stream()
                .map(VideoSample::views)
                .toList());
    if (older <= 0 || newer <= 0) {
      return 0.5;
    }
    return Stats.clamp(0.5 + 0.25 * (Math.log(newer / older) / Math.log(2)), 0, 1);
  }
}
