package io.vidlens.analysis.niche;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.SampleFrame;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.ideas.ContentBuckets;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.embeddings.MiniLmTextEmbedder;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A news channel files its videos by story: the regional world's report and update of one event
 * share a name ("Dock Street", "Housing protest", "Ferry", "Route"), which is its bucket; its
 * "UPDATE:" is how it follows a story, no series, and no bucket is a date band.
 */
class NewsStoriesTest {

  @Test
  void aNewsChannelsBucketsAreItsStoriesWithTheirUpdates() {
    List<VideoSample> videos = NewsWorld.own(new WorldKit(3003, Duration.ofDays(1)));
    Corpus corpus =
        Corpus.of(
            NewsWorld.world().facts(),
            videos,
            new SampleFrame(WorldKit.NOW, List.of(), null, null));
    ContentStrategy strategy = new ContentBuckets(new MiniLmTextEmbedder()).compute(corpus);

    assertThat(strategy.series()).noneMatch(s -> s.name().equalsIgnoreCase("UPDATE"));
    assertThat(strategy.contentBuckets())
        .extracting(ContentBucket::bucketName)
        .noneMatch(n -> n.contains("before") || n.contains("since") || n.contains("UPDATE"));
    assertThat(titles(strategy, "Dock Street"))
        .containsExactlyInAnyOrder(
            "UPDATE: Dock Street warehouse fire now under control" + NewsWorld.BRAND,
            "Dock Street fire: residents told to keep windows shut" + NewsWorld.BRAND,
            "Warehouse fire breaks out on Dock Street" + NewsWorld.BRAND);
    assertThat(titles(strategy, "Housing protest")).hasSize(3);
    assertThat(titles(strategy, "Ferry"))
        .containsExactlyInAnyOrder(
            "UPDATE: Ferry service suspended as strike talks stall" + NewsWorld.BRAND,
            "Ferry workers walk out over pay" + NewsWorld.BRAND);
    assertThat(titles(strategy, "Route 9"))
        .containsExactlyInAnyOrder(
            "Two hurt in crash on Route 9 near Millbrook" + NewsWorld.BRAND,
            "UPDATE: Route 9 reopens after morning crash" + NewsWorld.BRAND);
  }

  private static List<String> titles(ContentStrategy strategy, String story) {
    return strategy.contentBuckets().stream()
        .filter(b -> b.bucketName().equalsIgnoreCase(story))
        .flatMap(b -> b.videos().stream())
        .map(VideoRef::title)
        .toList();
  }
}
