package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Viewers' requests that one of the kind's ideas already gives (a news channel's "Reservoir: The
 * Interview" when viewers asked for "the reservoir levels"): they are no idea of their own, which
 * would give the story twice; the idea that gives it says the viewers asked for it too and cites
 * the video they asked under.
 */
final class CoveredRequests {

  private CoveredRequests() {}

  /** The claimed subject key a request names, or null: one's words hold the other's. */
  static String claimedBy(IdeaSubject request, Set<String> claimed) {
    String key = IdeaPairing.subjectKey(request.phrase());
    for (String c : claimed) {
      if (!c.isBlank()
          && (ChannelSeries.containsWords(key, c) || ChannelSeries.containsWords(c, key))) {
        return c;
      }
    }
    return null;
  }

  /**
   * {@code topics} with each covered request noted on the first topic whose title holds the subject
   * it was claimed by.
   */
  static List<Topic> noted(List<Topic> topics, List<IdeaSubject> covered, Set<String> claimed) {
    List<Topic> out = new ArrayList<>(topics);
    for (IdeaSubject r : covered) {
      String key = claimedBy(r, claimed);
      for (int i = 0; key != null && i < out.size(); i++) {
        Topic t = out.get(i);
        if (ChannelSeries.containsWords(IdeaPairing.subjectKey(t.title()), key)) {
          List<Evidence> evidence = new ArrayList<>(t.evidence());
          for (VideoRef v : r.from()) {
            if (evidence.stream().noneMatch(e -> e.videoId().equals(v.videoId()))) {
              evidence.add(new Evidence(v.videoId(), v.title(), v.views()));
            }
          }
          out.set(
              i,
              new Topic(
                  t.title(),
                  t.description().replaceAll("\\.$", "") + "; also " + r.source() + ".",
                  List.copyOf(evidence)));
          break;
        }
      }
    }
    return out;
  }
}
