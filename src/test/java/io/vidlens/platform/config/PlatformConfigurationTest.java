package io.vidlens.platform.config;

import static io.vidlens.platform.TestPlatform.MAPPER;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.api.ErrorResponses;
import io.vidlens.api.PlatformFailures;
import io.vidlens.model.ChannelId;
import io.vidlens.platform.PlatformClient;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.UpstreamProperties;
import io.vidlens.platform.cache.CacheKind;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.client.InnerTubePlatformClient;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.health.PlatformHealthIndicator;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.resilience.EgressRouter;
import io.vidlens.platform.resilience.Pacing;
import io.vidlens.platform.transport.HttpTransport;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.RecordingTransport;
import io.vidlens.platform.transport.ReplayTransport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.http.HttpStatus;
import org.sqlite.SQLiteDataSource;
import tools.jackson.databind.json.JsonMapper;

/**
 * The beans come from configuration: the mode, the clients, the TTLs; and 503s carry Retry-After.
 */
class PlatformConfigurationTest {

  @TempDir Path dir;

  private ApplicationContextRunner runner() {
    SQLiteDataSource sqlite = new SQLiteDataSource();
    sqlite.setUrl("jdbc:sqlite:" + dir.resolve("test.db"));
    Flyway.configure().dataSource(sqlite).locations("classpath:db/migration").load().migrate();
    return new ApplicationContextRunner()
        .withUserConfiguration(PlatformConfiguration.class)
        .withBean(Clock.class, TestClock::new)
        .withBean(JsonMapper.class, () -> MAPPER)
        .withBean(DataSource.class, () -> sqlite);
  }

  @Test
  void liveIsTheDefaultMode() {
    runner()
        .run(
            context -> {
              assertThat(context).hasNotFailed();
              assertThat(context.getBean(PlatformTransport.class))
                  .isInstanceOf(HttpTransport.class);
              assertThat(context).hasSingleBean(PlatformClient.class);
            });
  }

  @Test
  void recordModeWrapsTheLiveTransport() {
    runner()
        .withPropertyValues("vidlens.upstream.record=" + dir.resolve("rec"))
        .run(
            context -> {
              assertThat(context.getBean(PlatformTransport.class))
                  .isInstanceOf(RecordingTransport.class);
              assertThat(dir.resolve("rec")).isDirectory();
            });
  }

  @Test
  void replayModeIndexesTheFoldersAtStartUp() throws Exception {
    Path one = Files.createDirectories(dir.resolve("one"));
    Path two = Files.createDirectories(dir.resolve("two"));
    Files.writeString(
        two.resolve("00-feed.json"),
        """
        {"request": {"method": "GET", "url": "https://www.youtube.com/feeds/videos.xml?channel_id=UCsXVk37bltHxD1rDPwtNM8Q", "headers": {}, "body": null},
         "response": {"status": 200, "contentType": "text/xml", "body": "<feed/>"},
         "recordedWith": {"languageCode": "en", "countryCode": "GB"}}
        """);

    runner()
        .withPropertyValues("vidlens.upstream.replay=" + one + ", " + two)
        .run(
            context -> {
              assertThat(context.getBean(PlatformTransport.class))
                  .isInstanceOf(ReplayTransport.class);
              assertThat(
                      ((ReplayTransport) context.getBean(PlatformTransport.class)).index().size())
                  .isEqualTo(1);
              assertThat(
                      context
                          .getBean(InnerTubePlatformClient.class)
                          .feed(new ChannelId("UCsXVk37bltHxD1rDPwtNM8Q")))
                  .isEqualTo("<feed/>");
            });
  }

  @Test
  void replayAndRecordTogetherIsAStartUpError() {
    runner()
        .withPropertyValues(
            "vidlens.upstream.replay=" + dir, "vidlens.upstream.record=" + dir.resolve("rec"))
        .run(context -> assertThat(context).hasFailed());
  }

