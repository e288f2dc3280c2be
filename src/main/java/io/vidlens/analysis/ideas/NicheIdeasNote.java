package io.vidlens.analysis.ideas;

import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.NicheAnalysis;
import java.util.List;
import java.util.Locale;

/**
 * What the shortfall sentence says of the ideas from outside: that the niche could not be read (the
 * ideas then rest on the channel's own evidence), or why fewer than half bring a subject the
 * channel has not filmed.
 */
final class NicheIdeasNote {

  private NicheIdeasNote() {}

  /** The shortfall with the note on outside ideas after it; null when neither has anything. */
  static String join(
      String shortfall,
      NicheAnalysis niche,
      OutsideSubjects.Outside outside,
      List<Topic> brought,
      List<Topic> ideas) {
    String note = note(niche, outside, brought, ideas);
    if (note == null) {
      return shortfall;
    }
    return shortfall == null ? note : shortfall + " " + note;
  }

  static String note(
      NicheAnalysis niche,
      OutsideSubjects.Outside outside,
      List<Topic> brought,
      List<Topic> ideas) {
    if (niche == null || niche.peers() == null || niche.peers().isEmpty()) {
      String why =
          niche == null || niche.caveats() == null || niche.caveats().isEmpty()
              ? "no peer channel was read"
              : niche.caveats().getFirst();
      return "The niche could not be read ("
          + why
          + "), so no idea brings a subject from outside the channel"
          + (ideas.isEmpty()
              ? ", where the subjects its templates lack would come from."
              : ": these rest on the channel's own evidence only.");
    }
    String strangers =
        outside.strangers().isEmpty()
            ? null
            : "Not given: '"
                + String.join("', '", outside.strangers())
                + "', which only peers sharing no subject with the channel drew on.";
    long fromOutside = ideas.stream().filter(brought::contains).count();
    if (fromOutside >= FilmingIdeas.HALF) {
      return strangers;
    }
    int subjects = niche.outlierSubjects() == null ? 0 : niche.outlierSubjects().size();
    String half =
        String.format(
            Locale.ROOT,
            "%d of the ideas %s a subject from outside: the niche's %d outlier %s %d the channel"
                + " has not filmed in its language%s; each is given in one of the channel's"
                + " templates where one fits it, else as the peer's angle in the channel's form,"
                + " unless that restates one of its titles or sits at none of its subjects.",
            fromOutside,
            fromOutside == 1 ? "brings" : "bring",
            subjects,
            subjects == 1 ? "subject holds" : "subjects hold",
            outside.count(),
            outside.filmed().isEmpty()
                ? ""
                : " (filmed already: '" + String.join("', '", outside.filmed()) + "')");
    return strangers == null ? half : half + " " + strangers;
  }
}
