package io.vidlens.platform.client;

import static io.vidlens.platform.TestPlatform.MAPPER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.model.ChannelId;
import io.vidlens.model.VideoId;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.transport.NextAnswersAsRead;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.platform.transport.RecordingFormat;
import io.vidlens.testing.ConstructedAnswers;
import io.vidlens.testing.FakePlatform;
import io.vidlens.testing.Recordings;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The request builders and the replay matcher agree: the client, replaying the shared recordings,
 * gets back exactly the recorded answers for a video, its comments, a channel and a channel's
 * Videos tab over two pages, and typed 404s for the recorded missing things.
 */
class PlatformClientReplayTest {

  private static final RecordingFormat FORMAT = new RecordingFormat(MAPPER);
  private static Path root;
  private static PlatformTransport replay;
  private static InnerTubePlatformClient client;

  @BeforeAll
  static void indexRecordings() {
    root = Recordings.require();
    replay = FakePlatform.answeringBeforeRecordings(ConstructedAnswers.exchanges());
    client = TestPlatform.client(replay, new TestClock());
  }

  private static RecordedExchange recording(String file) {
    return FORMAT.read(root.resolve(file)).orElseThrow();
  }

  /**
   * A recorded {@code next} answer (watch or comment page) as the client reads it: without the
   * parts no reader uses ({@code WatchPageFilterTest} holds the rest equal).
   */
  private static JsonNode readAsWatchPage(String file) {
    return NextAnswersAsRead.of(recordedAnswer(file));
  }

  private static JsonNode recordedAnswer(String file) {
    return MAPPER.readTree(recording(file).response().body());
  }

  private static String recordedContinuation(String file) {
    return recording(file).request().body().path("continuation").stringValue();
  }

  @Test
  void readsAVideoFromTheMobileAndWebPlayerAndTheWatchPage() {
    String videoId = "M4gD1WSo5mA";

    assertThat(client.playerTree(new VideoId(videoId)))
        .isEqualTo(
            recordedAnswer("streamdefault/cclicensed/01-reel_item_watch.json")
                .path("playerResponse"));
    assertThat(client.microformatTree(new VideoId(videoId)))
        .isEqualTo(recordedAnswer("streamdefault/cclicensed/07-player.json"));
    assertThat(client.nextTree(new VideoId(videoId)))
        .isEqualTo(readAsWatchPage("streamdefault/cclicensed/08-next.json"));
  }

  @Test
  void theVisionOsClientReadsTheRecordedPlayerAnswer() {
    InnerTubePlatformClient visionOnly =
        TestPlatform.client(replay, new TestClock(), List.of(PlayerClient.VISIONOS));

    JsonNode player = visionOnly.playerTree(new VideoId("M4gD1WSo5mA"));

    assertThat(player).isEqualTo(recordedAnswer("streamdefault/cclicensed/03-player.json"));
    assertThat(player.path("captions").isObject()).isTrue();
  }

  @Test
  void readsCommentsOverTwoPages() {
    String firstToken = recordedContinuation("comments/replies/03-next.json");
    String secondToken = recordedContinuation("comments/replies/04-next.json");

    JsonNode watchPage = client.nextTree(new VideoId("xaQJbozY_Is"));
    JsonNode page1 = client.nextContinuationTree(firstToken);
    JsonNode page2 = client.nextContinuationTree(secondToken);

    assertThat(watchPage).isEqualTo(readAsWatchPage("comments/replies/02-next.json"));
    assertThat(page1).isEqualTo(readAsWatchPage("comments/replies/03-next.json"));
    assertThat(page2).isEqualTo(readAsWatchPage("comments/replies/04-next.json"));
    // Each token was handed out by the page before it.
    assertThat(watchPage.toString()).contains(firstToken);
    assertThat(page1.toString()).contains(secondToken);
  }

  @Test
  void readsAChannelPage() {
    JsonNode page = client.browse("UCsXVk37bltHxD1rDPwtNM8Q", "EgZ2aWRlb3PyBgQKAjoA");

    assertThat(page).isEqualTo(recordedAnswer("channel/kurzgesagt/02-browse.json"));
  }

