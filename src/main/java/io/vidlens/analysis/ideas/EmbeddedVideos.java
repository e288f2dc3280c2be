package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.text.StopWords;
import java.util.List;
import java.util.Set;

/**
 * A channel's videos as the buckets see them, index for index: titles, bodies (description and
 * transcript openings), embeddings, the channel's stop words, the words no name may use (the
 * channel's own name and branding) and the cohesion of all the videos taken together, which every
 * bucket's confidence is measured against.
 */
record EmbeddedVideos(
    List<VideoSample> videos,
    List<String> titles,
    List<String> bodies,
    List<VideoPoint> points,
    StopWords stop,
    Set<String> banned,
    double baseline) {

  /** The members' cohesion against the channel's ({@link Cohesion#confidence}). */
  double confidence(List<Integer> members) {
    return Cohesion.confidence(
        Cohesion.of(members.stream().map(i -> points.get(i).vector()).toList()),
        baseline,
        members.size());
  }

  List<VideoSample> videosOf(List<Integer> members) {
    return members.stream().map(videos::get).toList();
  }
}
