package io.vidlens.analysis.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.Videos;
import io.vidlens.catalog.internal.UnknownItems;
import io.vidlens.model.Count;
import io.vidlens.model.RelativeTime;
import io.vidlens.model.VideoDetails;
import io.vidlens.model.VideoId;
import io.vidlens.model.VideoItem;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.transport.RecordingFormat;
import io.vidlens.platform.transport.ReplayTransport;
import io.vidlens.testing.Recordings;
import io.vidlens.testing.RequiresRecordings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The channel stage reads a video's details from the WEB player's microformat alone (one request)
 * where it read the mobile player and the microformat merged (two). On every recorded video with
 * both answers, the samples it builds are the same: title, description, views, category and exact
 * date; the length too whenever the channel's list shows one (the list's length is used first).
 * Where the list shows none, the microformat's length may be a second longer than the mobile
 * player's, and a stream live now has none (the mobile player said 0).
 */
@ExtendWith(RequiresRecordings.class)
class ChannelStageDetailsSourceTest {

  private static final Instant NOW = Instant.parse("2026-06-10T12:00:00Z");

  private static Videos videos;
  private static List<String> recordedVideos;

  @BeforeAll
  static void replay() throws IOException {
    Path root = Recordings.require();
    RecordingFormat format = new RecordingFormat(TestPlatform.MAPPER);
    videos =
        new Videos(
            TestPlatform.client(ReplayTransport.over(List.of(root), format), new TestClock()),
            new ReadPolicy(10),
            new UnknownItems(new SimpleMeterRegistry()));
    try (Stream<Path> files = Files.walk(root)) {
      recordedVideos =
          files
              .filter(f -> f.getFileName().toString().endsWith("-reel_item_watch.json"))
              .map(f -> format.read(f).orElseThrow().request().body())
              .map(
                  b ->
                      b.path("playerRequest")
                          .path("videoId")
                          .asString(b.path("videoId").asString("")))
              .filter(VideoId::isValid)
              .distinct()
              .sorted()
              .toList();
    }
  }

  @Test
  void theMicroformatAloneGivesTheSameSamplesAsBothPlayerAnswers() {
    int compared = 0;
    for (String id : recordedVideos) {
      VideoDetails both;
      try {
        both = videos.video(new VideoId(id)).details();
      } catch (RuntimeException notPlayableOrNotRecorded) {
        continue;
      }
      var web = videos.microformatDetails(new VideoId(id));
      if (web.isEmpty()) {
        continue; // no WEB answer recorded for this video
      }
      VideoDetails one = web.get();
      compared++;

      // What the channel's list shows (title, views, length) is used first; the details fill in.
      VideoItem listed =
          new VideoItem(
              id,
              "Listed",
              "1 view",
              Count.exactly(1),
              "3 weeks ago",
              new RelativeTime(3, ChronoUnit.WEEKS),
              "1:00",
              60L,
              List.of(),
              false,
              false,
              VideoItem.Access.PUBLIC,
              false);
      assertThat(ChannelStage.sample(listed, one, NOW))
          .as(id)
          .isEqualTo(ChannelStage.sample(listed, both, NOW));

      // A list that shows nothing: every figure comes from the details.
      VideoItem bare =
          new VideoItem(
              id,
              "",
              "",
              null,
              "",
              null,
              "",
              null,
              List.of(),
              false,
              false,
              VideoItem.Access.PUBLIC,
              false);
      VideoSample fromOne = ChannelStage.sample(bare, one, NOW);
      VideoSample fromBoth = ChannelStage.sample(bare, both, NOW);
      assertThat(fromOne)
          .as(id)
          .usingRecursiveComparison()
          .ignoringFields("durationSeconds")
          .isEqualTo(fromBoth);
      assertThat(fromOne.description()).as(id).isNotBlank();
      assertThat(fromOne.category()).as(id).isNotBlank();
      assertThat(fromOne.exactTime()).as(id).isTrue();
      if (fromBoth.durationSeconds() == null || fromBoth.durationSeconds() == 0) {
        // A stream live now: the mobile player's placeholder 0 was no length; now "not known".
        assertThat(fromOne.durationSeconds()).as(id).isNull();
      } else {
        assertThat(fromOne.durationSeconds())
            .as(id)
            .isCloseTo(fromBoth.durationSeconds(), within());
      }
    }
    assertThat(compared).as("recorded videos with both player answers").isGreaterThanOrEqualTo(5);
  }

  private static org.assertj.core.data.Offset<Long> within() {
    return org.assertj.core.data.Offset.offset(1L);
  }
}
