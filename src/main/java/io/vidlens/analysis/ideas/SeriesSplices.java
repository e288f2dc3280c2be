package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.result.AnalysisResult.Series;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A series' template takes the subjects of its own series or new ones, never another series' (issue
 * 37, the let's-play bug): "Hollow Depths | #8 The Frozen Citadel", where the Frozen Citadel is an
 * episode of Sky Forge, is an episode of neither game. A subject is another series' when one of its
 * videos is that series' episode or that series' titles name it, and no title of the template's own
 * series does.
 */
final class SeriesSplices {

  private final Map<TitleTemplate, Series> owners = new IdentityHashMap<>();
  private final List<Series> series;

  SeriesSplices(List<Series> series) {
    this.series = List.copyOf(series);
  }

  /** Records which series a template was made from. */
  void own(TitleTemplate template, Series s) {
    owners.put(template, s);
  }

  /** Whether filling the template with the subject splices another series' subject into it. */
  boolean spliced(TitleTemplate t, IdeaSubject s) {
    Series own = owners.get(t);
    if (own == null) {
      return false;
    }
    String phrase = ChannelSeries.normal(s.phrase());
    Set<String> from = s.from().stream().map(VideoRef::videoId).collect(Collectors.toSet());
    boolean foreign =
        series.stream()
            .filter(other -> other != own)
            .flatMap(other -> other.videos().stream())
            .anyMatch(v -> from.contains(v.videoId()) || names(v, phrase));
    return foreign && own.videos().stream().noneMatch(v -> names(v, phrase));
  }

  private static boolean names(VideoRef v, String phrase) {
    return ChannelSeries.containsWords(ChannelSeries.normal(v.title()), phrase);
  }
}
