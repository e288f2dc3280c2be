package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.ideas.KindNames;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.stats.Cosine;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * The niche's outliers grouped into subjects, each with every scored video of the niche on it
 * (outliers or not), whose z-scores the chance test weighs. Where the channel's kind names its
 * subjects (a game, a sound, a featured artist: {@code names}), an outlier joins the group of each
 * name its title gives (a title giving none, the longest name two or more titles give that it
 * holds) and the group's videos are those giving the name, since such titles look alike by meaning
 * whatever they name; otherwise (and for a title that names nothing) by meaning: the first group
 * whose founding title, or whose founding title's key phrase ({@code keyPhrase}: "Mariana Trench",
 * "deep sea"), is within {@link NicheOutliers#SAME_SUBJECT} cosine of the outlier's, else a group
 * of its own; its videos are the niche's within that cosine of any of its outliers' titles. Whole
 * titles of one subject differ in all their other words ("What Lives at the Bottom of the Mariana
 * Trench?" and "The Terrifying Creatures of the Deep Sea": 0.47), their key phrases less (0.58).
 */
final class OutlierGroups {

  /**
   * A subject: the name it was grouped by (null when by meaning), its outliers, best first, and all
   * the niche's videos on it, whose z-scores the chance test weighs.
   */
  record Group(String name, List<ScoredVideo> outliers, List<ScoredVideo> weighed) {

    List<Double> z() {
      return weighed.stream().map(ScoredVideo::z).toList();
    }

    /** The peer channels with a video on the subject. */
    int channelsWeighed() {
      return (int) weighed.stream().map(w -> w.peer().channelId()).distinct().count();
    }
  }

  private OutlierGroups() {}

  static List<Group> of(
      List<ScoredVideo> scored,
      List<ScoredVideo> outliers,
      Function<String, List<String>> names,
      Function<String, String> keyPhrase,
      TextEmbedder embedder) {
    Names read = new Names(scored, names);
    Map<String, List<ScoredVideo>> named = new LinkedHashMap<>();
    List<ScoredVideo> unnamed = new ArrayList<>();
    for (ScoredVideo o : outliers) {
      List<String> keys = read.keys(o);
      keys.forEach(k -> named.computeIfAbsent(k, x -> new ArrayList<>()).add(o));
      if (keys.isEmpty()) {
        unnamed.add(o);
      }
    }
    List<Group> groups = new ArrayList<>();
    named.forEach(
        (key, members) -> {
          List<ScoredVideo> weighed =
              scored.stream().filter(s -> read.keys(s).contains(key)).toList();
          groups.add(new Group(read.shown(key), members, weighed));
        });
    if (!unnamed.isEmpty()) {
      groups.addAll(byMeaning(scored, unnamed, embedder, keyPhrase));
    }
    return groups;
  }

  /**
   * The names of the niche's titles by their keys ({@link ChannelSeries#normal}); a name that
   * extends one two or more titles give ("IRONBOUND FRONTIER is Incredible", "First Look at
   * Ironbound Frontier": {@link KindNames#extendsName}) is that one.
   */
  private static final class Names {
    private final Function<String, List<String>> names;
    private final Map<String, Integer> counts = new LinkedHashMap<>();
    private final Map<String, String> shown = new LinkedHashMap<>();

    Names(List<ScoredVideo> scored, Function<String, List<String>> names) {
      this.names = names;
      for (ScoredVideo s : scored) {
        raw(s)
            .forEach(
                (key, name) -> {
                  counts.merge(key, 1, Integer::sum);
                  shown.putIfAbsent(key, name);
                });
      }
    }

    List<String> keys(ScoredVideo v) {
      Map<String, String> given = raw(v);
      if (given.isEmpty() && names != null) {
        // a one-off that names no game by its form ("Goblin Tavern Simulator Is the Funniest
        // Game of the Year") is on the name two or more titles give that it holds
        String named = canonical(ChannelSeries.normal(v.video().title()));
        return named.equals(ChannelSeries.normal(v.video().title())) ? List.of() : List.of(named);
      }
      return given.keySet().stream().map(this::canonical).distinct().toList();
    }

    String shown(String key) {
      return shown.getOrDefault(key, key);
    }

    private String canonical(String key) {
      String best = key;
      for (var e : counts.entrySet()) {
        if (e.getValue() >= 2
            && KindNames.extendsName(key, e.getKey())
            && e.getKey().length() < best.length()) {
          best = e.getKey();
        }
      }
      return best;
    }

    private Map<String, String> raw(ScoredVideo v) {
      Map<String, String> out = new LinkedHashMap<>();
      if (names != null) {
        for (String name : names.apply(v.video().title())) {
          String key = ChannelSeries.normal(name);
          if (!key.isBlank() && !ChannelSeries.empty(key)) {
            out.putIfAbsent(key, name);
          }
        }
      }
      return out;
    }
  }

  private static List<Group> byMeaning(
      List<ScoredVideo> scored,
      List<ScoredVideo> outliers,
      TextEmbedder embedder,
      Function<String, String> keyPhrase) {
    List<float[]> vectors = embedder.embedAll(scored.stream().map(s -> s.video().title()).toList());
    Map<ScoredVideo, float[]> vectorOf = new IdentityHashMap<>();
    for (int i = 0; i < scored.size(); i++) {
      vectorOf.put(scored.get(i), vectors.get(i));
    }
    List<float[]> phrases = phrases(outliers, embedder, keyPhrase);
    List<Integer> founders = new ArrayList<>();
    List<List<ScoredVideo>> members = new ArrayList<>();
    for (int i = 0; i < outliers.size(); i++) {
      float[] vector = vectorOf.get(outliers.get(i));
      int home = -1;
      for (int g = 0; g < founders.size() && home < 0; g++) {
        int f = founders.get(g);
        if (Cosine.of(vectorOf.get(outliers.get(f)), vector) >= NicheOutliers.SAME_SUBJECT
            || phrases.get(f) != null
                && phrases.get(i) != null
                && Cosine.of(phrases.get(f), phrases.get(i)) >= NicheOutliers.SAME_SUBJECT) {
          home = g;
        }
      }
      if (home < 0) {
        founders.add(i);
        members.add(new ArrayList<>());
        home = founders.size() - 1;
      }
      members.get(home).add(outliers.get(i));
    }
    List<Group> groups = new ArrayList<>();
    for (List<ScoredVideo> group : members) {
      List<ScoredVideo> weighed =
          scored.stream()
              .filter(
                  s ->
                      group.stream()
                          .anyMatch(
                              m ->
                                  Cosine.of(vectorOf.get(m), vectorOf.get(s))
                                      >= NicheOutliers.SAME_SUBJECT))
              .toList();
      groups.add(new Group(null, group, weighed));
    }
    return groups;
  }

  /** Each outlier's key phrase embedded, null where it has none or none is read. */
  private static List<float[]> phrases(
      List<ScoredVideo> outliers, TextEmbedder embedder, Function<String, String> keyPhrase) {
    List<String> read =
        outliers.stream()
            .map(o -> keyPhrase == null ? null : keyPhrase.apply(o.video().title()))
            .toList();
    List<String> some = read.stream().filter(Objects::nonNull).toList();
    List<float[]> embedded = some.isEmpty() ? List.of() : embedder.embedAll(some);
    List<float[]> out = new ArrayList<>();
    int k = 0;
    for (String phrase : read) {
      out.add(phrase == null ? null : embedded.get(k++));
    }
    return out;
  }
}
