package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.NicheAnalysis;
import io.vidlens.analysis.result.NicheEvidence.OutlierSubject;
import io.vidlens.analysis.result.NicheEvidence.OutlierVideo;
import io.vidlens.text.StopWords;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Subjects from outside the channel: the niche's outlier subjects ({@code
 * niche_analysis.outlier_subjects}: peers' videos that beat their own channel at equal age) that
 * the channel has not filmed. A subject is named by the key phrase most of its outlier titles share
 * ("black hole" of "What is inside a black hole?" and "Falling into a black hole"); one whose
 * titles are in another language than the channel's is passed over (the idea is written in the
 * channel's). Subjects that worked on two or more independent channels come first; each cites its
 * peers' videos with channel, views and equal-age score.
 */
final class OutsideSubjects {

  private OutsideSubjects() {}

  /** The evidence's {@code source} for a peer's video. */
  static final String SOURCE = "niche_outlier";

  /** Peers' videos cited per subject. */
  static final int CITED = 3;

  /**
   * The outside subjects: those that worked on two or more channels ({@code shared}), those of one,
   * those the channel has filmed already, and those only peers that share no subject with the
   * channel drew on ({@code strangers}: a cooking channel's burger is no idea for a science one).
   */
  record Outside(
      List<IdeaSubject> shared,
      List<IdeaSubject> single,
      List<String> filmed,
      List<String> strangers) {

    int count() {
      return shared.size() + single.size();
    }

    /**
     * Without the subjects {@code claimed} names (the kind of channel gives them): its key, or a
     * key that holds it as whole words ("valley reservoir" of the story "reservoir").
     */
    Outside without(Set<String> claimed) {
      if (claimed.isEmpty()) {
        return this;
      }
      return new Outside(
          shared.stream().filter(s -> !claims(claimed, s)).toList(),
          single.stream().filter(s -> !claims(claimed, s)).toList(),
          filmed,
          strangers);
    }

    private static boolean claims(Set<String> claimed, IdeaSubject s) {
      String key = IdeaPairing.subjectKey(s.phrase());
      return claimed.stream().anyMatch(c -> ChannelSeries.containsWords(key, c));
    }
  }

  static Outside of(
      NicheAnalysis niche,
      List<VideoSample> channelVideos,
      StopWords stop,
      Set<String> banned,
      Set<String> markers,
      Function<List<String>, List<double[]>> embed) {
    if (niche == null || niche.outlierSubjects() == null) {
      return new Outside(List.of(), List.of(), List.of(), List.of());
    }
    List<String> titles = channelVideos.stream().map(v -> ChannelSeries.normal(v.title())).toList();
    List<IdeaSubject> shared = new ArrayList<>();
    List<IdeaSubject> single = new ArrayList<>();
    List<String> filmed = new ArrayList<>();
    List<String> strangers = new ArrayList<>();
    Map<String, Double> similarity = new HashMap<>();
    if (niche.peers() != null) {
      niche.peers().forEach(p -> similarity.put(p.channelId(), p.similarity()));
    }
    Set<String> seen = new HashSet<>();
    for (OutlierSubject o : niche.outlierSubjects()) {
      List<String> own = o.videos().stream().map(OutlierVideo::title).toList();
      if (!StopWords.detect(own).language().equals(stop.language())) {
        continue;
      }
      String phrase = sharedPhrase(own, stop, banned, embed);
      if (phrase == null
          || ChannelSeries.words(phrase.toLowerCase(Locale.ROOT)).stream()
              .anyMatch(markers::contains)
          || !seen.add(IdeaPairing.subjectKey(phrase))) {
        continue;
      }
      if (filmedBy(titles, phrase)) {
        filmed.add(phrase);
        continue;
      }
      if (o.videos().stream().allMatch(v -> similarity.getOrDefault(v.channelId(), 1.0) <= 0)) {
        strangers.add(phrase);
        continue;
      }
      List<OutlierVideo> cited = o.videos().stream().limit(CITED).toList();
      double best = cited.getFirst().equalAgeScore();
      (o.channels() > 1 ? shared : single)
          .add(
              new IdeaSubject(
                  phrase,
                  // more channels weigh more than a higher score on one
                  o.channels() + Math.log(Math.max(1, best)),
                  List.of(),
                  describe(o, cited),
                  TitleSubjects.article(own.getFirst(), phrase),
                  true,
                  cited.stream().map(OutsideSubjects::evidence).toList()));
    }
    return new Outside(shared, single, filmed, strangers);
  }

  /** Whether a channel title holds the phrase, plurals apart ("Black Holes" holds "black hole"). */
  static boolean filmedBy(List<String> normalTitles, String phrase) {
    String key = IdeaPairing.subjectKey(phrase);
    return normalTitles.stream()
        .anyMatch(
            t ->
                ChannelSeries.containsWords(t, ChannelSeries.normal(phrase))
                    || ChannelSeries.containsWords(IdeaPairing.subjectKey(t), key));
  }

  /** The subject most of the titles name (plurals apart); the best title's on a tie. */
  static String sharedPhrase(
      List<String> titles,
      StopWords stop,
      Set<String> banned,
      Function<List<String>, List<double[]>> embed) {
    Map<String, String> firstSeen = new LinkedHashMap<>();
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (String title : titles) {
      String s = TitleSubjects.subjectOf(title, stop, banned, embed);
      if (s == null) {
        continue;
      }
      String key = IdeaPairing.subjectKey(s);
      firstSeen.putIfAbsent(key, s);
      counts.merge(key, 1, Integer::sum);
    }
    return counts.entrySet().stream()
        .max(Map.Entry.comparingByValue())
        .map(e -> firstSeen.get(e.getKey()))
        .orElse(null);
  }

  static Evidence evidence(OutlierVideo v) {
    return new Evidence(
        v.videoId(), v.title(), v.views(), v.equalAgeScore(), v.channelName(), SOURCE);
  }

  private static String describe(OutlierSubject o, List<OutlierVideo> cited) {
    return String.format(
        Locale.ROOT,
        "a subject the channel has not filmed that outperformed on %d peer %s (%s)",
        o.channels(),
        o.channels() == 1 ? "channel" : "channels",
        KindIdeas.citedText(cited));
  }
}
