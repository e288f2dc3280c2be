package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.EpisodeMarkers;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.Series;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The next episode of a numbered series that draws and whose titles vary in nothing but the number:
 * an idea of its own, before any template is filled.
 */
final class NextEpisodes {

  private NextEpisodes() {}

  /**
   * The next episode of each numbered series that draws at least the channel's median and whose
   * titles vary in nothing but the number (and a typo: "Valentine's Day Part 1", "Valentin's Day
   * Part 2"): the title of its latest episode with the next number.
   */
  static List<Topic> nextEpisodes(List<Series> series, List<VideoSample> regular) {
    List<Topic> out = new ArrayList<>();
    for (Series s : series) {
      if (s.medianVsChannel() == null
          || s.medianVsChannel() < 1
          || !nearlySame(s)
          || FinishedSeries.finished(s)) {
        continue;
      }
      VideoRef latest =
          s.videos().stream()
              .filter(v -> EpisodeMarkers.number(v.title()).isPresent())
              .max(Comparator.comparingInt(v -> EpisodeMarkers.number(v.title()).getAsInt()))
              .orElse(null);
      if (latest == null) {
        continue;
      }
      int number = EpisodeMarkers.number(latest.title()).getAsInt();
      // Written as most episodes write it, the first episode's way on a tie: a typo in the latest
      // ("Valentin's Day Part 2" after "Valentine's Day Part 1") is not carried on.
      VideoRef form = usualForm(s);
      int own = EpisodeMarkers.number(form.title()).orElse(number);
      Matcher m = Pattern.compile("(?<![\\p{N}])" + own + "(?![\\p{N}])").matcher(form.title());
      String last = null;
      while (m.find()) {
        last =
            form.title().substring(0, m.start()) + (number + 1) + form.title().substring(m.end());
      }
      String next = last;
      // titles compared as written: normal() drops episode numbers, so every episode is alike
      if (next == null || regular.stream().anyMatch(v -> v.title().equalsIgnoreCase(next))) {
        continue;
      }
      List<Evidence> evidence = new ArrayList<>();
      s.videos().stream()
          .sorted(
              Comparator.comparingLong((VideoRef v) -> v.views() == null ? 0 : v.views())
                  .reversed())
          .forEach(v -> IdeaTopics.add(evidence, v));
      for (VideoSample v : Corpus.top(regular, regular.size())) {
        if (evidence.size() >= 3) {
          break;
        }
        IdeaTopics.add(evidence, VideoRef.of(v));
      }
      out.add(
          new Topic(
              next,
              String.format(
                  Locale.ROOT,
                  "The next episode of the series '%s' (%d videos, median %s views, %.1f× the"
                      + " channel median; latest episode %d, \"%s\", %s views).",
                  s.name(),
                  s.videoCount(),
                  Stats.views(s.medianViews()),
                  s.medianVsChannel(),
                  number,
                  latest.title(),
                  Stats.views(latest.views() == null ? 0 : latest.views())),
              List.copyOf(evidence.subList(0, Math.min(IdeaTopics.EVIDENCE, evidence.size())))));
    }
    return out;
  }

  /** The episode whose wording (numbers aside) most episodes share; the lowest number on a tie. */
  static VideoRef usualForm(Series s) {
    Map<String, Long> count = new HashMap<>();
    Function<VideoRef, String> wording =
        v -> v.title().replaceAll("\\d+", "#").toLowerCase(Locale.ROOT);
    s.videos().forEach(v -> count.merge(wording.apply(v), 1L, Long::sum));
    return s.videos().stream()
        .filter(v -> EpisodeMarkers.number(v.title()).isPresent())
        .min(
            Comparator.comparingLong((VideoRef v) -> -count.get(wording.apply(v)))
                .thenComparingInt(v -> EpisodeMarkers.number(v.title()).getAsInt()))
        .orElseThrow();
  }

  /** A series whose titles, numbers aside, differ by a few letters at most: no slot to fill. */
  static boolean nearlySame(Series s) {
    List<String> plain =
        s.videos().stream()
            .map(v -> v.title().replaceAll("\\d+", "#").toLowerCase(Locale.ROOT))
            .toList();
    for (int i = 1; i < plain.size(); i++) {
      if (edits(plain.getFirst(), plain.get(i)) > NEAR_EDITS) {
        return false;
      }
    }
    return true;
  }

  static final int NEAR_EDITS = 3;

  /** Levenshtein distance. */
  static int edits(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
