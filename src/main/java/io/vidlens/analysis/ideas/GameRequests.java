package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.CommentText;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The games a let's-play channel's viewers ask it to play, read from its comments in English,
 * German and French ({@link GameRequestPhrasings}): "you should play Pale Forest next", "PLEASE
 * play Goblin Tavern Simulator", "Try Frostline, it's a hidden gem", "Kannst du mal Pale Forest
 * spielen?", "tu pourrais jouer à Frostline". The name runs to the end of its clause (or to the
 * verb after it), is cut before filler ("next", "weiter", "stp") and keeps at most {@link
 * #MAX_WORDS} words; a kind of game ("Horror Spiele", "more indie games") is none. A name is a game
 * when viewers write it as one (each word capitalised or a number: "Mecha Arena 3") or when two or
 * more comments ask for it: "Playing at 2x speed", "you can now play as Luigi" and "play it on hard
 * mode" name none. Pure: comments in, requests out, most askers first, then most likes.
 */
final class GameRequests {

  static final int MAX_WORDS = 5;

  /** A game viewers asked for: its name as most liked, the comments asking, their likes. */
  record Requested(String name, List<Ask> asks) {

    int askers() {
      return asks.size();
    }

    long likes() {
      return asks.stream().mapToLong(a -> a.comment().likes()).sum();
    }

    /** The most liked of the comments asking. */
    Ask best() {
      return asks.stream().max(Comparator.comparingLong(a -> a.comment().likes())).orElseThrow();
    }
  }

  /** One comment asking, on the video it was left on. */
  record Ask(String videoId, CommentText comment) {}

  private GameRequests() {}

  /** The games asked for in {@code comments} (by video ID), most askers first. */
  static List<Requested> of(Map<String, List<CommentText>> comments) {
    Map<String, List<Ask>> byKey = new LinkedHashMap<>();
    Map<String, String> shown = new LinkedHashMap<>();
    Set<String> writtenAsName = new LinkedHashSet<>();
    List<Ask> all = new ArrayList<>();
    comments.forEach(
        (video, list) ->
            list.stream()
                .filter(c -> c != null && c.text() != null)
                .forEach(c -> all.add(new Ask(video, c))));
    all.sort(
        Comparator.comparingLong((Ask a) -> a.comment().likes())
            .reversed()
            .thenComparing(Ask::videoId)
            .thenComparing(a -> a.comment().text()));
    Set<String> counted = new LinkedHashSet<>();
    for (Ask a : all) {
      String name = nameIn(a.comment().text());
      if (name == null) {
        continue;
      }
      String key = ChannelSeries.normal(name);
      if (key.isBlank() || !counted.add(key + "\u0000" + a.comment().text().strip())) {
        continue;
      }
      byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(a);
      if (writtenAsName(name)) {
        // the name as the most liked comment writing it as a name shows it
        if (writtenAsName.add(key)) {
          shown.put(key, name);
        }
      } else {
        shown.putIfAbsent(key, name);
      }
    }
    List<Requested> out = new ArrayList<>();
    byKey.forEach(
        (key, asks) -> {
          if (writtenAsName.contains(key) || asks.size() >= 2) {
            out.add(new Requested(shown.get(key), List.copyOf(asks)));
          }
        });
    out.sort(
        Comparator.comparingInt(Requested::askers).thenComparingLong(Requested::likes).reversed());
    return out;
  }

  /** The game a comment asks the channel to play, as written, or null. */
  static String nameIn(String comment) {
    if (comment == null) {
      return null;
    }
    for (GameRequestPhrasings.Phrasing phrasing : GameRequestPhrasings.ALL) {
      for (Pattern p : phrasing.patterns()) {
        Matcher m = p.matcher(comment.strip());
        while (m.find()) {
          String name = clean(m.group(1), phrasing);
          if (name != null) {
            return name;
          }
        }
      }
    }
    return null;
  }

  static String clean(String raw, GameRequestPhrasings.Phrasing in) {
    List<String> words = new ArrayList<>();
    for (String w : raw.strip().split("\\s+")) {
      String lower = lower(w);
      if (w.isEmpty() || (in.cut().contains(lower) && !words.isEmpty())) {
        break;
      }
      words.add(w);
    }
    if (words.isEmpty() || words.size() > MAX_WORDS) {
      return null;
    }
    // "play the rest": a lower-case article leads to the word that decides
    String lead =
        words.getFirst().equals("the") && words.size() > 1 ? words.get(1) : words.getFirst();
    if (in.notAStart().contains(lower(lead))) {
      return null;
    }
    String last = lower(words.getLast());
    if (in.stop().contains(last) && !last.matches("\\d+")) {
      return null;
    }
    // "Horror Spiele", "more indie games": a kind of game, not one
    boolean content =
        words.stream()
            .map(GameRequests::lower)
            .anyMatch(
                w ->
                    w.length() >= 3
                        && !in.stop().contains(w)
                        && !GameRequestPhrasings.GENERIC.contains(w));
    return content ? String.join(" ", words) : null;
  }

  private static String lower(String word) {
    return word.toLowerCase(Locale.ROOT).replace('’', '\'');
  }

  /**
   * Each word capitalised, in capitals or a number, short function words after the first aside
   * ("Mecha Arena 3", "FROSTLINE", "Crypt of Embers").
   */
  static boolean writtenAsName(String name) {
    String[] words = name.split("\\s+");
    for (int i = 0; i < words.length; i++) {
      String word = words[i];
      int first = word.codePointAt(0);
      boolean function =
          i > 0
              && word.length() <= 3
              && GameRequestPhrasings.ALL.stream().anyMatch(p -> p.stop().contains(word));
      if (!Character.isUpperCase(first) && !Character.isDigit(first) && !function) {
        return false;
      }
    }
    return true;
  }
}
