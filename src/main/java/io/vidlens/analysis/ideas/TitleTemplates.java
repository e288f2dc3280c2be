package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.text.PartsOfSpeech;
import io.vidlens.text.StopWords;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A title made a template: its subject replaced by the slot, where two to six words of its own
 * stay, at most two of them content words, and the slot is a whole phrase.
 */
final class TitleTemplates {

  private TitleTemplates() {}

  /** A template keeps at most two content words of its own. */
  static final int MAX_CONTENT_WORDS = 2;

  /** A separator or punctuation right before the slot, or right after it. */
  private static final Pattern BREAK = Pattern.compile("[|/:–—\\-!?.,(\\[]\\s*$");

  private static final Pattern BREAK_AFTER = Pattern.compile("^\\s*[|/:–—\\-!?.,)\\]]");

  /** A template keeps two to six words of its own: a longer title is a headline, not a shape. */
  static final int MAX_FIXED_WORDS = 6;

  private static final Pattern FILLER_BEFORE =
      Pattern.compile("(?i)(^|\\s)(actual|real|true|whole|entire|single)\\s+$");

  private static final Pattern SEGMENT =
      Pattern.compile("\\s*\\|\\s*|\\s+/\\s+|\\s+[-–—]\\s*|\\s*[-–—]\\s+|:\\s+|\\s*[\\[(]");

  static boolean contentWord(String w, StopWords stop) {
    String lower = w.toLowerCase(Locale.ROOT);
    boolean shouted = w.length() >= 3 && w.equals(w.toUpperCase(Locale.ROOT)) && !w.equals(lower);
    return !stop.contains(lower) || TitleSubjects.TEMPLATE_CONTENT.contains(lower) || shouted;
  }

  /** English possessives: what follows them belongs to a noun of the title. */
  private static final Set<String> POSSESSIVES = Set.of("its", "their", "his", "her");

  /**
   * Whether the template speaks of a property of one subject, which no other subject shares: "How X
   * Think With Their Arms" (the octopus's arms: "How Cats Think With Their Arms") or "Why Mars Lost
   * Its X" (the slot is Mars's atmosphere: "Why Mars Lost Its Nuclear Fusion"). A possessive
   * followed by a word of the template's own, or right before the slot after one of its own, ties
   * the shape to the subject it was written for.
   */
  static boolean ownsAProperty(List<String> left, List<String> right, StopWords stop) {
    for (int i = 0; i < right.size(); i++) {
      if (POSSESSIVES.contains(right.get(i).toLowerCase(Locale.ROOT))
          && right.subList(i + 1, right.size()).stream().anyMatch(w -> contentWord(w, stop))) {
        return true;
      }
    }
    for (int i = 0; i < left.size(); i++) {
      if (POSSESSIVES.contains(left.get(i).toLowerCase(Locale.ROOT))
          && (i == left.size() - 1
              ? left.subList(0, i).stream().anyMatch(w -> contentWord(w, stop))
              : left.subList(i + 1, left.size()).stream().anyMatch(w -> contentWord(w, stop)))) {
        return true;
      }
    }
    return false;
  }

  /** The title with its subject as the slot; null when fewer than two other words stay. */
  static TitleTemplate templateOf(VideoSample v, String subject, double median, StopWords stop) {
    String title = TitleCasing.calm(v.title());
    int[] at = TitleSubjects.locate(title, subject);
    if (at == null) {
      return null;
    }
    Matcher head = TitleSubjects.HEAD_OF.matcher(title.strip());
    boolean framed = head.matches() && head.group(2).strip().equalsIgnoreCase(subject);
    if (!subject.contains(" ")
        && Names.GENERIC.contains(subject.toLowerCase(Locale.ROOT))
        && !framed) {
      // "Did People Used To Look Older?": the subject is the shape itself, no slot; but a head
      // noun "of" it frames any subject ("Illusions of Time" → "Illusions of X")
      return null;
    }
    String before = title.substring(0, at[0]);
    String after = title.substring(at[1]);
    // "What Actual Aliens Might Look Like": the filler before the subject goes with it
    before = FILLER_BEFORE.matcher(before).replaceFirst("$1");
    List<String> fixedWords = ChannelSeries.words(before + " " + after);
    if (fixedWords.size() < 2 || fixedWords.size() > MAX_FIXED_WORDS) {
      return null;
    }
    // The slot is a whole phrase: the words either side are function words, separators or the
    // title's ends ("The Horrors of the X Channel" would cut a phrase), and the template keeps at
    // most two content words of its own (more is another subject: a headline, not a shape).
    List<String> left = ChannelSeries.words(before);
    List<String> right = ChannelSeries.words(after);
    boolean bounded =
        (left.isEmpty()
                || stop.contains(left.getLast().toLowerCase(Locale.ROOT))
                || BREAK.matcher(before).find())
            && (right.isEmpty()
                || stop.contains(right.getFirst().toLowerCase(Locale.ROOT))
                || BREAK_AFTER.matcher(after).find()
                || verbAfter(title, subject, right, stop));
    long content = fixedWords.stream().filter(w -> contentWord(w, stop)).count();
    if (!bounded || content > MAX_CONTENT_WORDS || ownsAProperty(left, right, stop)) {
      return null;
    }
    // A slot in one segment of a title beside another segment with words of its own is part of a
    // headline ("X - ALIVE AGAIN [Wave]": an artist beside a track; "X: CrossWorlds is BETTER in
    // EVERY Way"; "Flight of the X | VFXcool": a film's name cut in two), not a shape another
    // subject fits.
    String slot = title.substring(at[0], at[1]);
    String[] segments = SEGMENT.split(title);
    for (String seg : segments) {
      if (segments.length >= 2 && seg.contains(slot)) {
        boolean othersSpeak =
            java.util.Arrays.stream(segments)
                .filter(o -> o != seg)
                .anyMatch(o -> ChannelSeries.words(o).stream().anyMatch(w -> contentWord(w, stop)));
        if (othersSpeak) {
          return null;
        }
      }
    }
    double strength = median > 0 ? v.viewsOrZero() / median : 1;
    return new TitleTemplate(
        before,
        after,
        subject,
        strength,
        List.of(VideoRef.of(v)),
        "from \"" + v.title() + "\", " + viewsAgainstMedian(v, strength));
  }

  /** "1.2M views, 3.4× the channel median": a video's views and their multiple of the median. */
  static String viewsAgainstMedian(VideoSample v, double multiple) {
    return String.format(
        Locale.ROOT, "%s views, %.1f× the channel median", Stats.views(v.viewsOrZero()), multiple);
  }

  /**
   * A question's verb right after the slot that closes the title ("Do Chairs Exist?"): no noun the
   * slot was cut from, so the slot is a whole phrase.
   */
  static boolean verbAfter(String title, String subject, List<String> right, StopWords stop) {
    if (right.size() != 1
        || !title.strip().endsWith("?")
        || !PartsOfSpeech.supports(stop.language())) {
      return false;
    }
    return TitleSubjects.whole(title, subject, stop);
  }
}
