package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.EpisodeMarkers;
import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.FormatGroup;
import io.vidlens.analysis.result.AnalysisResult.TitleFormatStrategy;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * {@code title_format_strategy}: each title is matched against structural patterns (a title can
 * show several: "Top 10 Reasons Why ...?" is a list and a question); titles matching none are
 * "Statement". Groups are listed by median views; the top performing format is the one with the
 * highest median views among groups of at least two videos (any group when none has two).
 */
public final class TitleFormats {

  record Format(String name, String description, Pattern pattern) {

    boolean matches(String title) {
      return pattern.matcher(title.toLowerCase(Locale.ROOT)).find();
    }
  }

  static final List<Format> FORMATS =
      List.of(
          new Format(
              "Question",
              "Titles asking a question (a question mark, or opening with what/why/how/can/is/does...).",
              Pattern.compile(
                  "\\?|^(what|why|how|who|when|where|which|can|could|is|are|do|does|did|would|should|will)\\b(?! to\\b)")),
          new Format(
              "List / Number",
              "Titles built on a list or a count: a number that opens the title or a segment"
                  + " (10 things, 5 dead), a top N.",
              // A number after a name is a game's or a sequel's ("Crash 4", "<Game> 2 #16"), a
              // year is a date: neither is a list (issue 37).
              Pattern.compile(
                  "(^|[|:–—]|\\s-)\\s*(\\d{1,3}(,\\d{3})*|three|four|five|six|seven|eight|nine|ten"
                      + "|twelve|fifteen|twenty|fifty|hundred)\\s+\\p{L}"
                      + "|\\btop\\s+(\\d{1,3}|three|five|seven|ten|twenty|fifty|hundred)\\b")),
          new Format(
              "How-to / Tutorial",
              "Titles promising instructions: how to, guide, tutorial, tips, step by step.",
              Pattern.compile(
                  "\\bhow to\\b|\\bguide\\b|\\btutorial\\b|\\btips\\b|\\bstep[- ]by[- ]step\\b|\\blearn\\b")),
          new Format(
              "Challenge / Experiment",
              "Titles about a challenge, a test or an experiment: I tried, 24 hours, surviving.",
              Pattern.compile(
                  "\\bchallenge\\b|\\bi tried\\b|\\bwe tried\\b|\\b\\d+ (hours|days)\\b|\\bsurviv|\\bexperiment\\b|\\btesting\\b")),
          new Format(
              "Reaction / Review",
              "Titles reacting to or reviewing something.",
              Pattern.compile(
                  "\\breact|\\breview\\b|\\bresponding\\b|\\bresponse to\\b|\\bfirst time (hearing|watching)\\b")),
          new Format(
              "Before / After / Comparison",
              "Titles comparing two states or things: before and after, vs, then and now.",
              Pattern.compile(
                  "\\bbefore\\b.*\\bafter\\b|\\bvs\\.?\\b|\\bversus\\b|\\bthen and now\\b|\\btransformation\\b")),
          new Format(
              "Superlative",
              "Titles claiming an extreme: best, worst, biggest, most, fastest, ever.",
              Pattern.compile(
                  "\\b(best|worst|biggest|largest|smallest|most|least|fastest|deadliest|strongest|greatest|ever|ultimate|craziest)\\b")),
          new Format(
              "Explainer / Reveal",
              "Titles promising an explanation or a hidden truth: explained, the truth about, why, secret.",
              Pattern.compile(
                  "\\bexplained\\b|\\bthe truth\\b|\\bsecret|\\bwhy\\b|\\breally\\b|\\bactually\\b|\\bhidden\\b|\\bnobody\\b")),
          new Format(
              "Personal / Story",
              "Titles in the first person or telling a story: I, my, we, our, story.",
              Pattern.compile("^(i|my|we|our)\\b|\\b(i'm|i've|my|our)\\b|\\bstory\\b")),
          new Format(
              "Negative / Warning",
              "Titles warning or framing a loss: never, don't, stop, mistake, wrong, dangerous.",
              Pattern.compile(
                  "\\b(never|don't|dont|stop|mistakes?|wrong|dangerous|avoid|problem|fail)\\b")));

  static final Format STATEMENT =
      new Format(
          "Statement",
          "Titles stating a subject without a special structure.",
          Pattern.compile("$^"));

