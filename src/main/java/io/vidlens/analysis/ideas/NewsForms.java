package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.ChannelStructure;
import io.vidlens.text.Terms;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A news channel's forms of telling a story, "UPDATE: …", "BREAKING: …": a marker that says how
 * fresh a report is, not what it is about. On a news channel such a marker is no series (an update
 * is the follow-up of its own story, compared with nothing but that story): its videos go back to
 * be filed by story ({@link NewsStories}), and its words name no bucket. Shows and formats ("Full
 * interview", "Morning News NOW") stay series.
 */
final class NewsForms {

  /** The markers of freshness, as {@link ChannelSeries#normal} writes them. */
  static final Set<String> FORMS =
      Set.of(
          "update",
          "updates",
          "updated",
          "new update",
          "news update",
          "live update",
          "live updates",
          "breaking",
          "breaking news",
          "developing",
          "developing story",
          "just in",
          "latest",
          "news alert");

  private NewsForms() {}

  static boolean isForm(ChannelSeries.Group series) {
    return FORMS.contains(ChannelSeries.normal(series.name()));
  }

  /** The structure without its forms' series on a news channel; as it is on any other. */
  static ChannelStructure withoutForms(ChannelStructure structure, ChannelKind kind) {
    if (kind != ChannelKind.NEWS || structure.series().stream().noneMatch(NewsForms::isForm)) {
      return structure;
    }
    List<ChannelSeries.Group> series = structure.series().stream().filter(g -> !isForm(g)).toList();
    return new ChannelStructure(series, structure.flags(), structure.branding());
  }

  /** The words of the forms {@code before} held as series, which no name may use. */
  static Set<String> words(ChannelStructure before, ChannelStructure after) {
    Set<String> words = new HashSet<>();
    before.series().stream()
        .filter(g -> !after.series().contains(g))
        .forEach(g -> words.addAll(Terms.tokens(g.name())));
    return words;
  }
}
