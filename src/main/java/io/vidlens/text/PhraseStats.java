package io.vidlens.text;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How each candidate phrase is used by each cluster: its weighted count (a title's phrases count
 * three times, description and transcript phrases once), the member videos that use it anywhere and
 * those whose title uses it, and the share of its uses that fall in this cluster (class-based
 * TF-IDF's idea: a phrase every cluster uses names none of them).
 */
public final class PhraseStats {

  static final int TITLE_WEIGHT = 3;

  /** One phrase in one cluster. */
  public record Stat(
      String key,
      String display,
      int words,
      double count,
      Set<Integer> videos,
      Set<Integer> titles,
      double share) {}

  private PhraseStats() {}

  /**
   * Per cluster (in order), its phrases by key. {@code texts} are the videos' texts besides the
   * title (description and transcript openings), by video index.
   */
  public static List<Map<String, Stat>> of(
      List<List<Integer>> clusters,
      List<String> titles,
      List<String> texts,
      StopWords stop,
      Set<String> banned) {
    List<List<Phrases.Phrase>> titlePhrases = new ArrayList<>();
    List<List<Phrases.Phrase>> textPhrases = new ArrayList<>();
    for (int i = 0; i < titles.size(); i++) {
      titlePhrases.add(Phrases.of(titles.get(i), stop, banned));
      textPhrases.add(Phrases.of(texts.get(i), stop, banned));
    }
    Map<String, Double> total = new HashMap<>();
    List<Map<String, Builder>> perCluster = new ArrayList<>();
    for (List<Integer> cluster : clusters) {
      Map<String, Builder> stats = new LinkedHashMap<>();
      for (int i : cluster) {
        for (Phrases.Phrase p : titlePhrases.get(i)) {
          stats.computeIfAbsent(p.key(), k -> new Builder(p)).add(i, true, p.display());
          total.merge(p.key(), (double) TITLE_WEIGHT, Double::sum);
        }
        for (Phrases.Phrase p : textPhrases.get(i)) {
          stats.computeIfAbsent(p.key(), k -> new Builder(p)).add(i, false, p.display());
          total.merge(p.key(), 1.0, Double::sum);
        }
      }
      perCluster.add(stats);
    }
    List<Map<String, Stat>> result = new ArrayList<>();
    for (Map<String, Builder> stats : perCluster) {
      Map<String, Stat> built = new LinkedHashMap<>();
      stats.forEach((key, b) -> built.put(key, b.build(total.get(key))));
      result.add(built);
    }
    return result;
  }

  private static final class Builder {
    private final Phrases.Phrase first;
    private double count;
    private final Set<Integer> videos = new LinkedHashSet<>();
    private final Set<Integer> titles = new LinkedHashSet<>();
    private final Map<String, Integer> titleForms = new LinkedHashMap<>();
    private final Map<String, Integer> otherForms = new LinkedHashMap<>();

    Builder(Phrases.Phrase first) {
      this.first = first;
    }

    Builder add(int video, boolean title, String display) {
      count += title ? TITLE_WEIGHT : 1;
      videos.add(video);
      if (title) {
        titles.add(video);
        titleForms.merge(display, 1, Integer::sum);
      } else {
        otherForms.merge(display, 1, Integer::sum);
      }
      return this;
    }

    /** The form titles use most (first seen on ties), else the texts' most used form. */
    Stat build(double totalCount) {
      Map<String, Integer> forms = titleForms.isEmpty() ? otherForms : titleForms;
      String display =
          forms.entrySet().stream()
              .reduce((a, b) -> b.getValue() > a.getValue() ? b : a)
              .map(Map.Entry::getKey)
              .orElse(first.display());
      return new Stat(
          first.key(),
          display,
          first.words(),
          count,
          Set.copyOf(videos),
          Set.copyOf(titles),
          totalCount <= 0 ? 0 : count / totalCount);
    }
  }

  /** For descriptions: "'Black Holes' (3 videos), 'Stars' (2) and 'Sun' (1)". */
  public static String list(List<Stat> stats) {
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < stats.size(); i++) {
      Stat s = stats.get(i);
      int n = s.videos().size();
      parts.add(
          "'" + s.display() + "' (" + n + (i == 0 ? (n == 1 ? " video" : " videos") : "") + ")");
    }
    if (parts.size() <= 1) {
      return String.join("", parts);
    }
    return parts.subList(0, parts.size() - 1).stream().collect(Collectors.joining(", "))
        + " and "
        + parts.getLast();
  }
}
