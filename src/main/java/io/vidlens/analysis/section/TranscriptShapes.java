package io.vidlens.analysis.section;

import io.vidlens.analysis.corpus.Cue;
import io.vidlens.analysis.corpus.EpisodeMarkers;
import io.vidlens.analysis.corpus.Stats;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Rules that read a transcript's shape: the hook type of its opening, its narrative arc, and the
 * times where its five script stages change. All rules are marker phrases counted on the cue texts;
 * docs/analysis.md lists them.
 */
public final class TranscriptShapes {

  static final double OPENING_SECONDS = 30;

  private static final Pattern QUESTION_START =
      Pattern.compile(
          "^(what|why|how|who|when|where|which|can|could|is|are|do|does|did|would|have|imagine)\\b");
  private static final Pattern STATISTIC =
      Pattern.compile(
          "\\d+(\\.\\d+)?\\s*(%|percent|million|billion|trillion|thousand)|\\b\\d{2,}\\b");
  private static final Pattern STORY =
      Pattern.compile(
          "\\b(when i was|i was|years ago|one day|once upon|last (year|week|month)|story|back in \\d{4}|it was)\\b");
  private static final Pattern BOLD =
      Pattern.compile(
          "\\b(never|everything|nothing|the (most|biggest|worst|best)|impossible|will change|secret|truth|everyone|nobody)\\b");
  private static final Pattern PREVIEW =
      Pattern.compile(
          "\\b(in this video|today (we|i)|we're going to|i'm going to|we are going to|let's|this is the story|welcome)\\b");
  private static final Pattern YOU = Pattern.compile("\\b(you|your|you're)\\b");

  private static final Pattern LIST_MARKER =
      Pattern.compile(
          "\\b(number (one|two|three|four|five|\\d+)|first(ly)?|second(ly)?|third(ly)?|next up|at number|\\d+\\.)\\b");
  private static final Pattern TUTORIAL_MARKER =
      Pattern.compile("\\b(step|now we|then you|next you|click|make sure|you'll need|go ahead)\\b");
  private static final Pattern STORY_MARKER =
      Pattern.compile("\\b(was|were|had|then|after that|later)\\b");
  private static final Pattern CONCLUSION_MARKER =
      Pattern.compile(
          "\\b(so|that's why|in the end|which means|the answer|in conclusion|ultimately|turns out)\\b");

  static final Pattern SETUP_MARKER =
      Pattern.compile(
          "\\b(today|in this video|let's|welcome|this is|here's|so what|we're going to|i'm going to)\\b");
  static final Pattern BODY_MARKER =
      Pattern.compile(
          "\\b(first|let's start|step one|number one|so what|to understand|the first|begin)\\b");
  static final Pattern CLIMAX_MARKER =
      Pattern.compile(
          "\\b(finally|the answer|but here's|in the end|the truth|most important|that's why|so why|turns out)\\b");
  static final Pattern OUTRO_MARKER =
      Pattern.compile(
          "\\b(subscribe|thanks for watching|thank you for watching|patreon|sponsor|link in the description|see you|next time|comment below|let me know)\\b");

  private TranscriptShapes() {}

  static String text(List<Cue> cues) {
    return cues.stream()
        .map(Cue::text)
        .collect(Collectors.joining(" "))
        .toLowerCase(Locale.ROOT)
        .replace('’', '\'');
  }

  /** The hook type of the cues of the first 30 seconds. */
  static String hookType(List<Cue> cues) {
    return hookOf(text(cues.stream().filter(c -> c.startSeconds() < OPENING_SECONDS).toList()));
  }

  /** The hook type of an opening text (also used on titles when no transcript could be read). */
  public static String hookOf(String opening) {
    // An episode number ("#06", "Part 2") is no statistic.
    String o = EpisodeMarkers.strip(opening).toLowerCase(Locale.ROOT).strip();
    if (o.isEmpty()) {
      return "Statement";
    }
    if (o.contains("?") || QUESTION_START.matcher(o).find()) {
      return "Question";
    }
    if (STATISTIC.matcher(o).find()) {
      return "Shocking statistic";
    }
    if (STORY.matcher(o).find()) {
      return "Story";
    }
    if (BOLD.matcher(o).find()) {
      return "Bold claim";
    }
    if (PREVIEW.matcher(o).find()) {
      return "Preview / promise";
    }
    if (YOU.matcher(o).find()) {
      return "Direct address";
    }
    return "Statement";
  }

