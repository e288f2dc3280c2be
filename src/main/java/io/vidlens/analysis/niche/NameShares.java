package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.ChannelSeries;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * How alike two channels are by the names their titles give where the kind names its subjects (a
 * let's-play channel's games, a music channel's sounds and artists: {@code KindNames}): the share
 * of titles on names both use, Σ min(p, q) over the names, 0 to 1. Two let's-players of the same
 * game share no subject of the taxonomy a game title is placed at ("Crypt of Embers | Episode 31"
 * is about none in particular), but they share the game.
 */
final class NameShares {

  private NameShares() {}

  static double overlap(List<String> a, List<String> b, Function<String, List<String>> names) {
    if (names == null || a.isEmpty() || b.isEmpty()) {
      return 0;
    }
    Map<String, Double> p = shares(a, names);
    Map<String, Double> q = shares(b, names);
    double sum = 0;
    for (var e : p.entrySet()) {
      sum += Math.min(e.getValue(), q.getOrDefault(e.getKey(), 0.0));
    }
    return Math.min(1, sum);
  }

  /** Each name's share of the titles that give it. */
  private static Map<String, Double> shares(
      List<String> titles, Function<String, List<String>> names) {
    Map<String, Double> out = new HashMap<>();
    for (String title : titles) {
      Set<String> keys = new HashSet<>();
      for (String name : names.apply(title)) {
        String key = ChannelSeries.normal(name);
        if (!key.isBlank() && !ChannelSeries.empty(key)) {
          keys.add(key);
        }
      }
      keys.forEach(k -> out.merge(k, 1.0 / titles.size(), Double::sum));
    }
    return out;
  }
}
