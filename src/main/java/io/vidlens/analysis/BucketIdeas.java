package io.vidlens.analysis;

import io.vidlens.analysis.AnalysisResult.TopicIdea;
import io.vidlens.analysis.AnalysisResult.VideoRef;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Topic ideas from one bucket's ranked phrases, in this order: a phrase several of its videos use
 * (the audience came back for it: another angle on it); two of its leading phrases from different
 * videos, sharing no word, the pair first whose cosine times summed phrase scores is highest (one
 * video joining two subjects that each drew viewers); then its other title phrases (a follow-up
 * going deeper). Each idea cites the videos using its phrases first, then the bucket's other videos
 * and the videos nearest the bucket.
 */
final class BucketIdeas {

  static final int EVIDENCE = 5;
  static final int PAIRS = 3;
  static final int PAIR_PHRASES = 6;

  private BucketIdeas() {}

  static List<TopicIdea> of(
      List<ContentBuckets.Ranked> ranked, List<VideoSample> videos, List<VideoRef> fill) {
    List<TopicIdea> ideas = new ArrayList<>();
    List<ContentBuckets.Ranked> recurring =
        ranked.stream().filter(r -> r.stat().videos().size() >= 2).toList();
    for (ContentBuckets.Ranked r : recurring) {
      ideas.add(
          new TopicIdea(
              r.stat().display(),
              List.of(r.stat().display()),
              evidence(videos, fill, r.stat().videos()),
              Math.min(EVIDENCE, r.stat().videos().size()),
              true));
    }
    List<ContentBuckets.Ranked> titled =
        ranked.stream().filter(r -> !r.stat().titles().isEmpty()).limit(PAIR_PHRASES).toList();
    record Pair(ContentBuckets.Ranked a, ContentBuckets.Ranked b, double similarity) {}
    List<Pair> pairs = new ArrayList<>();
    for (int i = 0; i < titled.size(); i++) {
      for (int j = i + 1; j < titled.size(); j++) {
        ContentBuckets.Ranked a = titled.get(i);
        ContentBuckets.Ranked b = titled.get(j);
        if (a.stat().videos().stream().noneMatch(b.stat().videos()::contains)
            && disjoint(a.stat().key(), b.stat().key())) {
          pairs.add(
              new Pair(a, b, Cohesion.cosine(a.vector(), b.vector()) * (a.score() + b.score())));
        }
      }
    }
    pairs.sort(Comparator.comparingDouble(Pair::similarity).reversed());
    for (Pair p : pairs.stream().limit(PAIRS).toList()) {
      Set<Integer> used = new LinkedHashSet<>(p.a().stat().videos());
      used.addAll(p.b().stat().videos());
      ideas.add(
          new TopicIdea(
              p.a().stat().display() + " and " + p.b().stat().display(),
              List.of(p.a().stat().display(), p.b().stat().display()),
              evidence(videos, fill, used),
              Math.min(EVIDENCE, used.size()),
              false));
    }
    for (ContentBuckets.Ranked r : ranked) {
      if (!r.stat().titles().isEmpty() && !recurring.contains(r)) {
        ideas.add(
            new TopicIdea(
                r.stat().display(),
                List.of(r.stat().display()),
                evidence(videos, fill, r.stat().videos()),
                Math.min(EVIDENCE, r.stat().videos().size()),
                false));
      }
    }
    return ideas;
  }

  /**
   * Phrases sharing a word ("Crispy Sourdough Bread", "Soft Sourdough Bread") make no pair, nor
   * does a phrase already joined by a connector ("Culture and Education").
   */
  private static boolean disjoint(String a, String b) {
    List<String> wa = List.of(a.split(" "));
    List<String> wb = List.of(b.split(" "));
    return java.util.Collections.disjoint(wa, wb)
        && java.util.Collections.disjoint(wa, Phrases.CONNECTORS)
        && java.util.Collections.disjoint(wb, Phrases.CONNECTORS);
  }

  private static List<VideoRef> evidence(
      List<VideoSample> videos, List<VideoRef> fill, Set<Integer> using) {
    List<VideoRef> cited = new ArrayList<>();
    Corpus.top(using.stream().map(videos::get).toList(), using.size()).stream()
        .map(VideoRef::of)
        .forEach(cited::add);
    for (VideoRef v : fill) {
      if (cited.size() >= EVIDENCE) {
        break;
      }
      if (cited.stream().noneMatch(c -> c.videoId().equals(v.videoId()))) {
        cited.add(v);
      }
    }
    return cited.size() > EVIDENCE ? List.copyOf(cited.subList(0, EVIDENCE)) : cited;
  }
}
