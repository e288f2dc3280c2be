package io.vidlens.channel;

import static io.vidlens.channel.Pages.ID;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.api.PageTokens;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.ReadEvents;
import io.vidlens.model.ChannelId;
import io.vidlens.platform.TestClock;
import io.vidlens.testing.FakePlatform;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Get Outliers: walking the Videos tab until enough videos with views are collected. */
class ChannelOutliersServiceTest {

  static final ChannelId CHANNEL = new ChannelId(ID);

  final FakePlatform platform = new FakePlatform();
  final ChannelOutliersService service =
      new ChannelOutliersService(
          platform.channels(),
          new ChannelListings(
              platform.channels(),
              new PageTokens(
                  "s".getBytes(StandardCharsets.UTF_8), Duration.ofHours(1), new TestClock()),
              ReadEvents.direct(event -> {})));

  void twoPages() {
    List<String> first = new ArrayList<>();
    first.add(Pages.liveVideo("livenow0001"));
    first.add(Pages.video("fresh000001", "90,000 views", "1:00", "5 hours ago"));
    first.add(Pages.video("big00000001", "10,000 views", "10:00", "3 days ago"));
    first.add(Pages.video("vid00000001", "100 views", "1:00", "1 week ago"));
    first.add(Pages.video("vid00000002", "200 views", "1:00", "2 weeks ago"));
    first.add(Pages.video("vid00000003", "300 views", "1:00", "3 weeks ago"));
    first.add(Pages.more("PAGE2"));
    platform
        .browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.videosTab(first))
        .continuation(
            "PAGE2",
            Pages.appended(
                List.of(
                    Pages.video("hidden00001", "", "5:00"),
                    Pages.video("last0000001", "400 views", "1:00", "1 month ago"))));
  }

  @Test
  void oneMoreVideoThanTheFirstPageHoldsWalksToTheSecond() {
    twoPages();
    OutliersAnswer answer = service.outliers(CHANNEL, 6, 2);
    OutliersAnswer.Stats stats = answer.stats();
    assertThat(stats.maxVideos()).isEqualTo(6);
    assertThat(stats.videosAnalyzed()).isEqualTo(5); // the 5-hour-old video is not scored
    assertThat(stats.videosTooRecent()).isEqualTo(1);
    assertThat(stats.videosWithoutViews()).isEqualTo(2); // the live stream and the hidden count
    assertThat(stats.averageViews()).isEqualTo(2200.0); // (10000 + 100 + 200 + 300 + 400) / 5
    assertThat(stats.medianViews()).isEqualTo(300.0);
    assertThat(stats.threshold()).isEqualTo(2.0);
    assertThat(stats.thresholdViews()).isEqualTo(600.0);
    assertThat(stats.method()).isEqualTo("views over the median of videos of similar age");
    // Days 1, weeks 3, months 1: every group too small alone; 2–6 days with 1–4 weeks has 4,
    // still too few, so all 5; 1–4 weeks has 5 with both neighbours.
    assertThat(stats.ageGroups())
        .extracting(OutliersAnswer.AgeGroupStats::ageGroup)
        .containsExactly("2–6 days", "1–4 weeks", "1–2 months");
    assertThat(stats.ageGroups())
        .extracting(OutliersAnswer.AgeGroupStats::baselineBasis)
        .containsExactly("allVideos", "neighbouringAgeGroups", "allVideos");
    assertThat(stats.ageGroups()).allSatisfy(g -> assertThat(g.baselineViews()).isEqualTo(300.0));
    assertThat(stats.outlierCount()).isEqualTo(1);
    assertThat(answer.msg()).isEqualTo("success");
    OutliersAnswer.Entry big = answer.data().getFirst();
    assertThat(big.videoId()).isEqualTo("big00000001");
    assertThat(big.viewCount()).isEqualTo(10_000L);
    assertThat(big.viewCountText()).isEqualTo("10,000 views");
    assertThat(big.lengthSeconds()).isEqualTo(600L);
    assertThat(big.outlierScore()).isEqualTo(10_000 / 300.0);
    assertThat(big.ageGroup()).isEqualTo("2–6 days");
    assertThat(big.baselineViews()).isEqualTo(300.0);
    assertThat(platform.asked()).hasSize(2);
  }

  @Test
  void enoughVideosOnTheFirstPageAskNothingMore() {
    twoPages();
    OutliersAnswer answer = service.outliers(CHANNEL, 3, 1.5);
    assertThat(answer.stats().videosAnalyzed()).isEqualTo(2); // 10000 and 100, the fresh one out
    assertThat(answer.stats().averageViews()).isEqualTo(5050.0);
    assertThat(answer.data())
        .extracting(OutliersAnswer.Entry::videoId)
        .containsExactly("big00000001"); // 10000 / median 5050 ≥ 1.5
    assertThat(platform.asked()).hasSize(1);
  }

  @Test
  void aChannelWithFewerVideosIsAnalysedWhole() {
    twoPages();
    OutliersAnswer answer = service.outliers(CHANNEL, 100, 2);
    assertThat(answer.stats().videosAnalyzed()).isEqualTo(5);
    assertThat(answer.stats().videosTooRecent()).isEqualTo(1);
    assertThat(answer.stats().maxVideos()).isEqualTo(100);
  }

  @Test
  void aChannelWithoutVideosHasNoStatistics() {
    platform.browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.videosTab(List.of()));
    OutliersAnswer answer = service.outliers(CHANNEL, 30, 2);
    assertThat(answer.data()).isEmpty();
    assertThat(answer.stats().videosAnalyzed()).isZero();
    assertThat(answer.stats().averageViews()).isNull();
    assertThat(answer.stats().outlierCount()).isZero();
  }
}
