package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.stats.Cosine;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Templates paired with subjects: each pair that fits and reads as a new title scored, best first,
 * each subject once and each template once, then up to three times, then the series and branded
 * forms taking every subject with evidence of its own.
 */
final class IdeaPairing {

  private IdeaPairing() {}

  static final double MAX_FIT = 0.9;
  static final double MIN_FIT = 0.25;

  /**
   * A series' slot has held many subjects of one kind (viral clips, interview guests): a subject
   * must be nearer to them than to a single title's ("Blender Conference" is no "Quick D" clip).
   */
  static final double MIN_SERIES_FIT = 0.3;

  static final int TEMPLATE_USES = 3;

  static List<Topic> pair(
      List<TitleTemplate> templates,
      List<IdeaSubject> pool,
      List<VideoSample> all,
      List<VideoSample> regular,
      boolean english,
      Set<String> markers,
      Set<String> treated,
      SeriesSplices splices,
      Function<List<String>, List<double[]>> embed) {
    List<String> names = new ArrayList<>();
    List<List<Integer>> kinAt = new ArrayList<>();
    for (TitleTemplate t : templates) {
      List<Integer> at = new ArrayList<>();
      for (String k : t.kin()) {
        at.add(names.size());
        names.add(k);
      }
      kinAt.add(at);
    }
    int subjectsFrom = names.size();
    pool.forEach(s -> names.add(s.phrase()));
    List<double[]> vectors = embed.apply(names);
    record Option(TitleTemplate t, IdeaSubject s, double score, String title) {}
    List<Option> options = new ArrayList<>();
    List<Set<String>> existing =
        all.stream()
            .map(v -> Set.copyOf(ChannelSeries.words(v.title().toLowerCase(Locale.ROOT))))
            .toList();
    Set<String> titles = new HashSet<>();
    all.forEach(v -> titles.add(ChannelSeries.normal(v.title())));
    for (int ti = 0; ti < templates.size(); ti++) {
      TitleTemplate t = templates.get(ti);
      for (int si = 0; si < pool.size(); si++) {
        IdeaSubject s = pool.get(si);
        boolean single = !s.phrase().contains(" ");
        if (s.phrase().equalsIgnoreCase(t.ownSubject())
            || Names.GENERIC.contains(s.phrase().toLowerCase(Locale.ROOT))
            // "a Remaster", "Your Brain": a generic thing, no subject of its own
            || single && (s.article().equals("a") || s.article().equals("your"))
            // a series' or the channel's own marker ("Fiza" of "Morning With Fiza") is no subject
            || ChannelSeries.words(s.phrase().toLowerCase(Locale.ROOT)).stream()
                .anyMatch(markers::contains)
            // a slot that has held names ("Adam Schiff: Full interview") takes names; a peer's
            // title in sentence case says nothing of whether its subject is one
            || !s.fromOutside()
                && !t.kin().isEmpty()
                && t.kin().stream().allMatch(k -> Character.isUpperCase(k.charAt(0)))
                && Character.isLowerCase(s.phrase().charAt(0))
            || ChannelSeries.containsWords(
                ChannelSeries.normal(t.shown()), ChannelSeries.normal(s.phrase()))
            // an episode's subject has had its series' treatment: another series' treatment of it
            // ("Empty World | Quick D" → "Empty World DEBUNK") is the same video again
            || !t.kin().isEmpty()
                && t.format()
                && !s.from().isEmpty()
                && treated.contains(s.from().getFirst().videoId())
                // a viewer's request left under an episode is no subject of that episode
                && ChannelSeries.containsWords(
                    ChannelSeries.normal(s.from().getFirst().title()),
                    ChannelSeries.normal(s.phrase()))
            // a series' or brand's label carries only subjects that drew or were asked for
            || t.format() && !s.backed()
            // a series' template takes its own series' subjects or new ones, not another's
            || splices.spliced(t, s)) {
          continue;
        }
        // the branded form fits any subject; a slot fits subjects like those it has held (a
        // series': any of its episodes')
        double fit = kinAt.get(ti).isEmpty() ? 0.5 : -1;
        for (int k : kinAt.get(ti)) {
          fit = Math.max(fit, Cosine.of(vectors.get(k), vectors.get(subjectsFrom + si)));
        }
        if (fit >= MAX_FIT
            || fit < MIN_FIT
            || t.format() && !kinAt.get(ti).isEmpty() && fit < MIN_SERIES_FIT) {
          continue;
        }
        String title = t.fill(s, english);
        if (title == null
            || !Restatements.readsAsTitle(title, titles, existing)
            || t.format() && Restatements.relabelled(title, existing)) {
          continue;
        }
        options.add(new Option(t, s, t.strength() * (0.5 + fit) * s.weight(), title));
      }
    }
    options.sort(Comparator.comparingDouble(Option::score).reversed().thenComparing(Option::title));
    List<Topic> topics = new ArrayList<>();
    Set<String> swaps = new HashSet<>();
    Map<TitleTemplate, Integer> uses = new HashMap<>();
    Set<String> usedSubjects = new HashSet<>();
    Set<String> usedTitles = new HashSet<>();
    // Pass 1 uses each template once, pass 2 up to three times; pass 3 lets the channel's series
    // and branded forms take every subject left: a series has as many next episodes as subjects.
    for (int pass = 1; pass <= 3 && topics.size() < FilmingIdeas.TOPICS; pass++) {
      for (Option o : options) {
        if (topics.size() >= FilmingIdeas.TOPICS) {
          break;
        }
        String subjectKey = subjectKey(o.s().phrase());
        if (pass == 3 && !o.s().backed()) {
          // a series takes every subject left only where the evidence is strong: a video at or
          // above the median, a story that draws, a viewer's request
          continue;
        }
        int allowed =
            pass == 1 ? 1 : pass == 3 && o.t().format() ? FilmingIdeas.TOPICS : TEMPLATE_USES;
        if (usedSubjects.contains(subjectKey)
            || uses.getOrDefault(o.t(), 0) >= allowed
            || !usedTitles.add(o.title().toLowerCase(Locale.ROOT))) {
          continue;
        }
        String pair = origin(o.t().from()) + ">" + origin(o.s().from());
        if (swaps.contains(origin(o.s().from()) + ">" + origin(o.t().from()))) {
          // the other video's subject in this one's template was taken: a swap is no new idea
          continue;
        }
        swaps.add(pair);
        usedSubjects.add(subjectKey);
        uses.merge(o.t(), 1, Integer::sum);
        topics.add(IdeaTopics.topic(o.title(), o.t(), o.s(), regular));
      }
    }
    return topics;
  }

  /** A subject's words without plural endings: "Fire Incidents" and "Fire Incident" are one. */
  static String subjectKey(String phrase) {
    return String.join(
        " ",
        ChannelSeries.words(phrase.toLowerCase(Locale.ROOT)).stream()
            .map(
                w ->
                    w.length() > 3 && w.endsWith("s") && !w.endsWith("ss")
                        ? w.substring(0, w.length() - 1)
                        : w)
            .toList());
  }

  private static String origin(List<VideoRef> from) {
    return from.isEmpty() ? "" : from.getFirst().videoId();
  }
}
