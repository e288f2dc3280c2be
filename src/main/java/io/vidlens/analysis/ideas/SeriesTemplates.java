package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.EpisodeMarkers;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.result.AnalysisResult.Series;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The template of a series that draws at least the channel's median ("CD / X", "X | Collect-A-Thon
 * Ep. N", the next number), its slot's subjects those of its episodes.
 */
final class SeriesTemplates {

  private SeriesTemplates() {}

  /** The slot of a series template: "X" standing alone. */
  private static final Pattern SLOT = Pattern.compile("(?<!\\S)X(?![\\p{L}\\p{N}])");

  /** A series whose median is at least the channel's: its template, the next episode number. */
  static TitleTemplate seriesTemplate(Series s, double median) {
    return seriesTemplate(s, median, Map.of());
  }

  /**
   * As {@link #seriesTemplate(Series, double)}; the slot's own subject, which new subjects are
   * compared with, is that of the series' most viewed episode ("Adam Schiff" of "X: Full
   * interview": a person), else the series' name.
   */
  static TitleTemplate seriesTemplate(Series s, double median, Map<String, String> subjects) {
    Matcher slot = SLOT.matcher(s.template());
    if (s.medianVsChannel() == null
        || s.medianVsChannel() < 1
        || FinishedSeries.finished(s)
        || !slot.find()
        || NextEpisodes.nearlySame(s)
        || twoPartSlot(s)) {
      return null;
    }
    int next =
        s.videos().stream()
                .mapToInt(v -> EpisodeMarkers.number(v.title()).orElse(0))
                .max()
                .orElse(0)
            + 1;
    String shown = s.template().replaceAll("(?<![\\p{L}])N(?![\\p{L}])", String.valueOf(next));
    Matcher at = SLOT.matcher(shown);
    at.find();
    String before = shown.substring(0, at.start());
    String after = shown.substring(at.end());
    if (ChannelSeries.words(before + " " + after).isEmpty()) {
      return null;
    }
    List<VideoRef> top =
        s.videos().stream()
            .sorted(
                Comparator.comparingLong((VideoRef v) -> v.views() == null ? 0 : v.views())
                    .reversed())
            .limit(2)
            .toList();
    Set<String> fixed =
        new HashSet<>(ChannelSeries.words((before + " " + after).toLowerCase(Locale.ROOT)));
    List<String> kin =
        s.videos().stream()
            .sorted(
                Comparator.comparingLong((VideoRef v) -> v.views() == null ? 0 : v.views())
                    .reversed())
            .map(v -> subjects.get(v.videoId()))
            .filter(x -> x != null)
            .filter(
                x ->
                    ChannelSeries.words(x.toLowerCase(Locale.ROOT)).stream()
                        .noneMatch(fixed::contains))
            .distinct()
            .toList();
    String own = kin.isEmpty() ? s.name() : kin.getFirst();
    return new TitleTemplate(
        before,
        after,
        own,
        s.medianVsChannel(),
        top,
        String.format(
            Locale.ROOT,
            "the series '%s', %d videos, median %s views, %.1f× the channel median",
            s.name(),
            s.videoCount(),
            Stats.views(s.medianViews()),
            s.medianVsChannel()),
        true,
        kin.isEmpty() ? List.of(own) : kin);
  }

  /**
   * A slot its episodes fill with two names ("97Kickstvr - Moonlight [Wave]": an artist and a
   * track): one subject in it ("Chief Keef [Wave]") reads like none of the channel's titles.
   */
  static boolean twoPartSlot(Series s) {
    long twoPart =
        s.videos().stream()
            .map(v -> TitleSubjects.varyingPart(v.title(), s.template()))
            .filter(part -> part != null && TWO_PART.matcher(part).find())
            .count();
    return twoPart * 2 >= s.videos().size();
  }

  private static final Pattern TWO_PART = Pattern.compile("\\S\\s+[-–—]\\s+\\S");
}
