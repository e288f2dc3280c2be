package io.vidlens.channel;

import static io.vidlens.channel.Pages.ID;
import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.catalog.ChannelAsked;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.CountsRead;
import io.vidlens.catalog.ReadEvents;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.ReadingsRecorder;
import io.vidlens.catalog.TrackedChannels;
import io.vidlens.catalog.internal.Playlists;
import io.vidlens.catalog.internal.UnknownItems;
import io.vidlens.model.ChannelId;
import io.vidlens.model.CountReading;
import io.vidlens.model.CountReading.Metric;
import io.vidlens.model.CountReading.Subject;
import io.vidlens.platform.BrowseTab;
import io.vidlens.platform.ChannelReads;
import io.vidlens.platform.client.InnerTubeChannelReads;
import io.vidlens.testing.FakePlatform;
import io.vidlens.testing.MigratedSqlite;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The read layer tells the counts it reads (hand-written channel pages), and the history's writes
 * store them (here at once, in place of the listener): dated by when the platform answered, so the
 * same held answer read again is no new reading, and a reading without a known answer time is none
 * at all.
 */
class ChannelReadingsTest {

  static final ChannelId CHANNEL = new ChannelId(ID);
  static final Instant T0 = Instant.parse("2026-06-01T10:15:00Z");

  @TempDir Path dir;
  final FakePlatform platform = new FakePlatform();
  CountHistory history;
  TrackedChannels tracked;
  Channels channels;

  @BeforeEach
  void setUp() {
    JdbcTemplate jdbc = MigratedSqlite.in(dir);
    history = new CountHistory(jdbc);
    tracked = new TrackedChannels(jdbc, Clock.fixed(T0, ZoneOffset.UTC));
    UnknownItems unknown = new UnknownItems(new SimpleMeterRegistry());
    ReadPolicy policy = new ReadPolicy(10);
    channels =
        new Channels(
            platform.reads(),
            new Playlists(platform.reads(), policy, unknown),
            policy,
            unknown,
            stored());
    platform
        .browse(
            ID,
            ChannelTab.VIDEOS.browseTab().params(),
            Pages.videosTab(
                List.of(
                    Pages.video("aaaaaaaaaaa", "1,500 views", "10:00"),
                    Pages.video("bbbbbbbbbbb", "2.5K views", "4:00"),
                    Pages.liveVideo("ccccccccccc"))))
        .continuation("ABOUT", ChannelAboutServiceTest.panel(ID));
  }

  /** What the history's listener does with the read layer's events, done on the reading thread. */
  ReadingsRecorder stored() {
    return new ReadingsRecorder(
        ReadEvents.direct(
            event -> {
              switch (event) {
                case CountsRead counts -> history.store(counts.readings());
                case ChannelAsked asked ->
                    tracked.noteAsked(new ChannelId(asked.channelId()), asked.at());
                default -> {}
              }
            }),
        Clock.fixed(T0, ZoneOffset.UTC));
  }

  @Test
  void aChannelReadStoresItsCountsAndItsListedVideosViewsAtTheAnswersTime() {
    platform.answeredAt(T0);
    channels.snapshot(CHANNEL);
    channels.newestPage(CHANNEL, ChannelTab.VIDEOS);

    List<CountReading> readings = history.readings(CHANNEL);
    assertThat(readings)
        .extracting(
            CountReading::subject,
            CountReading::subjectId,
            CountReading::metric,
            CountReading::value)
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple(
                Subject.CHANNEL, ID, Metric.SUBSCRIBERS, 1_200_000L),
            org.assertj.core.groups.Tuple.tuple(Subject.CHANNEL, ID, Metric.VIDEOS, 1234L),
            org.assertj.core.groups.Tuple.tuple(Subject.CHANNEL, ID, Metric.VIEWS, 123_456_789L),
            org.assertj.core.groups.Tuple.tuple(Subject.LONG, "aaaaaaaaaaa", Metric.VIEWS, 1500L),
            org.assertj.core.groups.Tuple.tuple(Subject.LONG, "bbbbbbbbbbb", Metric.VIEWS, 2500L));
    assertThat(readings).allSatisfy(r -> assertThat(r.readAt()).isEqualTo(T0));
    // the live stream's count is of viewers: not a reading of views
    assertThat(readings).noneMatch(r -> r.subjectId().equals("ccccccccccc"));
    assertThat(tracked.lastAsked(CHANNEL)).contains(T0);
  }

  @Test
  void theSameHeldAnswerReadAgainIsNoNewReading() {
    platform.answeredAt(T0);
    channels.snapshot(CHANNEL);
    int first = history.readings(CHANNEL).size();
    channels.snapshot(CHANNEL); // a cache hit: the answer keeps its time
    channels.snapshot(CHANNEL);
    assertThat(history.readings(CHANNEL)).hasSize(first);
  }

  @Test
  void aFreshAnswerWithinTheSameHourAddsNothingAnotherHourAddsReadings() {
    platform.answeredAt(T0);
    channels.snapshot(CHANNEL);
    int first = history.readings(CHANNEL).size();
    platform.answeredAt(T0.plus(Duration.ofMinutes(20))); // 10:35, same hour
    channels.snapshot(CHANNEL);
    assertThat(history.readings(CHANNEL)).hasSize(first);
    platform.answeredAt(T0.plus(Duration.ofHours(2)));
    channels.snapshot(CHANNEL);
    assertThat(history.readings(CHANNEL)).hasSize(first * 2);
  }

  @Test
  void anAnswerWhoseTimeIsNotKnownIsNotRecordedAndTheReadStillAnswers() {
    // A client that cannot say when its answers were given (an entry gone from its memory).
    ChannelReads timeless =
        new InnerTubeChannelReads(platform.channelClient()) {
          @Override
          public Optional<Instant> answeredAt(ChannelId channelId, BrowseTab tab) {
            return Optional.empty();
          }

          @Override
          public Optional<Instant> continuationAnsweredAt(String token) {
            return Optional.empty();
          }
        };
    UnknownItems unknown = new UnknownItems(new SimpleMeterRegistry());
    ReadPolicy policy = new ReadPolicy(10);
    channels =
        new Channels(timeless, new Playlists(timeless, policy, unknown), policy, unknown, stored());
    assertThat(channels.snapshot(CHANNEL).panel()).isPresent();
    assertThat(history.readings(CHANNEL)).isEmpty();
  }

  @Test
  void eventsThatCannotBePublishedNeverFailTheRead() {
    UnknownItems unknown = new UnknownItems(new SimpleMeterRegistry());
    ReadPolicy policy = new ReadPolicy(10);
    Channels failing =
        new Channels(
            platform.reads(),
            new Playlists(platform.reads(), policy, unknown),
            policy,
            unknown,
            new ReadingsRecorder(
                ReadEvents.direct(
                    event -> {
                      throw new IllegalStateException("no event publication table");
                    }),
                Clock.systemUTC()));
    platform.answeredAt(T0);
    assertThat(failing.snapshot(CHANNEL).panel()).isPresent();
    assertThat(failing.newestPage(CHANNEL, ChannelTab.VIDEOS).items()).hasSize(3);
  }
}
