package io.vidlens.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;

import com.github.kagkarlsson.scheduler.ScheduledExecution;
import com.github.kagkarlsson.scheduler.SchedulerClient;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.ChannelWatchChanged;
import io.vidlens.catalog.Channels;
import io.vidlens.history.api.VideoSample;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ContentItem;
import io.vidlens.model.Count;
import io.vidlens.model.Listing;
import io.vidlens.model.RelativeTime;
import io.vidlens.model.VideoId;
import io.vidlens.model.VideoItem;
import io.vidlens.testing.MigratedSqlite;
import io.vidlens.testing.MutableClock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;

/**
 * Video trajectories over SQLite with the clock moved forward: a watched channel's uploads are read
 * once for all its videos due, each video sampled on its tier (every 2 h young, daily, weekly,
 * monthly), older pages read only for a due video not yet seen; samples read back through {@code
 * history.api}; an unwatched channel is no longer planned; the retention drops old samples.
 */
class VideoTrajectoriesTest {

  static final Instant T0 = Instant.parse("2026-06-01T12:00:00Z");
  static final ChannelId CHANNEL = new ChannelId("UC" + "0".repeat(21) + "7");

  @TempDir Path dir;
  final MutableClock clock = new MutableClock(T0);
  final Channels channels = mock(Channels.class);
  final List<Listing> pages = new ArrayList<>();
  int pagesRead;
  long views = 100;
  FollowedChannels followed;
  TrajectoryStore store;
  ChannelSampler sampler;
  StoredVideoTrajectories trajectories;
  TrajectoryPlanner planner;
  SchedulerClient client;
  final List<Object> published = new ArrayList<>();

  @BeforeEach
  void setUp() {
    JdbcTemplate jdbc = MigratedSqlite.in(dir);
    followed = new FollowedChannels(jdbc);
    store = new TrajectoryStore(jdbc);
    HistoryProperties.Trajectories properties =
        new HistoryProperties.Trajectories(
            true, Duration.ofMinutes(30), Duration.ofHours(6), 100, 3, Duration.ofDays(365));
    sampler =
        new ChannelSampler(channels, store, followed, new OwnRefreshes(clock), properties, clock);
    trajectories = new StoredVideoTrajectories(store);
    planner = new TrajectoryPlanner(followed, store, properties, clock);
    client =
        SchedulerClient.Builder.create(
                jdbc.getDataSource(),
                new HistoryTasks()
                    .trajectorySample(
                        sampler,
                        new TrajectoryEvents(
                            published::add,
                            new DataSourceTransactionManager(jdbc.getDataSource()),
                            clock)))
            .build();
    doAnswer(
            call -> {
              Predicate<Listing> visitor = call.getArgument(3);
              for (Listing page : pages) {
                pagesRead++;
                if (!visitor.test(page)) {
                  return null;
                }
              }
              return null;
            })
        .when(channels)
        .walk(eq(CHANNEL), eq(ChannelTab.VIDEOS), anyInt(), any());
    new WatchListener(followed).watchChanged(new ChannelWatchChanged(CHANNEL.value(), true, T0));
  }

  /** A listed video published {@code ago} before now, its views growing with each read. */
  VideoItem video(String id, long amount, ChronoUnit unit) {
    views += 10;
    return new VideoItem(
        id,
        "Video " + id,
        views + " views",
        Count.exactly(views),
        amount + " " + unit + " ago",
        new RelativeTime(amount, unit),
        "10:00",
        600L,
        List.of(),
        false,
        false,
        VideoItem.Access.PUBLIC,
        false);
  }

  /** The channel's uploads as listed at the clock's time: three videos on the first page. */
  void listedAt(Duration sinceT0) {
    clock.set(T0.plus(sinceT0));
    long hours = 1 + sinceT0.toHours();
    pages.clear();
    pages.add(
        new Listing(
            List.<ContentItem>of(
                video("young000001", hours, ChronoUnit.HOURS),
                video("month000002", 10 + sinceT0.toDays(), ChronoUnit.DAYS),
                video("years000003", 2, ChronoUnit.YEARS)),
            ""));
  }

  List<Instant> sampleTimes(String video) {
    return trajectories.trajectory(new VideoId(video)).stream().map(VideoSample::at).toList();
  }

  List<ChannelId> due() {
    return followed.due(clock.instant(), Duration.ofHours(6), 100);
  }