  @Test
  void clientVersionsAndTtlsAreConfiguration() {
    runner()
        .withPropertyValues(
            "vidlens.upstream.clients.web.version=2.20990101.00.00",
            "vidlens.upstream.clients.android.version=22.01.01",
            "vidlens.upstream.cache.ttl.player=5m",
            "vidlens.upstream.language=de",
            "vidlens.upstream.country=DE")
        .run(
            context -> {
              InnerTubeRequests requests = context.getBean(InnerTubeRequests.class);
              assertThat(requests.clients().web().version()).isEqualTo("2.20990101.00.00");
              assertThat(requests.clients().web().name()).isEqualTo("WEB");
              assertThat(requests.clients().android().version()).isEqualTo("22.01.01");
              assertThat(requests.clients().android().userAgent())
                  .contains("com.google.android.youtube");
              var next = requests.next("dQw4w9WgXcQ", null);
              assertThat(next.headers())
                  .containsEntry("X-YouTube-Client-Version", "2.20990101.00.00");
              assertThat(next.body().path("context").path("client").path("hl").stringValue())
                  .isEqualTo("de-DE");
              UpstreamCache cache = context.getBean(UpstreamCache.class);
              assertThat(cache.ttl(CacheKind.PLAYER)).isEqualTo(Duration.ofMinutes(5));
              assertThat(cache.ttl(CacheKind.COMMENTS)).isEqualTo(Duration.ofMinutes(15));
            });
  }

  @Test
  void anUnknownCacheKindIsAStartUpError() {
    runner()
        .withPropertyValues("vidlens.upstream.cache.ttl.plyer=5m")
        .run(context -> assertThat(context).hasFailed());
  }

  @Test
  void upstreamUnavailableIs503WithRetryAfterInTheEnvelope() {
    var entity =
        ErrorResponses.entity(
            PlatformFailures.asApiException(
                new PlatformException.Unavailable(
                    UpstreamFault.THROTTLED, UpstreamFault.THROTTLED.details(), 120)));

    assertThat(entity.getStatusCode()).isEqualTo(HttpStatus.SERVICE_UNAVAILABLE);
    assertThat(entity.getHeaders().getFirst("Retry-After")).isEqualTo("120");
    assertThat(entity.getBody().error().code()).isEqualTo(503);
    assertThat(entity.getBody().error().message()).isEqualTo("Service Unavailable");
    assertThat(entity.getBody().error().retryAfter()).isEqualTo(120L);
    assertThat(
            ErrorResponses.entity(
                    PlatformFailures.asApiException(PlatformException.videoNotFound("x", "gone")))
                .getStatusCode())
        .isEqualTo(HttpStatus.NOT_FOUND);
    assertThat(
            ErrorResponses.entity(
                    PlatformFailures.asApiException(PlatformException.channelNotFound("UC1", null)))
                .getBody()
                .error()
                .message())
        .isEqualTo("Channel not found");
  }

  @Test
  void theHealthComponentIsNamedPlatformAndPacingFollowsTheBudget() {
    runner()
        .withPropertyValues(
            "vidlens.upstream.budget.per-hour=500", "vidlens.upstream.proxies=http://u:p@h1:1,h2:2")
        .run(
            context -> {
              assertThat(context).hasNotFailed();
              assertThat(context.getBean("platformHealthIndicator"))
                  .isInstanceOf(PlatformHealthIndicator.class);
              assertThat(Pacing.configured(context.getBean(UpstreamProperties.class)))
                  .isEqualTo(new Pacing(500, 10, Duration.ofSeconds(5), Duration.ofMillis(250)));
              assertThat(context.getBean(EgressRouter.class).states())
                  .extracting(EgressRouter.IdentityState::id)
                  .containsExactly("h1:1", "h2:2");
            });
  }

  @Test
  void theOldPerMinutePropertyStillPacesAndReplayIsUnpaced() {
    runner()
        .withPropertyValues("vidlens.upstream.max-requests-per-minute=20")
        .run(
            context ->
                assertThat(Pacing.configured(context.getBean(UpstreamProperties.class)).perHour())
                    .isEqualTo(1200));
    runner()
        .withPropertyValues("vidlens.upstream.replay=" + dir)
        .run(
            context ->
                assertThat(Pacing.configured(context.getBean(UpstreamProperties.class)).isPaced())
                    .isFalse());
    runner()
        .withPropertyValues(
            "vidlens.upstream.replay=" + dir, "vidlens.upstream.budget.in-replay=true")
        .run(
            context ->
                assertThat(Pacing.configured(context.getBean(UpstreamProperties.class)).perHour())
                    .isEqualTo(1000));
  }
}
