package io.vidlens.analysis.corpus;

import io.vidlens.text.StopWords;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The series markers one title offers ({@link ChannelSeries} counts them over all titles): its
 * bracketed tags, the segments before the first separator and after the last, a trailing word in
 * capitals, "X is/are ADJ", the first three words of a shape, and the segment holding an episode
 * marker without its number.
 */
final class SeriesCandidates {

  static final int MAX_MARKER_WORDS = 6;

  private static final Pattern BRACKET = Pattern.compile("[\\[(【]([^\\[\\]()【】]{2,40})[\\])】]");
  private static final Pattern SEPARATOR =
      Pattern.compile("\\s*\\|\\s*|\\s+/\\s+|\\s+[-–—]\\s*|\\s*[-–—]\\s+|[–—]|:\\s+|\\s+l\\s+");
  static final Set<String> COPULA = Set.of("is", "are", "was", "ist", "est", "es");

  private SeriesCandidates() {}

  /** A marker: its key (lower-case words), how the title wrote it and how it was recognised. */
  record Candidate(String key, String display, ChannelSeries.Kind kind) {}

  static List<Candidate> of(String title, StopWords stop) {
    List<Candidate> out = new ArrayList<>();
    if (title == null || title.isBlank()) {
      return out;
    }
    Matcher b = BRACKET.matcher(title);
    while (b.find()) {
      add(out, b.group(1), ChannelSeries.Kind.TAG);
    }
    String body = BRACKET.matcher(title).replaceAll(" ").replaceAll("\\s{2,}", " ").strip();
    List<String> segments =
        Arrays.stream(SEPARATOR.split(body)).map(String::strip).filter(s -> !s.isEmpty()).toList();
    if (EpisodeMarkers.has(title)) {
      String holder = segments.stream().filter(EpisodeMarkers::has).findFirst().orElse(body);
      if (!EpisodeMarkers.has(holder)) {
        // the marker was in a bracket: "BOV BOYS PLAY MINECRAFT (EPISODE 1)"
        holder = body;
      }
      // Without a separator the episode's subtitle follows its number: "<Game> 2 #16 <subtitle>",
      // "<Game> #09 <subtitle>" are the series "<Game> 2", "<Game>".
      String before = EpisodeMarkers.before(holder);
      String stem =
          ChannelSeries.empty(ChannelSeries.normal(before)) ? EpisodeMarkers.strip(holder) : before;
      String key = ChannelSeries.normal(stem);
      if (!ChannelSeries.empty(key)) {
        out.add(new Candidate(key, stem, ChannelSeries.Kind.EPISODES));
      }
    }
    if (segments.size() >= 2) {
      add(out, segments.getFirst(), ChannelSeries.Kind.PREFIX);
      add(out, segments.getLast(), ChannelSeries.Kind.SUFFIX);
      for (int s = 1; s < segments.size() - 1; s++) {
        add(out, segments.get(s), ChannelSeries.Kind.TAG);
      }
    }
    List<String> words = ChannelSeries.words(body);
    if (words.size() >= 3) {
      String last = words.getLast();
      long shouted = words.stream().filter(SeriesCandidates::shouted).count();
      if (shouted(last) && shouted * 2 < words.size()) {
        add(out, last, ChannelSeries.Kind.SUFFIX);
      }
      String penult = words.get(words.size() - 2).toLowerCase(Locale.ROOT);
      if (COPULA.contains(penult)) {
        add(out, words.get(words.size() - 2) + " " + last, ChannelSeries.Kind.SUFFIX);
      }
    }
    // An opening is a shape ("I Got Trained By X", "What is HAPPENING with X") when two of its
    // three
    // words are function words; "The Immune System …" is a subject, not a shape.
    if (segments.size() == 1
        && words.size() >= 4
        && words.subList(0, 3).stream()
                .filter(w -> stop.contains(w.toLowerCase(Locale.ROOT)))
                .count()
            >= 2) {
      add(out, String.join(" ", words.subList(0, 3)), ChannelSeries.Kind.OPENING);
    }
    return out;
  }

  /**
   * The title's first and last segments (between separators), as keys: where a show's name opens or
   * closes a title that a separator does not set apart ("Morning News NOW Full Episode - Jan. 26"
   * beside "… | Morning News NOW").
   */
  static List<String> ends(String title) {
    String body = BRACKET.matcher(title).replaceAll(" ").replaceAll("\\s{2,}", " ").strip();
    List<String> segments =
        Arrays.stream(SEPARATOR.split(body)).map(String::strip).filter(s -> !s.isEmpty()).toList();
    return segments.size() < 2
        ? List.of()
        : List.of(
            ChannelSeries.normal(segments.getFirst()), ChannelSeries.normal(segments.getLast()));
  }

  private static void add(List<Candidate> out, String text, ChannelSeries.Kind kind) {
    String display =
        ChannelSeries.CLOCK
            .matcher(EpisodeMarkers.strip(text))
            .replaceAll(" ")
            .replaceAll("\\s{2,}", " ")
            .strip();
    String key = ChannelSeries.normal(display);
    if (ChannelSeries.empty(key) || key.split(" ").length > MAX_MARKER_WORDS) {
      return;
    }
    if (out.stream().noneMatch(c -> c.key().equals(key))) {
      out.add(new Candidate(key, display, kind));
    }
  }

  private static boolean shouted(String w) {
    long letters = w.chars().filter(Character::isLetter).count();
    return letters >= 3
        && w.equals(w.toUpperCase(Locale.ROOT))
        && !w.equals(w.toLowerCase(Locale.ROOT));
  }
}
