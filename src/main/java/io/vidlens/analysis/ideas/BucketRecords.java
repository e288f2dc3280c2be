package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import java.util.List;

/**
 * A bucket's answer record from its videos: the confidence rounded and clamped, the videos'
 * references, their median and total views; and the weak groups', whose confidence is capped.
 */
final class BucketRecords {

  private BucketRecords() {}

  static ContentBucket of(
      String name,
      String description,
      double confidence,
      List<VideoSample> members,
      List<String> topTerms,
      String kind) {
    return new ContentBucket(
        name,
        description,
        Stats.clamp(Stats.round(confidence, 3), 0, 1),
        members.size(),
        members.stream().map(VideoRef::of).toList(),
        Stats.median(members.stream().map(VideoSample::viewsOrZero).toList()),
        members.stream().mapToLong(VideoSample::viewsOrZero).sum(),
        topTerms,
        kind);
  }

  /**
   * A named weak group: what it {@code says} it holds, its cohesion as confidence but never above
   * {@link ContentBuckets#WEAK_CAP}, for these are no themes.
   */
  static ContentBucket weak(String name, String says, List<Integer> members, EmbeddedVideos space) {
    double cohesion = space.confidence(members);
    List<VideoSample> memberVideos = space.videosOf(members);
    VideoSample best = Corpus.top(memberVideos, 1).getFirst();
    return of(
        name,
        members.size()
            + (members.size() == 1 ? " video: " : " videos: ")
            + says
            + "; a last resort, as no series nor subject holds them (a weak group, confidence at"
            + " most "
            + ContentBuckets.WEAK_CAP
            + "). Most viewed: \""
            + best.title()
            + "\" ("
            + Stats.count(best.viewsOrZero())
            + " views).",
        Math.min(ContentBuckets.WEAK_CAP, cohesion),
        memberVideos,
        List.of(),
        "weak");
  }
}