  /** The narrative arc of a whole transcript. */
  static String narrativeArc(List<Cue> cues) {
    if (cues.isEmpty()) {
      return "unknown";
    }
    String all = text(cues);
    int words = Math.max(1, all.split("\\s+").length);
    if (count(LIST_MARKER, all) >= 3) {
      return "List / countdown";
    }
    if (count(TUTORIAL_MARKER, all) >= 3) {
      return "Step-by-step tutorial";
    }
    int third = Math.max(1, cues.size() / 3);
    String first = text(cues.subList(0, third));
    String last = text(cues.subList(cues.size() - third, cues.size()));
    if (first.contains("?") && count(CONCLUSION_MARKER, last) >= 1) {
      return "Problem → explanation → resolution";
    }
    if (count(STORY_MARKER, all) * 100.0 / words >= 3) {
      return "Chronological story";
    }
    return "Explainer";
  }

  static int count(Pattern p, String text) {
    return (int) p.matcher(text).results().count();
  }

  /**
   * Where the five stages start: hook at 0, then setup, main content, climax, outro; and the end.
   */
  record Boundaries(double setup, double body, double climax, double outro, double end) {

    double[] lengths() {
      return new double[] {setup, body - setup, climax - body, outro - climax, end - outro};
    }

    double[] starts() {
      return new double[] {0, setup, body, climax, outro};
    }

    double[] ends() {
      return new double[] {setup, body, climax, outro, end};
    }
  }

  /** Boundaries from marker phrases in a transcript; fractions of its length where no marker is. */
  static Boundaries boundaries(List<Cue> cues) {
    double end = cues.stream().mapToLong(Cue::endMs).max().orElse(0) / 1000.0;
    Double setup = firstMarker(cues, SETUP_MARKER, 5, 0.2 * end);
    double hookEnd = setup != null ? setup : Stats.clamp(0.05 * end, Math.min(5, end), 60);
    Double outroMarker = firstMarker(cues, OUTRO_MARKER, 0.75 * end, end);
    double outro = outroMarker != null ? outroMarker : 0.92 * end;
    outro = Math.max(outro, hookEnd);
    double span = outro - hookEnd;
    Double bodyMarker = firstMarker(cues, BODY_MARKER, hookEnd + 1, hookEnd + 0.35 * span);
    double body = bodyMarker != null ? bodyMarker : hookEnd + 0.15 * span;
    Double climaxMarker = lastMarker(cues, CLIMAX_MARKER, body + 0.5 * (outro - body), outro);
    double climax = climaxMarker != null ? climaxMarker : outro - 0.2 * (outro - body);
    return new Boundaries(hookEnd, body, climax, outro, end);
  }

  /** Boundaries of a video known only by its length (fixed fractions). */
  static Boundaries fromLength(double end) {
    double hook = Stats.clamp(0.05 * end, Math.min(5, end), 60);
    double outro = Math.max(hook, 0.92 * end);
    double body = hook + 0.15 * (outro - hook);
    double climax = outro - 0.2 * (outro - body);
    return new Boundaries(hook, body, climax, outro, end);
  }

  private static Double firstMarker(List<Cue> cues, Pattern marker, double from, double to) {
    for (Cue c : cues) {
      double t = c.startSeconds();
      if (t >= from
          && t <= to
          && marker.matcher(c.text().toLowerCase(Locale.ROOT).replace('’', '\'')).find()) {
        return t;
      }
    }
    return null;
  }

  private static Double lastMarker(List<Cue> cues, Pattern marker, double from, double to) {
    Double found = null;
    for (Cue c : cues) {
      double t = c.startSeconds();
      if (t >= from
          && t < to
          && marker.matcher(c.text().toLowerCase(Locale.ROOT).replace('’', '\'')).find()) {
        found = t;
      }
    }
    return found;
  }

  /** The cue texts between two times, clipped for an example. */
  static String excerpt(List<Cue> cues, double from, double to, int maxChars) {
    String s =
        cues.stream()
            .filter(c -> c.startSeconds() >= from && c.startSeconds() < to)
            .map(Cue::text)
            .collect(Collectors.joining(" "))
            .replaceAll("\\s+", " ")
            .strip();
    return s.length() <= maxChars ? s : s.substring(0, maxChars - 3) + "...";
  }
}
