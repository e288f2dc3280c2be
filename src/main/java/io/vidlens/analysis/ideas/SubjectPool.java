package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.text.Phrases;
import io.vidlens.text.StopWords;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The subjects an idea can be made of: viewers' requests, the subjects of the channel's titles,
 * phrases its descriptions, transcripts or comments keep using that no title holds, and the stories
 * two or more titles share.
 */
final class SubjectPool {

  private SubjectPool() {}

  /** A phrase on more than one in this many of the regular videos' descriptions is boilerplate. */
  static final int BOILERPLATE_SHARE = 5;

  /** What viewers asked for in comments ({@link CommentRequests}), with the comment quoted. */
  static List<IdeaSubject> requested(Corpus corpus) {
    List<IdeaSubject> pool = new ArrayList<>();
    Map<String, VideoSample> byId = new HashMap<>();
    corpus.videos().forEach(v -> byId.put(v.videoId(), v));
    for (StrategyComposer.Request r : CommentRequests.find(corpus)) {
      VideoSample on = byId.get(r.videoId());
      String quote = r.quote().length() > 120 ? r.quote().substring(0, 117) + "..." : r.quote();
      pool.add(
          new IdeaSubject(
              r.topic(),
              1.5,
              on == null ? List.of() : List.of(VideoRef.of(on)),
              String.format(
                  Locale.ROOT,
                  "asked for by %s%s (%s likes%s: \"%s\")",
                  r.askers() > 1 ? r.askers() + " viewers" : "a viewer",
                  on == null ? "" : " on \"" + on.title() + "\"",
                  Stats.count(r.likes()),
                  r.askers() > 1 ? " on the most liked" : "",
                  quote),
              // "a video about the Fermi paradox": the viewer's article stays with the subject
              TitleSubjects.article(r.quote(), r.topic()),
              true));
    }
    return pool;
  }

  /** The subject of each video's title, weighed by its views against the channel median. */
  static List<IdeaSubject> ofVideos(
      List<VideoSample> byViews, Map<String, String> subjects, double median) {
    List<IdeaSubject> pool = new ArrayList<>();
    for (VideoSample v : byViews) {
      String s = subjects.get(v.videoId());
      if (s != null) {
        pool.add(
            new IdeaSubject(
                s,
                Math.max(0.3, 1 + Math.log(Math.max(0.5, v.viewsOrZero() / Math.max(1, median)))),
                List.of(VideoRef.of(v)),
                "the subject of \""
                    + v.title()
                    + "\" ("
                    + TitleTemplates.viewsAgainstMedian(
                        v, median > 0 ? v.viewsOrZero() / median : 0)
                    + ")",
                TitleSubjects.article(TitleCasing.calm(v.title()), s),
                v.viewsOrZero() >= median));
      }
    }
    return pool;
  }

