package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.text.Phrases;
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
 * Topics viewers ask for in comments (English): "please make a video about X", "do one on X", "can
 * you cover X", "next video about X", "video idea: X", "what about X?". X runs to the end of its
 * clause, is cut before filler ("next", "please", "because", ...), loses stop words at either end
 * and keeps at most six words; a request without a content word is dropped. Most liked first, one
 * per topic.
 */
final class CommentRequests {

  static final int MAX_WORDS = 6;

  private static final String TOPIC = "([^.!?\\n,;:()\"]{3,80})";

  static final List<Pattern> PATTERNS =
      List.of(
          Pattern.compile(
              "\\b(?:make|do|cover|film)\\s+(?:a|an|another|more)?\\s*(?:video|videos|vid|episode|one"
                  + "|piece|story|segment|report|feature|explainer|deep\\s+dive|update)\\s+"
                  + "(?:on|about|covering|explaining)\\s+"
                  + TOPIC,
              Pattern.CASE_INSENSITIVE),
          Pattern.compile(
              "\\b(?:please|pls|plz|(?:can|could|would|will)\\s+you(?:\\s+guys)?(?:\\s+please)?)\\s+(?:cover|explain|talk\\s+about|do|make)\\s+"
                  + TOPIC,
              Pattern.CASE_INSENSITIVE),
          Pattern.compile(
              "\\bnext\\s+(?:video|episode)\\s+(?:should\\s+be\\s+)?(?:on|about)\\s+" + TOPIC,
              Pattern.CASE_INSENSITIVE),
          Pattern.compile("\\bvideo\\s+idea\\s*:?\\s+" + TOPIC, Pattern.CASE_INSENSITIVE),
          Pattern.compile(
              "\\bwhat\\s+about\\s+([^.!?\\n,;:()\"]{3,60})\\?", Pattern.CASE_INSENSITIVE));

  /** Words that end a requested topic: what follows is no longer its name. */
  static final Set<String> CUT =
      Set.of(
          "next",
          "please",
          "pls",
          "plz",
          "too",
          "sometime",
          "soon",
          "someday",
          "again",
          "lol",
          "because",
          "since",
          "cause",
          "that",
          "which",
          "who",
          "so",
          "if",
          "when",
          "and",
          "or",
          "but",
          "as",
          "like",
          "i",
          "we",
          "you",
          "it",
          "would",
          "thanks",
          "thank");

  private static final StopWords ENGLISH = StopWords.of("en");

  private CommentRequests() {}

  static List<StrategyComposer.Request> find(Corpus corpus) {
    record Said(String videoId, CommentText comment) {}
    List<Said> comments = new ArrayList<>();
    for (Map.Entry<String, List<CommentText>> e : corpus.comments().entrySet()) {
      e.getValue().stream()
          .filter(c -> c != null && c.text() != null)
          .forEach(c -> comments.add(new Said(e.getKey(), c)));
    }
    comments.sort(
        Comparator.comparingLong((Said s) -> s.comment().likes())
            .reversed()
            .thenComparing(Said::videoId)
            .thenComparing(s -> s.comment().text()));
    // one request per topic, quoting its most liked comment, counting every distinct comment
    Map<String, StrategyComposer.Request> byTopic = new LinkedHashMap<>();
    Set<String> counted = new LinkedHashSet<>();
    for (Said s : comments) {
      String topic = topicOf(s.comment().text());
      if (topic == null) {
        continue;
      }
      String key = sameTopic(byTopic.keySet(), topic.toLowerCase(Locale.ROOT));
      if (!counted.add(key + "\u0000" + s.comment().text().strip())) {
        continue;
      }
      StrategyComposer.Request first = byTopic.get(key);
      byTopic.put(
          key,
          first == null
              ? new StrategyComposer.Request(
                  topic, s.comment().likes(), s.comment().text().strip(), s.videoId(), 1)
              : new StrategyComposer.Request(
                  first.topic(),
                  first.likes(),
                  first.quote(),
                  first.videoId(),
                  first.askers() + 1));
    }
    return List.copyOf(byTopic.values());
  }

  /**
   * The topic already asked for that {@code topic} names in other words ("the reservoir" and
   * "reservoir levels": one's words hold the other's), else {@code topic} itself.
   */
  static String sameTopic(Set<String> asked, String topic) {
    String words = IdeaPairing.subjectKey(topic);
    for (String a : asked) {
      String other = IdeaPairing.subjectKey(a);
      if (ChannelSeries.containsWords(words, other) || ChannelSeries.containsWords(other, words)) {
        return a;
      }
    }
    return topic;
  }

  /** The topic a comment asks for, title-cased, or null. */
  static String topicOf(String comment) {
    if (comment == null) {
      return null;
    }
    for (Pattern p : PATTERNS) {
      Matcher m = p.matcher(comment);
      if (m.find()) {
        String topic = clean(m.group(1));
        if (topic != null) {
          return topic;
        }
      }
    }
    return null;
  }

  static String clean(String raw) {
    List<String> words = new ArrayList<>();
    for (String w : raw.strip().split("\\s+")) {
      String lower = w.toLowerCase(Locale.ROOT).replace('’', '\'');
      if (CUT.contains(lower) && !words.isEmpty()) {
        break;
      }
      if (!w.isEmpty()) {
        words.add(w);
      }
    }
    while (!words.isEmpty() && stopOrCut(words.getFirst())) {
      words.removeFirst();
    }
    while (!words.isEmpty() && stopOrCut(words.getLast())) {
      words.removeLast();
    }
    if (words.size() > MAX_WORDS) {
      words = new ArrayList<>(words.subList(0, MAX_WORDS));
      while (!words.isEmpty() && stopOrCut(words.getLast())) {
        words.removeLast();
      }
    }
    boolean content =
        words.stream()
            .map(w -> w.toLowerCase(Locale.ROOT))
            .anyMatch(w -> w.length() >= 3 && !ENGLISH.contains(w));
    return content ? Phrases.display(words, ENGLISH.words()) : null;
  }

  private static boolean stopOrCut(String word) {
    String lower = word.toLowerCase(Locale.ROOT);
    return ENGLISH.contains(lower) || CUT.contains(lower);
  }
}
