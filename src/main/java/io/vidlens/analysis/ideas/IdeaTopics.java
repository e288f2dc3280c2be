package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** An idea as the answer gives it: its title, what it joins, and the videos behind it. */
final class IdeaTopics {

  private IdeaTopics() {}

  static final int EVIDENCE = 5;

  static Topic topic(String title, TitleTemplate t, IdeaSubject s, List<VideoSample> regular) {
    // a subject from the niche cites the peers' videos first: they are why it is an idea
    List<Evidence> evidence = new ArrayList<>(s.outside());
    t.from().forEach(v -> add(evidence, v));
    s.from().forEach(v -> add(evidence, v));
    for (VideoSample v : Corpus.top(regular, regular.size())) {
      if (evidence.size() >= 3) {
        break;
      }
      add(evidence, VideoRef.of(v));
    }
    String description =
        s.fromOutside()
            ? String.format(
                Locale.ROOT,
                "'%s', %s, in the channel's template \"%s\" (%s).",
                s.phrase(),
                s.source(),
                t.shown(),
                t.source())
            : String.format(
                Locale.ROOT,
                "The channel's template \"%s\" (%s) filled with '%s', %s.",
                t.shown(),
                t.source(),
                s.phrase(),
                s.source());
    return new Topic(
        title, description, List.copyOf(evidence.subList(0, Math.min(EVIDENCE, evidence.size()))));
  }

  static void add(List<Evidence> list, VideoRef v) {
    if (list.stream().noneMatch(e -> e.videoId().equals(v.videoId()))) {
      list.add(Evidence.of(v));
    }
  }
}