  /**
   * Phrases two or more videos' descriptions or transcripts use, or three or more comments, that no
   * title holds: what the channel and its viewers keep coming back to without a video of its own.
   */
  static List<IdeaSubject> recurring(
      Corpus corpus, List<VideoSample> regular, StopWords stop, Set<String> banned) {
    Set<String> inTitles = new HashSet<>();
    for (VideoSample v : corpus.videos()) {
      Phrases.of(v.title(), stop, banned).forEach(p -> inTitles.add(p.key()));
    }
    Map<String, Set<String>> used = new LinkedHashMap<>();
    Map<String, String> shown = new HashMap<>();
    for (VideoSample v : regular) {
      String text = ContentBuckets.body(v, corpus.transcripts().get(v.videoId()));
      for (Phrases.Phrase p : Phrases.of(text, stop, banned)) {
        if (p.words() >= 2 && !inTitles.contains(p.key())) {
          used.computeIfAbsent(p.key(), k -> new HashSet<>()).add(v.videoId());
          shown.putIfAbsent(p.key(), p.display());
        }
      }
    }
    Map<String, Integer> said = new LinkedHashMap<>();
    Map<String, Set<String>> saidOn = new HashMap<>();
    for (var e : corpus.comments().entrySet()) {
      for (CommentText c : e.getValue()) {
        Set<String> once = new HashSet<>();
        for (Phrases.Phrase p : Phrases.of(c.text(), stop, banned)) {
          if (p.words() >= 2 && !inTitles.contains(p.key()) && once.add(p.key())) {
            said.merge(p.key(), 1, Integer::sum);
            saidOn.computeIfAbsent(p.key(), k -> new HashSet<>()).add(e.getKey());
            shown.putIfAbsent(p.key(), p.display());
          }
        }
      }
    }
    Map<String, VideoSample> byId = new HashMap<>();
    corpus.videos().forEach(v -> byId.put(v.videoId(), v));
    List<IdeaSubject> out = new ArrayList<>();
    // a phrase on more than a fifth of the descriptions is the channel's sign-off or sponsor
    // ("Curiosity Box"), not a subject it keeps returning to
    int boilerplate = Math.max(3, regular.size() / BOILERPLATE_SHARE);
    used.entrySet().stream()
        .filter(e -> e.getValue().size() >= 2 && e.getValue().size() <= boilerplate)
        .sorted(
            Comparator.comparingInt((Map.Entry<String, Set<String>> e) -> -e.getValue().size())
                .thenComparing(Map.Entry::getKey))
        .limit(20)
        .forEach(
            e ->
                out.add(
                    new IdeaSubject(
                        shown.get(e.getKey()),
                        1,
                        e.getValue().stream().map(byId::get).map(VideoRef::of).toList(),
                        String.format(
                            Locale.ROOT,
                            "a phrase %d videos' descriptions or transcripts use and no title holds yet",
                            e.getValue().size()))));
    said.entrySet().stream()
        .filter(e -> e.getValue() >= 3)
        .sorted(
            Comparator.comparingInt((Map.Entry<String, Integer> e) -> -e.getValue())
                .thenComparing(Map.Entry::getKey))
        .limit(10)
        .forEach(
            e ->
                out.add(
                    new IdeaSubject(
                        shown.get(e.getKey()),
                        1.2,
                        saidOn.get(e.getKey()).stream()
                            .map(byId::get)
                            .filter(v -> v != null)
                            .map(VideoRef::of)
                            .toList(),
                        String.format(
                            Locale.ROOT,
                            "a phrase %d viewers' comments use and no title holds yet",
                            e.getValue()))));
    return out;
  }

  /**
   * Phrases of two words or more that two or more titles share (a story, a game, a person): a
   * subject the channel keeps returning to, weighed by the median views of its videos.
   */
  static List<IdeaSubject> stories(
      List<VideoSample> regular, StopWords stop, Set<String> banned, double median) {
    Map<String, List<VideoSample>> using = new LinkedHashMap<>();
    Map<String, String> shown = new HashMap<>();
    Map<String, Integer> whole = new HashMap<>();
    for (VideoSample v : regular) {
      Set<String> once = new HashSet<>();
      String plain = TitleCasing.calm(v.title());
      for (Phrases.Phrase p :
          Phrases.of(TitleCasing.sentenceCase(plain), stop, banned, TitleSubjects.SUBJECT_WORDS)) {
        int[] at = TitleSubjects.locate(plain, p.display());
        if (p.words() >= 2 && at != null && once.add(p.key())) {
          using.computeIfAbsent(p.key(), k -> new ArrayList<>()).add(v);
          shown.putIfAbsent(p.key(), plain.substring(at[0], at[1]));
          if (TitleSubjects.whole(plain, p.display(), stop)) {
            whole.merge(p.key(), 1, Integer::sum);
          }
        }
      }
    }
    // A story is named by its whole phrase where two titles write it whole ("Alex Pretti
    // Shooting"), never by a piece of a longer one ("Karachi Gul" of "Karachi Gul Plaza Fire").
    using.keySet().removeIf(k -> whole.getOrDefault(k, 0) < 2);
    List<IdeaSubject> out = new ArrayList<>();
    using.forEach(
        (key, videos) -> {
          if (videos.size() >= 2 && !ChannelSeries.empty(key)) {
            double m = Stats.median(videos.stream().map(VideoSample::viewsOrZero).toList());
            // a story whose videos drew less than the channel's median is no evidence to film
            // it again ("Global Perspectives", three panels at 28 views against 170)
            out.add(
                new IdeaSubject(
                    shown.get(key),
                    Math.max(0.3, 1 + Math.log(Math.max(0.5, median > 0 ? m / median : 1))),
                    Corpus.top(videos, 3).stream().map(VideoRef::of).toList(),
                    String.format(
                        Locale.ROOT,
                        "a subject %d of the channel's titles return to (median %s views)",
                        videos.size(),
                        Stats.views(m)),
                    "",
                    m >= median));
          }
        });
    return out;
  }
}
