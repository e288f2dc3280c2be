package io.vidlens;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.SecondWaveShapes;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The shapes of issue 25 (points 5, 6, 7, 9) through the whole service, over HTTP, replaying the
 * exchanges {@link SecondWaveShapes} builds from the documented shapes (no recording needed).
 */
class SecondWaveShapesReplayTest extends ConstructedServerTest {

  Answer get(String path) {
    return api().get(path);
  }

  static JsonNode byId(JsonNode data, String id) {
    for (JsonNode v : data) {
      if (v.get("videoId").asString().equals(id)) {
        return v;
      }
    }
    throw new AssertionError(id + " not in " + data);
  }

  @Test
  void anUpcomingPremiereIsNotLiveAndHasNoViewsWhileTheLiveBadgeStyleIsLive() {
    Answer answer = get("/api/external/channels/videos?channelId=" + SecondWaveShapes.TARGET);
    assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    JsonNode data = answer.json().get("data");
    JsonNode premiere = byId(data, SecondWaveShapes.PREMIERE);
    assertThat(premiere.get("isLive").asBoolean()).isFalse();
    assertThat(premiere.get("viewCount").isNull()).as(premiere.toString()).isTrue();
    assertThat(premiere.get("viewCountText").asString()).isEqualTo("56 waiting");
    assertThat(premiere.get("publishedTimeText").asString())
        .isEqualTo("Premieres 14/12/2026, 13:00");
    JsonNode live = byId(data, SecondWaveShapes.LIVE);
    assertThat(live.get("isLive").asBoolean()).isTrue();
    JsonNode upload = byId(data, SecondWaveShapes.UPLOADS.get(0));
    assertThat(upload.get("isLive").asBoolean()).isFalse();
    assertThat(upload.get("viewCount").asLong()).isEqualTo(1_545_374L);
  }

  @Test
  void aTabContinuesThroughATokenInsideACommandExecutor() {
    Answer first = get("/api/external/channels/videos?channelId=" + SecondWaveShapes.TARGET);
    assertThat(first.status()).as(first.text()).isEqualTo(200);
    String token = first.json().get("continuation").asString();
    assertThat(token).isNotEmpty();
    Answer second =
        get(
            "/api/external/channels/videos?channelId="
                + SecondWaveShapes.TARGET
                + "&token="
                + java.net.URLEncoder.encode(token, java.nio.charset.StandardCharsets.UTF_8));
    assertThat(second.status()).as(second.text()).isEqualTo(200);
    List<String> ids = new ArrayList<>();
    second.json().get("data").forEach(v -> ids.add(v.get("videoId").asString()));
    assertThat(ids).containsExactly(SecondWaveShapes.OLDER);
    assertThat(second.json().get("continuation").asString()).isEmpty();
  }

  @Test
  void theCommentSectionContinuesThroughATokenInsideACommandExecutor() {
    Answer answer = get("/api/external/videos/comments?videoId=" + SecondWaveShapes.VIDEO);
    assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    assertThat(answer.json().get("data")).hasSize(2);
  }

  /**
   * Replay keeps the recording's clock: the page was made on 2026-01-26 (its entity batch's
   * timestamp), so "3 months ago" is October 2025 and "2 days ago" 24 January 2026, whatever day
   * the test runs.
   */
  @Test
  void replayedCommentDatesCountBackFromWhenThePageWasRecorded() {
    Answer answer = get("/api/external/videos/comments?videoId=" + SecondWaveShapes.VIDEO);
    assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    JsonNode data = answer.json().get("data");
    assertThat(data.get(0).get("publishedTimeText").asString()).isEqualTo("3 months ago");
    assertThat(data.get(0).get("publishedAt").asString()).isEqualTo("2025-10-01T00:00:00Z");
    assertThat(data.get(1).get("publishedTimeText").asString()).isEqualTo("2 days ago");
    assertThat(data.get(1).get("publishDate").asString()).isEqualTo("2026-01-24T00:00:00Z");
  }

  @Test
  void aRedirectedChannelIsAnsweredForItsTargetAfterThreeHops() {
    Answer about = get("/api/external/channels/about?channelId=" + SecondWaveShapes.REDIRECTED);
    assertThat(about.status()).as(about.text()).isEqualTo(200);
    assertThat(about.json().get("channelId").asString()).isEqualTo(SecondWaveShapes.TARGET);
    assertThat(about.json().get("title").asString()).isEqualTo(SecondWaveShapes.TITLE);

    Answer videos = get("/api/external/channels/videos?channelId=" + SecondWaveShapes.REDIRECTED);
    assertThat(videos.status()).as(videos.text()).isEqualTo(200);
    assertThat(byId(videos.json().get("data"), SecondWaveShapes.UPLOADS.get(1))).isNotNull();
  }

  @Test
  void aRedirectLoopAndAFourthHopAre503() {
    for (String channel : List.of(SecondWaveShapes.LOOP_A, SecondWaveShapes.FAR)) {
      Answer about = get("/api/external/channels/about?channelId=" + channel);
      assertThat(about.status()).as(about.text()).isEqualTo(503);
      assertThat(about.text()).contains("redirect");
    }
  }
}
