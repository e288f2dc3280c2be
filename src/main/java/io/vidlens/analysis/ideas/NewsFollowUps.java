package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelStructure;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.analysis.result.ChanceTest;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A news channel's follow-ups on its own stories (issue 37, point 3), which need no niche: a story
 * (a theme its titles share, "Federal Agents") of {@link AdvisedBuckets#MIN_VIDEOS} videos or more
 * that drew above the channel's usual at equal age by more than chance explains ({@link
 * BucketAdvice#test}, the same stratified test as the advice, its false discovery rate controlled
 * over every story looked at) is one its viewers follow; the idea is its next chapter,
 * "&lt;story&gt;: What Happens Next", citing the story's videos with their equal-age ratios and the
 * test. A story that draws by chance, or falls behind, gets none: a newsroom follows what its
 * viewers follow, not what one lucky upload hinted.
 */
final class NewsFollowUps {

  /** The story's videos cited, best at equal age first. */
  static final int CITED = 3;

  private NewsFollowUps() {}

  /**
   * The follow-ups, best story first; {@code taken} holds the lower-case stories already followed
   * up from the niche, which are skipped.
   */
  static List<Topic> of(
      Corpus corpus,
      ChannelStructure structure,
      List<ContentBucket> buckets,
      List<String> branding,
      Set<String> taken) {
    Map<String, Double> ratios = corpus.equalAge().ratios();
    Set<String> promotions = structure.flags().keySet();
    record Drew(ContentBucket story, double ratio, ChanceTest test) {}
    List<Drew> tested = new ArrayList<>();
    int lookedAt = 0;
    for (ContentBucket b : buckets) {
      if (!"topic".equals(b.bucketKind()) || b.videoCount() < AdvisedBuckets.MIN_VIDEOS) {
        continue;
      }
      List<String> ids = b.videos().stream().map(VideoRef::videoId).toList();
      Double ratio = corpus.equalAge().medianRatio(ids);
      lookedAt += ratio == null ? 0 : 1;
      if (ratio == null || ratio < AdvisedBuckets.STANDS_OUT) {
        continue;
      }
      Optional<ChanceTest> test =
          BucketAdvice.test(b.bucketName(), b.bucketKind(), ids, ratio, true, corpus, promotions);
      test.ifPresent(t -> tested.add(new Drew(b, ratio, t)));
    }
    // every story looked at is one more chance for one to draw by luck: the rate is controlled
    List<ChanceTest> controlled =
        BucketAdvice.controlled(tested.stream().map(Drew::test).toList(), lookedAt);
    List<Drew> drew = new ArrayList<>();
    for (int i = 0; i < tested.size(); i++) {
      if (controlled.get(i).advised()) {
        drew.add(new Drew(tested.get(i).story(), tested.get(i).ratio(), controlled.get(i)));
      }
    }
    drew.sort(Comparator.comparingDouble(Drew::ratio).reversed());
    List<Topic> out = new ArrayList<>();
    for (Drew d : drew) {
      String story = d.story().bucketName();
      if (taken.contains(story.toLowerCase(Locale.ROOT))) {
        continue;
      }
      List<VideoRef> best =
          d.story().videos().stream()
              .sorted(
                  Comparator.comparing(
                      (VideoRef v) -> ratios.get(v.videoId()),
                      Comparator.nullsLast(Comparator.reverseOrder())))
              .limit(CITED)
              .toList();
      String title = NewsIdeas.capital(story) + ": What Happens Next";
      out.add(
          new Topic(
              branding.isEmpty() ? title : title + " | " + branding.getFirst(),
              String.format(
                  Locale.ROOT,
                  "A follow-up on the channel's own story '%s': its %d videos drew %s× the"
                      + " channel's usual at equal age (%s), more than chance explains; its best:"
                      + " %s.",
                  story,
                  d.story().videoCount(),
                  Stats.round(d.ratio(), 2),
                  BucketAdvice.says(d.test()),
                  String.join(
                      "; ", best.stream().map(v -> "\"" + v.title().strip() + "\"").toList())),
              best.stream().map(Evidence::of).toList()));
    }
    return out;
  }
}
