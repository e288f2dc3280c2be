package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The sentence that comes with fewer than ten ideas: how many templates and subjects the evidence
 * holds, what drew without a template, and the series that draw but got no idea.
 */
final class IdeasShortfall {

  private IdeasShortfall() {}

  /** Why there are fewer than ten ideas: the templates and subjects the evidence holds. */
  static String of(
      List<Topic> out,
      List<TitleTemplate> templates,
      List<IdeaSubject> pool,
      int spliced,
      List<VideoSample> byViews,
      Map<String, String> subjects,
      double median) {
    long backed = pool.stream().filter(IdeaSubject::backed).count();
    return String.format(
            Locale.ROOT,
            "%d %s, not ten: the channel's titles hold %d reusable title %s (%s) and %d %s it"
                + " has not filmed with evidence of its own to fill them (viewers' requests,"
                + " phrases its descriptions, transcripts or comments keep using that no title"
                + " holds); an idea on a subject of its own is given only where a template and"
                + " a subject that fits it meet, as a title that reads as one and restates no"
                + " existing title, and the niche gives only the subjects that drew there beyond"
                + " chance."
                + " The subjects of its own titles (%d) fill none of its templates: another of its"
                + " titles' subjects in one of its shapes is the same video again, not a new one."
                + " Ideas are never padded to reach ten.",
            out.size(),
            out.size() == 1 ? "idea" : "ideas",
            templates.size(),
            templates.size() == 1 ? "template" : "templates",
            templates.isEmpty()
                ? "none"
                : String.join(
                    "; ",
                    templates.stream().map(TitleTemplate::shown).distinct().limit(5).toList()),
            backed,
            backed == 1 ? "subject" : "subjects",
            spliced)
        + (templates.isEmpty() ? drewWithoutTemplate(byViews, subjects, out, median) : "")
        + unfilledSeries(templates, out);
  }

  /**
   * The series that draw but got no idea: each episode takes a new subject ("Quick D": a viral
   * clip), and none the channel has named fits without filming one of its videos again, so the next
   * one has to come from outside its titles: that is worth saying, not guessing.
   */
  static String unfilledSeries(List<TitleTemplate> templates, List<Topic> ideas) {
    List<String> unfilled =
        templates.stream()
            .filter(t -> t.format() && !t.from().isEmpty())
            .filter(t -> ideas.stream().noneMatch(i -> fills(i, t)))
            .map(t -> "\"" + t.shown() + "\" (" + t.source() + ")")
            .distinct()
            .toList();
    if (unfilled.isEmpty()) {
      return "";
    }
    return " Series that draw but got no idea: "
        + String.join("; ", unfilled)
        + ". Each episode takes a new subject, and none that the channel's titles, descriptions or"
        + " viewers name fits without repeating one of its videos: the next episode's subject has to"
        + " come from outside them.";
  }

  /**
   * Whether the idea is an episode of the series' template: it names the template, or its title
   * reads as the template's next episode ("Ashen Realm 2 #15 Blindfolded" of "Ashen Realm 2 #15
   * X").
   */
  private static boolean fills(Topic idea, TitleTemplate t) {
    if (idea.description().contains('"' + t.shown() + '"')) {
      return true;
    }
    String before = t.before().strip();
    String after = t.after().strip();
    return !(before + after).isBlank()
        && idea.title().startsWith(before)
        && idea.title().endsWith(after);
  }

  static final double DREW = 1.5;

  /**
   * On a channel whose titles hold no reusable shape (a music channel's "Artist - Track [Wave]"),
   * what drew (a video at 1.5× the median or more) named by its subject of two words or more (an
   * artist, a guest): the actionable part is who or what drew, not a title Vidlens would invent.
   */
  static String drewWithoutTemplate(
      List<VideoSample> byViews, Map<String, String> subjects, List<Topic> ideas, double median) {
    if (median <= 0) {
      return "";
    }
    List<String> named = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (VideoSample v : byViews) {
      String s = subjects.get(v.videoId());
      if (named.size() >= 3) {
        break;
      }
      if (s == null
          || !s.contains(" ")
          || v.viewsOrZero() < DREW * median
          || !seen.add(IdeaPairing.subjectKey(s))
          || ideas.stream().anyMatch(t -> TitleSubjects.locate(t.title(), s) != null)) {
        continue;
      }
      named.add(
          String.format(
              Locale.ROOT,
              "'%s' (\"%s\", %.1f× the median)",
              s,
              v.title(),
              v.viewsOrZero() / median));
    }
    return named.isEmpty()
        ? ""
        : " What drew without a template to carry it: " + String.join(", ", named) + ".";
  }
}
