package io.vidlens.analysis;

import static io.vidlens.analysis.AnalysisJobReplayTest.CREATE;
import static io.vidlens.analysis.AnalysisJobReplayTest.waitForResult;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.VidlensApplication;
import io.vidlens.platform.TestClock;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ConstructedWorld;
import io.vidlens.testing.EventsDelivered;
import io.vidlens.testing.FakePlatform;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.support.GenericApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * Issue 24 point 8 end to end: a channel Vidlens has read before. One server analyses a constructed
 * channel and stops; a month later a server on the same data folder, whose platform now shows the
 * channel grown, analyses it again. The first analysis says there is no history yet; the second
 * reports the subscriber and view growth from the counts the first stored to its own read.
 */
@Tag("server")
class GrowthOverStoredHistoryTest {

  static final String KEY = "test-bootstrap-key-0123456789";
  static final String CHANNEL = ConstructedCases.channelId("cwGrow1ngChannel");
  static final Instant FIRST_READ = ConstructedCases.PAGE_TIME;
  static final Instant MONTH_LATER = FIRST_READ.plus(Duration.ofDays(30));

  @TempDir Path dataDir;

  /** The channel as the platform shows it with these counts. */
  static ConstructedWorld channel(long subscribers, long views) {
    return ConstructedWorld.builder(CHANNEL, "Growing Gardens")
        .category("Howto & Style")
        .counts(subscribers, views)
        .videos(
            ConstructedCases.germanVideos().stream().map(GrowthOverStoredHistoryTest::own).toList())
        .build();
  }

  /** The same made-up videos under this channel's own IDs. */
  private static io.vidlens.testing.ConstructedChannel.Video own(
      io.vidlens.testing.ConstructedChannel.Video v) {
    return new io.vidlens.testing.ConstructedChannel.Video(
        "gr" + v.id().substring(2),
        v.title().replace("Minecraft Hardcore Folge", "Garden Diary Episode"),
        v.topic(),
        v.views(),
        v.seconds(),
        v.published(),
        false);
  }

  private ConfigurableApplicationContext server(ConstructedWorld platform, Instant now) {
    TestClock clock = new TestClock(now);
    return new SpringApplicationBuilder(VidlensApplication.class)
        .initializers(
            c ->
                ((GenericApplicationContext) c).registerBean("testClock", Clock.class, () -> clock),
            FakePlatform.answering(platform.exchanges()).asServersTransport())
        .run(
            "--server.port=0",
            "--vidlens.data-dir=" + dataDir,
            "--vidlens.bootstrap-api-key=" + KEY,
            "--vidlens.upstream.replay=" + FakePlatform.REPLAY_MODE,
            "--vidlens.upstream.budget.per-hour=0",
            "--vidlens.upstream.client-version-refresh=0",
            "--vidlens.thumbnails.image-host=http://127.0.0.1:9",
            "--vidlens.analysis.poll-interval=100ms",
            "--vidlens.analysis.stage-backoff=50ms",
            "--logging.structured.format.console=");
  }

  private static JsonNode analyse(ConfigurableApplicationContext server) throws Exception {
    int port = Integer.parseInt(server.getEnvironment().getRequiredProperty("local.server.port"));
    ApiClient client = new ApiClient(port, KEY);
    ApiClient.Answer created = client.get(CREATE + CHANNEL);
    assertThat(created.status()).as(created.text()).isEqualTo(200);
    JsonNode done = waitForResult(client, created.json().get(0).get("job_id").asString());
    assertThat(done.get("status").asString()).as(done.toString()).isEqualTo("completed");
    return done.at("/result/strategic_insights/growth");
  }

  @Test
  void aChannelReadBeforeGetsItsGrowthAndAFirstReadSaysThereIsNoneYet() throws Exception {
    JsonNode first;
    try (var server = server(channel(1_230_000, 48_123_456), FIRST_READ)) {
      first = analyse(server);
      // What this read stored must be on disk before the server stops.
      EventsDelivered.await(server);
    }
    assertThat(first.get("status").asString()).isEqualTo("no history yet");
    assertThat(first.get("summary").asString()).contains("growth is measured");
    assertThat(first.get("subscribers").isNull()).isTrue();

    JsonNode later;
    try (var server = server(channel(1_300_000, 52_000_000), MONTH_LATER)) {
      later = analyse(server);
    }
    assertThat(later.get("status").asString()).as(later.toString()).isEqualTo("measured");
    JsonNode subscribers = later.get("subscribers");
    assertThat(subscribers.get("from_value").asLong()).isEqualTo(1_230_000);
    assertThat(subscribers.get("to_value").asLong()).isEqualTo(1_300_000);
    assertThat(subscribers.get("change").asLong()).isEqualTo(70_000);
    assertThat(subscribers.get("days").asDouble()).isEqualTo(30.0);
    JsonNode views = later.get("views");
    assertThat(views.get("from_value").asLong()).isEqualTo(48_123_456);
    assertThat(views.get("change").asLong()).isEqualTo(52_000_000 - 48_123_456);
    assertThat(later.get("summary").asString())
        .contains("subscribers 1,230,000 → 1,300,000 in 30.0 days");
  }
}