  /** A date or a year is when, not how many: "Jan. 25", "26-Jan-26", "1/26/2026", "2026". */
  static final Pattern DATE =
      Pattern.compile(
          "(?i)\\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?\\s?\\d{1,2}\\b"
              + "|\\b\\d{1,2}-[a-z]{3}-\\d{2,4}\\b|\\b\\d{1,2}/\\d{1,2}/\\d{2,4}\\b|\\b(19|20)\\d\\d\\b");

  private TitleFormats() {}

  /**
   * The names of the formats {@code title} shows once the channel's own names are taken out: the
   * "24" of "| 24 News HD" (or its short "-24 News") is branding, not a list or a statistic.
   */
  public static List<String> formatsOf(String title, Collection<String> ownNames) {
    String plain = title;
    for (String name : ownNames) {
      plain = withoutName(plain, name);
    }
    return formatsOf(plain);
  }

  /** The title without the name, and without its shortened forms of two words or more. */
  static String withoutName(String title, String name) {
    if (name == null || name.isBlank()) {
      return title;
    }
    String[] words = name.strip().split("\\s+");
    String out = title;
    for (int k = words.length; k >= Math.min(2, words.length); k--) {
      StringBuilder regex = new StringBuilder("(?iu)(?<![\\p{L}\\p{N}])");
      for (int i = 0; i < k; i++) {
        regex.append(i == 0 ? "" : "\\s+").append(Pattern.quote(words[i]));
      }
      out = out.replaceAll(regex.append("(?![\\p{L}\\p{N}])").toString(), " ");
    }
    return out;
  }

  /** The channel's own names: its title and the branding its titles carry. */
  public static List<String> ownNames(Corpus corpus, List<String> branding) {
    List<String> names = new ArrayList<>(branding);
    if (corpus.channel() != null && corpus.channel().title() != null) {
      names.add(corpus.channel().title());
    }
    return names;
  }

  /** The names of the formats {@code title} shows, "Statement" when none. */
  public static List<String> formatsOf(String title) {
    // An episode number ("#06", "Ep. 3") is a series' count, not a list or a statistic.
    String plain = DATE.matcher(EpisodeMarkers.strip(title)).replaceAll(" ");
    List<String> names = FORMATS.stream().filter(f -> f.matches(plain)).map(Format::name).toList();
    return names.isEmpty() ? List.of(STATEMENT.name()) : names;
  }

  public static TitleFormatStrategy compute(List<VideoSample> videos) {
    return compute(videos, List.of());
  }

  public static TitleFormatStrategy compute(List<VideoSample> videos, Collection<String> ownNames) {
    return compute(videos, ownNames, null);
  }

  /** The fewest videos a format is ranked on: a median of one or two titles is an anecdote. */
  static final int MIN_VIDEOS = AdvisedBuckets.MIN_VIDEOS;

  /**
   * The formats the titles show, each with its median views and, where {@code scores} compared its
   * videos, their median equal-age ratio. The top performing format is the one of {@link
   * #MIN_VIDEOS} videos or more best at equal age (by median views where none was compared); "none"
   * when no format holds that many.
   */
  public static TitleFormatStrategy compute(
      List<VideoSample> videos, Collection<String> ownNames, EqualAgeScores scores) {
    List<FormatGroup> groups = new ArrayList<>();
    List<Format> all = new ArrayList<>(FORMATS);
    all.add(STATEMENT);
    for (Format f : all) {
      List<VideoSample> members =
          videos.stream().filter(v -> formatsOf(v.title(), ownNames).contains(f.name())).toList();
      if (members.isEmpty()) {
        continue;
      }
      groups.add(
          new FormatGroup(
              f.name(),
              f.description(),
              members.size(),
              members.stream().map(VideoRef::of).toList(),
              Stats.median(members.stream().map(VideoSample::viewsOrZero).toList()),
              members.stream().mapToLong(VideoSample::viewsOrZero).sum(),
              scores == null
                  ? null
                  : scores.medianRatio(members.stream().map(VideoSample::videoId).toList())));
    }
    // at equal age where the formats' videos were compared, else by median views
    groups.sort(
        Comparator.comparing(
                FormatGroup::medianEqualAgeRatio, Comparator.nullsLast(Comparator.reverseOrder()))
            .thenComparing(Comparator.comparingDouble(FormatGroup::medianViews).reversed())
            .thenComparing(FormatGroup::formatName));
    String top =
        groups.stream()
            .filter(g -> g.videoCount() >= MIN_VIDEOS)
            .findFirst()
            .map(FormatGroup::formatName)
            .orElse("none");
    return new TitleFormatStrategy(groups, top);
  }
}