  @Test
  void resolvesALegacyUrlAndReadsTheVideosTabOverTwoPages() {
    JsonNode resolved = client.resolveUrl("https://www.youtube.com/user/creativecommons");
    JsonNode tab = client.browse("UCTwECeGqMZee77BjdoYtI2Q", "EgZ2aWRlb3PyBgQKAjoA");
    String token = recordedContinuation("channeltab/videos/04-browse.json");
    JsonNode page2 = client.browseContinuation(token);

    assertThat(resolved).isEqualTo(recordedAnswer("channeltab/videos/02-resolve_url.json"));
    assertThat(resolved.toString()).contains("UCTwECeGqMZee77BjdoYtI2Q");
    assertThat(tab).isEqualTo(recordedAnswer("channeltab/videos/03-browse.json"));
    assertThat(tab.toString()).contains(token);
    assertThat(page2).isEqualTo(recordedAnswer("channeltab/videos/04-browse.json"));
  }

  @Test
  void readsCaptionFilesInTheAskedFormat() {
    RecordedExchange json3 = recording("constructed/timedtext/cV5TjZCJkuA-en-json3.json");
    String baseUrl = json3.request().url().toString().replace("&fmt=json3", "");

    assertThat(client.captionFileText(baseUrl, "json3")).isEqualTo(json3.response().body());
    assertThat(client.captionFileText(baseUrl, "srv3"))
        .isEqualTo(recording("constructed/timedtext/cV5TjZCJkuA-en-srv3.json").response().body());
  }

  @Test
  void readsAChannelFeed() {
    // The one recorded feed by channel_id is the missing channel's: 404.
    assertThatThrownBy(() -> client.feed(new ChannelId("UCTGjY2I-ZUGnwVoWAGRd7XQ")))
        .isInstanceOf(PlatformException.NotFound.class)
        .hasMessage("Channel not found");
  }

  @Test
  void unknownAndPrivateVideosAreNotFound() {
    assertThatThrownBy(() -> client.playerTree(new VideoId("don-t-exist")))
        .isInstanceOf(PlatformException.NotFound.class)
        .hasMessage("Video not found");
    assertThatThrownBy(() -> client.playerTree(new VideoId("INVALID_ID_")))
        .isInstanceOf(PlatformException.NotFound.class);
    assertThatThrownBy(() -> client.playerTree(new VideoId("8VajtrESJzA")))
        .isInstanceOf(PlatformException.NotFound.class)
        .satisfies(e -> assertThat(((PlatformException) e).details()).contains("private"));
  }

  @Test
  void missingAndTerminatedChannelsAreNotFound() {
    assertThatThrownBy(() -> client.browse("UCAUc4iz6edWerIjlnL8OSSw", "EgZ2aWRlb3PyBgQKAjoA"))
        .isInstanceOf(PlatformException.NotFound.class)
        .satisfies(
            e ->
                assertThat(((PlatformException) e).details())
                    .contains("This channel does not exist."));
    assertThatThrownBy(() -> client.browse("UCoaO4U_p7G7AwalqSbGCZOA", "EgZ2aWRlb3PyBgQKAjoA"))
        .isInstanceOf(PlatformException.NotFound.class);
    assertThatThrownBy(
            () ->
                client.resolveUrl(
                    "https://www.youtube.com/@nonExistingHandleThatWillNeverExist15464"))
        .isInstanceOf(PlatformException.NotFound.class);
    // HTTP 400 is the platform refusing the request, not saying the channel is gone (the API
    // refuses such IDs before they get here): upstream trouble.
    assertThatThrownBy(() -> client.browse("DOESNT-EXIST", "EgZ2aWRlb3PyBgQKAjoA"))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> assertThat(e.retryAfterSeconds()).isPositive());
  }

  @Test
  void anUnrecordedRequestIsATypedUpstreamError() {
    assertThatThrownBy(() -> client.browse("UCnotRecordedAnywhere0000", null))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> {
              assertThat(e.fault()).isEqualTo(UpstreamFault.NO_RECORDING);
              assertThat(e.getMessage()).isEqualTo("Service Unavailable");
              assertThat(e.details()).contains("browseId=UCnotRecordedAnywhere0000");
            });
  }
}
