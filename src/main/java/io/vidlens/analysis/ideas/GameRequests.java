package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.text.StopWords;
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
 * The games a let's-play channel's viewers ask it to play, read from its comments (English): "you
 * should play Pale Forest next", "PLEASE play Goblin Tavern Simulator", "can you try Frostline?",
 * "Try Frostline, it's a hidden gem", "would love to see you play Crypt of Embers". The name runs
 * to the end of its clause, is cut before filler ("next", "please", "it's", "because") and keeps at
 * most {@link #MAX_WORDS} words. A name is a game when viewers write it as one (each word
 * capitalised or a number: "Mecha Arena 3") or when two or more comments ask for it: "Playing at 2x
 * speed", "you can now play as Luigi" and "play it on hard mode" name none. Pure: comments in,
 * requests out, most askers first, then most likes.
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

  private static final String NAME = "([^.!?\\n,;:()\"]{2,60})";
  private static final String PLAY =
      "(?:play|try|start|do\\s+a\\s+(?:let'?s\\s+play|series)\\s+of)";

  static final List<Pattern> PATTERNS =
      List.of(
          Pattern.compile(
              "\\b(?:please|pls|plz|(?:can|could|would|will)\\s+(?:you|u)(?:\\s+guys)?(?:\\s+please)?"
                  + "|(?:you|u)\\s+(?:should|need\\s+to|have\\s+to|gotta|must)(?:\\s+definitely)?)"
                  + "\\s+(?:also\\s+)?"
                  + PLAY
                  + "\\s+"
                  + NAME,
              Pattern.CASE_INSENSITIVE),
          Pattern.compile(
              "\\bwould\\s+love\\s+(?:to\\s+see\\s+(?:you|u)|if\\s+(?:you|u))\\s+(?:play|played|try|tried)\\s+"
                  + NAME,
              Pattern.CASE_INSENSITIVE),
          Pattern.compile(
              "\\bnext\\s+(?:series|game|let'?s\\s+play)\\s+(?:should\\s+be|has\\s+to\\s+be|:)\\s*"
                  + NAME,
              Pattern.CASE_INSENSITIVE),
          // a sentence that opens with the imperative: "Try Frostline, it's a hidden gem"
          Pattern.compile("(?:^|[.!?]\\s+)(?:play|try)\\s+" + NAME, Pattern.CASE_INSENSITIVE));

  /** Words after which the rest is no longer the game's name. */
  static final Set<String> CUT =
      Set.of(
          "next",
          "please",
          "pls",
          "plz",
          "sometime",
          "soon",
          "again",
          "too",
          "lol",
          "because",
          "cause",
          "since",
          "it's",
          "its",
          "it",
          "that",
          "which",
          "if",
          "when",
          "and",
          "or",
          "but",
          "with",
          "on",
          "after",
          "before",
          "for",
          "as",
          "at",
          "like",
          "i",
          "we",
          "you",
          "u",
          "would",
          "thanks",
          "thank",
          "already",
          "instead",
          "man",
          "bro",
          "dude");

  /** First words that make the phrase no name: "play it", "try more", "play the rest". */
  static final Set<String> NOT_A_START =
      Set.of(
          "it",
          "this",
          "that",
          "these",
          "those",
          "more",
          "some",
          "something",
          "anything",
          "any",
          "another",
          "other",
          "again",
          "as",
          "at",
          "with",
          "on",
          "in",
          "a",
          "an",
          "my",
          "your",
          "his",
          "her",
          "our",
          "their",
          "rest",
          "whole",
          "game",
          "games",
          "one",
          "them",
          "him",
          "me",
          "us",
          "all",
          "both",
          "every",
          "each",
          "what",
          "which",
          "how",
          "hard",
          "easy",
          "harder",
          "co-op",
          "coop",
          "multiplayer",
          "online",
          "blind");

  private static final StopWords ENGLISH = StopWords.of("en");

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
    for (Pattern p : PATTERNS) {
      Matcher m = p.matcher(comment.strip());
      while (m.find()) {
        String name = clean(m.group(1));
        if (name != null) {
          return name;
        }
      }
    }
    return null;
  }

  static String clean(String raw) {
    List<String> words = new ArrayList<>();
    for (String w : raw.strip().split("\\s+")) {
      String lower = w.toLowerCase(Locale.ROOT).replace('’', '\'');
      if (w.isEmpty() || (CUT.contains(lower) && !words.isEmpty())) {
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
    if (NOT_A_START.contains(lead.toLowerCase(Locale.ROOT).replace('’', '\''))) {
      return null;
    }
    String last = words.getLast().toLowerCase(Locale.ROOT);
    if (ENGLISH.contains(last) && !last.matches("\\d+")) {
      return null;
    }
    boolean content =
        words.stream()
            .map(w -> w.toLowerCase(Locale.ROOT))
            .anyMatch(w -> w.length() >= 3 && !ENGLISH.contains(w));
    return content ? String.join(" ", words) : null;
  }

  /**
   * Each word capitalised, in capitals or a number, short function words after the first aside
   * ("Mecha Arena 3", "FROSTLINE", "Crypt of Embers").
   */
  static boolean writtenAsName(String name) {
    String[] words = name.split("\\s+");
    for (int i = 0; i < words.length; i++) {
      int first = words[i].codePointAt(0);
      boolean function = i > 0 && ENGLISH.contains(words[i]) && words[i].length() <= 3;
      if (!Character.isUpperCase(first) && !Character.isDigit(first) && !function) {
        return false;
      }
    }
    return true;
  }
}
