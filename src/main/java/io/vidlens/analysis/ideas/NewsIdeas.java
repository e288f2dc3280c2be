package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.NicheEvidence.OutlierSubject;
import io.vidlens.analysis.result.NicheEvidence.OutlierVideo;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A news channel's ideas from its niche. <b>Follow-ups</b>: a story the niche's outliers share that
 * the channel covered already ("What Happens Next", with the channel's video beside the peers').
 * <b>Formats that drew</b>: interviews, explainers, live coverage, analyses, debates whose videos
 * were outliers on the peers, put to the niche's leading story the channel has not covered (an idea
 * from outside), else to the channel's own best story. Titles carry the channel's branded form ("…
 * | 24 News HD") when it has one.
 */
final class NewsIdeas {

  private NewsIdeas() {}

  /** A format: its name, how a title shows it, how an idea is titled in it. */
  record Format(String name, Pattern shown, String title) {}

  static final List<Format> FORMATS =
      List.of(
          new Format("interview", Pattern.compile("(?i)\\binterview"), "%s: The Interview"),
          new Format(
              "explainer",
              Pattern.compile("(?i)\\bexplain(?:ed|er|s)?\\b|\\bwhat we know\\b"),
              "%s Explained"),
          new Format("live coverage", Pattern.compile("(?i)\\blive\\b"), "%s: Live Coverage"),
          new Format(
              "analysis", Pattern.compile("(?i)\\banalysis\\b|\\bbreakdown\\b"), "%s: Analysis"),
          new Format("debate", Pattern.compile("(?i)\\bdebate\\b"), "%s: The Debate"));

  /** Formats given at most. */
  static final int FORMATS_GIVEN = 3;

  static KindIdeas.Kinded of(KindIdeas.Reading in) {
    List<String> normal = in.normalTitles();
    List<Topic> followUps = new ArrayList<>();
    // one follow-up a story: two outlier subjects on the channel's one video ("Housing protest",
    // "Mayor Okafor" of "Mayor Okafor responds to housing protest") are one story
    Set<String> followed = new HashSet<>();
    Set<String> claimed = new HashSet<>();
    String untold = null;
    List<OutlierVideo> untoldVideos = List.of();
    for (OutlierSubject s : in.niche().outlierSubjects()) {
      List<String> titles = s.videos().stream().map(OutlierVideo::title).toList();
      String story = in.phrase().apply(titles);
      if (story == null) {
        continue;
      }
      VideoSample covered = coveredBy(in.videos(), normal, story);
      if (covered == null) {
        if (untold == null) {
          untold = story;
          untoldVideos = s.videos();
        }
        continue;
      }
      if (!followed.add(covered.videoId())) {
        continue;
      }
      claimed.add(IdeaPairing.subjectKey(story));
      KindIdeas.Drew d = new KindIdeas.Drew(story, s.channels(), s.videos());
      followUps.add(
          KindIdeas.topic(
              branded(capital(story) + ": What Happens Next", in),
              "A follow-up on a story the channel covered (\""
                  + covered.title()
                  + "\") that the niche kept drawing on",
              d,
              List.of(KindIdeas.own(covered))));
    }
    VideoSample best = Corpus.top(in.videos(), 1).stream().findFirst().orElse(null);
    String ownStory = best == null ? null : in.phrase().apply(List.of(best.title()));
    List<Topic> fresh = new ArrayList<>();
    List<Topic> onOwn = new ArrayList<>();
    List<OutlierVideo> outliers = KindIdeas.outliers(in.niche());
    for (KindIdeas.Drew d : KindIdeas.grouped(outliers, t -> formatsOf(t))) {
      if (fresh.size() + onOwn.size() >= FORMATS_GIVEN) {
        break;
      }
      Format f = FORMATS.stream().filter(x -> x.name().equals(d.name())).findFirst().orElseThrow();
      String story = untold != null ? untold : ownStory;
      if (story == null) {
        continue;
      }
      String what =
          "The "
              + f.name()
              + " format that drew across the niche, on "
              + (untold != null
                  ? "the niche's leading story the channel has not covered ('" + story + "')"
                  : "the channel's best story (\"" + best.title() + "\")");
      Topic t =
          KindIdeas.topic(
              branded(String.format(f.title(), capital(story)), in),
              what,
              d,
              // the format's outliers, then the story's: why this format, why this story
              untold != null
                  ? untoldVideos.stream().limit(1).map(OutsideSubjects::evidence).toList()
                  : List.of(KindIdeas.own(best)));
      (untold != null ? fresh : onOwn).add(t);
    }
    followUps.addAll(onOwn);
    // the stories given a follow-up or a format are the news ideas' own: the generic pairing would
    // give them again as a bare headline ("Reservoir | Harbor City News")
    if (untold != null && !fresh.isEmpty()) {
      claimed.add(IdeaPairing.subjectKey(untold));
    }
    return new KindIdeas.Kinded(
        fresh,
        followUps,
        "no outlier of the niche is on a story the channel covered, and none is an interview,"
            + " explainer, live coverage, analysis or debate.",
        claimed);
  }

  private static List<String> formatsOf(String title) {
    return FORMATS.stream().filter(f -> f.shown().matcher(title).find()).map(Format::name).toList();
  }

  private static VideoSample coveredBy(
      List<VideoSample> videos, List<String> normal, String story) {
    for (int i = 0; i < videos.size(); i++) {
      if (OutsideSubjects.filmedBy(List.of(normal.get(i)), story)) {
        return videos.get(i);
      }
    }
    return null;
  }

  private static String branded(String title, KindIdeas.Reading in) {
    return in.branding().isEmpty() ? title : title + " | " + in.branding().getFirst();
  }

  static String capital(String phrase) {
    return phrase.isEmpty()
        ? phrase
        : Character.toUpperCase(phrase.charAt(0)) + phrase.substring(1);
  }
}
