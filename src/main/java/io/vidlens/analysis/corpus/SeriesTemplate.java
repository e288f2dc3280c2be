package io.vidlens.analysis.corpus;

import java.util.ArrayList;
import java.util.List;

/** A series' template: what its members' titles share around the part that varies. */
final class SeriesTemplate {

  private SeriesTemplate() {}

  /**
   * The members' shared words around what varies: the longest common word prefix and suffix of
   * their titles (episode numbers as N), "X" between: "CD / X", "X | Quick D", "X | Collect-A-Thon
   * Ep. N".
   */
  static String of(List<String> titles) {
    // A separator's colon stands apart, so "…looms: Full interview" ends in ": Full interview".
    List<List<String>> split =
        titles.stream()
            .map(
                t ->
                    List.of(
                        EpisodeMarkers.generic(t).replaceAll(":\\s+", " : ").strip().split("\\s+")))
            .toList();
    List<String> first = split.getFirst();
    int prefix = 0;
    while (prefix < first.size()) {
      int p = prefix;
      if (split.stream().allMatch(s -> s.size() > p && s.get(p).equalsIgnoreCase(first.get(p)))) {
        prefix++;
      } else {
        break;
      }
    }
    int suffix = 0;
    int fixed = prefix;
    while (suffix < first.size() - prefix) {
      int q = suffix;
      if (split.stream()
          .allMatch(
              s ->
                  s.size() - 1 - q >= fixed
                      && s.get(s.size() - 1 - q)
                          .equalsIgnoreCase(first.get(first.size() - 1 - q)))) {
        suffix++;
      } else {
        break;
      }
    }
    int suffixWords = suffix;
    boolean dated =
        split.stream().allMatch(s -> s.size() - suffixWords > fixed)
            && split.stream()
                .allMatch(
                    s ->
                        ChannelSeries.empty(
                            ChannelSeries.normal(
                                String.join(
                                    " ",
                                    s.subList(fixed, Math.max(fixed, s.size() - suffixWords))))));
    List<String> out = new ArrayList<>(first.subList(0, prefix));
    boolean varies = split.stream().anyMatch(s -> s.size() - suffixWords > fixed);
    if (!varies) {
      // only the episode number varies: "Hollow Knight Let's Play #N"
      return String.join(" ", first).replace(" : ", ": ");
    }
    if (dated) {
      // what varies is a date ("NBC Nightly News Full Episode - Jan. 25"): no subject to fill
      while (!out.isEmpty()
          && (ChannelSeries.isMonth(out.getLast()) || out.getLast().matches("[-–—|/:]"))) {
        out.removeLast();
      }
      out.add("(date)");
    } else {
      out.add("X");
    }
    out.addAll(first.subList(first.size() - suffix, first.size()));
    return String.join(" ", out).replace(" : ", ": ");
  }
}
