package io.vidlens.platform.transport;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.request.InnerTubeClient;
import io.vidlens.platform.request.UpstreamEndpoints;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ExchangeKeyTest {

  @Test
  void playerRequestsMatchOnVideoIdAndClientButNotOnHostCpnOrVisitor() {
    var built = TestPlatform.requests(UpstreamEndpoints.PLATFORM);
    var local =
        TestPlatform.requests(
            new UpstreamEndpoints(
                URI.create("http://127.0.0.1:1"), URI.create("http://127.0.0.1:2")));

    ExchangeKey a = ExchangeKey.of(built.reelItemWatchPlayer("M4gD1WSo5mA", "v1"));
    ExchangeKey b = ExchangeKey.of(local.reelItemWatchPlayer("M4gD1WSo5mA", null));

    assertThat(a).isEqualTo(b);
    assertThat(a.path()).isEqualTo("/youtubei/v1/reel/reel_item_watch");
    assertThat(a.fields())
        .containsExactlyInAnyOrderEntriesOf(
            Map.of("videoId", "M4gD1WSo5mA", "clientName", "ANDROID", "hl", "en"));
    assertThat(ExchangeKey.of(built.mobilePlayer("M4gD1WSo5mA", null)))
        .isNotEqualTo(ExchangeKey.of(built.webPlayerMicroformat("M4gD1WSo5mA", null)));
  }

  @Test
  void browseMatchesOnIdParamsAndContinuation() {
    var built = TestPlatform.requests(UpstreamEndpoints.PLATFORM);

    assertThat(ExchangeKey.of(built.browse("UC1", "EgZ2aWRlb3M", null)).fields())
        .containsEntry("browseId", "UC1")
        .containsEntry("params", "EgZ2aWRlb3M");
    assertThat(ExchangeKey.of(built.browse("UC1", null, null)))
        .isNotEqualTo(ExchangeKey.of(built.browse("UC1", "EgZ2aWRlb3M", null)));
    assertThat(ExchangeKey.of(built.browseContinuation("tok", null)).fields())
        .containsEntry("continuation", "tok");
    assertThat(ExchangeKey.of(built.resolveUrl("https://www.youtube.com/@x", null)).fields())
        .containsEntry("url", "https://www.youtube.com/@x");
  }

  @Test
  void getsMatchOnTheCaptionAndFeedQueryOnly() {
    UpstreamRequest one =
        UpstreamRequest.get(
            URI.create(
                "https://www.youtube.com/api/timedtext?v=abc&ei=1&expire=111&signature=S1&kind=asr&lang=en&fmt=json3"),
            Map.of());
    UpstreamRequest other =
        UpstreamRequest.get(
            URI.create(
                "http://127.0.0.1:9/api/timedtext?v=abc&ei=2&expire=222&signature=S2&kind=asr&lang=en&fmt=json3"),
            Map.of());

    assertThat(ExchangeKey.of(one)).isEqualTo(ExchangeKey.of(other));
    assertThat(ExchangeKey.of(one).fields()).containsOnlyKeys("v", "kind", "lang", "fmt");
    assertThat(
            ExchangeKey.of(
                UpstreamRequest.get(
                    URI.create("https://www.youtube.com/feeds/videos.xml?channel_id=UC1"),
                    Map.of())))
        .isNotEqualTo(
            ExchangeKey.of(
                UpstreamRequest.get(
                    URI.create("https://www.youtube.com/feeds/videos.xml?channel_id=UC2"),
                    Map.of())));
  }

  @Test
  void endpointNamesFollowTheRecordingFiles() {
    var built = TestPlatform.requests(UpstreamEndpoints.PLATFORM);

    assertThat(built.reelItemWatchPlayer("M4gD1WSo5mA", null).endpoint())
        .isEqualTo("reel_item_watch");
    assertThat(built.resolveUrl("https://www.youtube.com/@x", null).endpoint())
        .isEqualTo("resolve_url");
    assertThat(built.visitorId(InnerTubeClient.WEB).endpoint()).isEqualTo("visitor_id");
    assertThat(built.feed("UC1").endpoint()).isEqualTo("feed");
  }
}