  @Test
  void eachVideoIsSampledOnItsTierFromOneReadOfItsChannel() {
    listedAt(Duration.ZERO);
    assertThat(due()).containsExactly(CHANNEL); // never read
    assertThat(sampler.sample(CHANNEL)).isEqualTo(3); // first sight: every video

    listedAt(Duration.ofHours(1));
    assertThat(due()).isEmpty(); // nothing due an hour later

    listedAt(Duration.ofHours(2));
    assertThat(due()).containsExactly(CHANNEL); // the young video's 2 h
    assertThat(sampler.sample(CHANNEL)).isEqualTo(1);

    listedAt(Duration.ofDays(1));
    assertThat(sampler.sample(CHANNEL)).isEqualTo(2); // young (25 h) and the daily one

    listedAt(Duration.ofDays(3));
    assertThat(sampler.sample(CHANNEL)).isEqualTo(2); // both daily now
    listedAt(Duration.ofDays(3).plusHours(2));
    assertThat(sampler.sample(CHANNEL)).isZero(); // the young one left its 2-hour tier

    listedAt(Duration.ofDays(31));
    assertThat(sampler.sample(CHANNEL)).isEqualTo(3); // the two-year-old one's month

    assertThat(sampleTimes("young000001"))
        .containsExactly(
            T0,
            T0.plus(Duration.ofHours(2)),
            T0.plus(Duration.ofDays(1)),
            T0.plus(Duration.ofDays(3)),
            T0.plus(Duration.ofDays(31)));
    assertThat(sampleTimes("years000003")).containsExactly(T0, T0.plus(Duration.ofDays(31)));
    List<VideoSample> young = trajectories.trajectory(new VideoId("young000001"));
    assertThat(young).extracting(VideoSample::views).isSorted().doesNotHaveDuplicates();
    assertThat(young).extracting(VideoSample::likes).containsOnlyNulls(); // the listing shows none
    assertThat(trajectories.published(new VideoId("young000001")))
        .contains(T0.minus(Duration.ofHours(1)).truncatedTo(ChronoUnit.HOURS));
    Map<String, List<VideoSample>> recent =
        trajectories.channelTrajectories(CHANNEL, T0.plus(Duration.ofDays(2)));
    assertThat(recent.keySet())
        .containsExactlyInAnyOrder("young000001", "month000002", "years000003");
    assertThat(recent.get("young000001")).hasSize(2);
  }

  /** The uploads at the clock's time without a young video: one 10 days old, one 2 years old. */
  void olderOnlyAt(Duration sinceT0) {
    clock.set(T0.plus(sinceT0));
    pages.clear();
    pages.add(
        new Listing(
            List.<ContentItem>of(
                video("month000002", 10 + sinceT0.toDays(), ChronoUnit.DAYS),
                video("years000003", 2, ChronoUnit.YEARS)),
            ""));
  }

  @Test
  void olderVideosRideOnTheChannelsDiscoveryReadsRatherThanAskingForReadsOfTheirOwn() {
    olderOnlyAt(Duration.ZERO);
    assertThat(sampler.sample(CHANNEL)).isEqualTo(2); // first sight
    olderOnlyAt(Duration.ofHours(18));
    assertThat(due()).containsExactly(CHANNEL); // the discovery read (every 6 h)
    assertThat(sampler.sample(CHANNEL)).isZero(); // the daily sample is not due before 21.6 h

    // 22 h: the 10-day-old video's daily sample is due, yet the channel was read 4 hours ago and
    // its next discovery read comes within 5.4 hours of that: no read of its own for it
    olderOnlyAt(Duration.ofHours(22));
    assertThat(due()).isEmpty();
    olderOnlyAt(Duration.ofHours(23).plusMinutes(30));
    assertThat(due()).containsExactly(CHANNEL); // the discovery read takes it along
    assertThat(sampler.sample(CHANNEL)).isEqualTo(1);
    assertThat(sampleTimes("month000002"))
        .containsExactly(T0, T0.plus(Duration.ofHours(23).plusMinutes(30)));
  }

  @Test
  void olderPagesAreReadOnlyForADueVideoNotSeenYet() {
    listedAt(Duration.ZERO);
    pages.add(
        new Listing(List.<ContentItem>of(video("older000004", 200, ChronoUnit.DAYS)), "next"));
    sampler.sample(CHANNEL);
    assertThat(pagesRead).isEqualTo(1); // nothing known beyond the first page yet

    store.seen("older000004", CHANNEL.value(), T0.minus(Duration.ofDays(200)));
    listedAt(Duration.ofDays(8));
    pages.add(new Listing(List.<ContentItem>of(video("older000004", 208, ChronoUnit.DAYS)), ""));
    pagesRead = 0;
    sampler.sample(CHANNEL);
    assertThat(pagesRead).isEqualTo(2);
    assertThat(sampleTimes("older000004")).containsExactly(T0.plus(Duration.ofDays(8)));
  }

  @Test
  void thePlanSchedulesOneSampleForAWatchedChannelAndNoneOnceUnwatched() {
    assertThat(planner.planOnce(client).scheduled()).isEqualTo(1);
    assertThat(planner.planOnce(client).scheduled()).isZero(); // one waiting is not added again
    assertThat(client.getScheduledExecutionsForTask("trajectory-sample"))
        .extracting(ScheduledExecution::getTaskInstance)
        .extracting(i -> i.getId())
        .containsExactly(CHANNEL.value());

    new WatchListener(followed)
        .watchChanged(new ChannelWatchChanged(CHANNEL.value(), false, T0.plusSeconds(60)));
    assertThat(due()).isEmpty();
  }

  @Test
  void samplesOlderThanTheRetentionAreDropped() {
    listedAt(Duration.ZERO);
    sampler.sample(CHANNEL);
    listedAt(Duration.ofDays(200));
    sampler.sample(CHANNEL);
    clock.set(T0.plus(Duration.ofDays(400)));

    assertThat(planner.planOnce(client).samplesDropped()).isEqualTo(3);
    assertThat(sampleTimes("young000001")).containsExactly(T0.plus(Duration.ofDays(200)));
  }
}
