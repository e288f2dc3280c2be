package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.EpisodeMarkers;
import io.vidlens.analysis.result.AnalysisResult.Series;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import java.util.Comparator;
import java.util.regex.Pattern;

/**
 * A series whose latest episode says it ended ("Moonlit Manor Ep. 7: Ending (Good &amp; Bad)", "…
 * Finale", "Final Episode"): a played-through game or a closed season has no next episode, so it
 * gets none and is not listed among the series that got no idea. "The Final Gate?" is a place in
 * the game and "Entering The End" one of Minecraft's, not the end of the series: "final" and "the
 * end" alone end none, nor does "never-ending".
 */
final class FinishedSeries {

  private FinishedSeries() {}

  private static final Pattern ENDS =
      Pattern.compile(
          "(?i)(?<![\\p{L}-])(endings?|finale|final episode|last episode|series end)(?![\\p{L}])");

  static boolean finished(Series s) {
    VideoRef latest =
        s.videos().stream()
            .max(
                Comparator.comparingInt(
                        (VideoRef v) -> EpisodeMarkers.number(v.title()).orElse(Integer.MIN_VALUE))
                    .thenComparing(
                        v -> v.publishedAt() == null ? "" : v.publishedAt(),
                        Comparator.naturalOrder()))
            .orElse(null);
    return latest != null && ENDS.matcher(latest.title()).find();
  }
}
