package io.vidlens.platform.request;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.transport.MeteredTransport;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import io.vidlens.work.UpstreamWork;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The WEB client version read from the web app's configuration, with the configured version as the
 * fallback; the service worker's text is built here in the documented shape ({@code
 * ytcfg.set({...})}).
 */
class ClientVersionDiscoveryTest {

  private final InnerTubeRequests requests =
      TestPlatform.requests(
          new UpstreamEndpoints(
              URI.create("http://127.0.0.1:9"), URI.create("http://127.0.0.1:9")));
  private final List<UpstreamRequest> sent = new ArrayList<>();
  private final AtomicReference<UpstreamResponse> answer = new AtomicReference<>();

  private static String serviceWorker(String version, String visitorData) {
    return "self.document = self;\nvar ytcfg = {d: function() {}};\nytcfg.set({"
        + "\"EXPERIMENT_FLAGS\":{\"a\":true},\"INNERTUBE_CLIENT_NAME\":\"WEB\","
        + "\"INNERTUBE_CONTEXT_CLIENT_VERSION\":\""
        + version
        + "\",\"VISITOR_DATA\":\""
        + visitorData
        + "\"});";
  }

  private ClientVersionDiscovery discovery(boolean replay) {
    return new ClientVersionDiscovery(
        request -> {
          sent.add(request);
          UpstreamResponse r = answer.get();
          if (r == null) {
            throw new IllegalStateException("no answer in this test");
          }
          return r;
        },
        requests,
        new TestClock(),
        Duration.ZERO, // no schedule: the test calls refresh()
        replay);
  }

  @Test
  void aVersionReadFromTheServiceWorkerIsUsedForEveryWebRequest() {
    answer.set(
        new UpstreamResponse(
            200, "text/javascript", serviceWorker("2.20261120.01.00", "CgtWaXNpdG9yMTIz"), ""));
    ClientVersionDiscovery discovery = discovery(false);

    ClientVersionDiscovery.State state = discovery.refresh();

    assertThat(sent)
        .singleElement()
        .satisfies(r -> assertThat(r.url().getPath()).isEqualTo("/sw.js"));
    assertThat(state.webVersion()).isEqualTo("2.20261120.01.00");
    assertThat(state.source()).isEqualTo("/sw.js");
    assertThat(state.visitorData()).isEqualTo("CgtWaXNpdG9yMTIz");
    assertThat(requests.clients().web().version()).isEqualTo("2.20261120.01.00");
    UpstreamRequest browse = requests.browse("UCsXVk37bltHxD1rDPwtNM8Q", null, null);
    assertThat(browse.headers()).containsEntry("X-YouTube-Client-Version", "2.20261120.01.00");
    assertThat(browse.body().path("context").path("client").path("clientVersion").asString())
        .isEqualTo("2.20261120.01.00");
    // the mobile clients stay as configured
    assertThat(requests.clients().android()).isEqualTo(InnerTubeClient.ANDROID);
  }

  @Test
  void aFailedReadKeepsTheFallbackAndSaysWhy() {
    ClientVersionDiscovery discovery = discovery(false);
    String fallback = InnerTubeClient.WEB.version();

    assertThat(discovery.refresh().problem()).contains("no answer in this test");
    answer.set(new UpstreamResponse(200, "text/javascript", "self.document = self;", ""));
    ClientVersionDiscovery.State state = discovery.refresh();

    assertThat(state.problem()).isEqualTo("/sw.js names no client version");
    assertThat(state.webVersion()).isEqualTo(fallback);
    assertThat(requests.clients().web().version()).isEqualTo(fallback);
    answer.set(new UpstreamResponse(503, "text/html", "<html>", ""));
    assertThat(discovery.refresh().problem()).isEqualTo("HTTP 503 from /sw.js");
    assertThat(requests.clients().web().version()).isEqualTo(fallback);
  }

  @Test
  void replayModeReadsNothing() {
    ClientVersionDiscovery discovery = discovery(true);

    assertThat(sent).isEmpty();
    assertThat(discovery.state().source()).isEqualTo("configuration");
    assertThat(discovery.state().problem()).isEqualTo("not read in replay mode");
  }

  @Test
  void theOlderKeyAndOnlyWellFormedVersionsAreRead() {
    assertThat(WebClientConfig.parse("{\"INNERTUBE_CLIENT_VERSION\":\"2.20261101.00.00\"}"))
        .hasValue(new WebClientConfig("2.20261101.00.00", ""));
    assertThat(
            WebClientConfig.parse(
                "{\"INNERTUBE_CONTEXT_CLIENT_VERSION\":\"2.1\",\"INNERTUBE_CLIENT_VERSION\":\"9.9\"}"))
        .map(WebClientConfig::version)
        .hasValue("2.1");
    assertThat(WebClientConfig.parse("{\"INNERTUBE_CONTEXT_CLIENT_VERSION\":\"<script>\"}"))
        .isEmpty();
    assertThat(WebClientConfig.parse("")).isEmpty();
  }

  @Test
  void requestsAreCountedUnderTheWorkTheyWereMadeFor() {
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    answer.set(new UpstreamResponse(200, "text/javascript", serviceWorker("2.1", ""), ""));
    new ClientVersionDiscovery(
            new MeteredTransport(request -> answer.get(), meters),
            requests,
            new TestClock(),
            Duration.ZERO,
            false)
        .refresh();
    MeteredTransport api = new MeteredTransport(request -> answer.get(), meters);
    UpstreamWork.run("getVideoDetails", () -> api.send(requests.serviceWorker()));
    api.send(requests.serviceWorker());

    assertThat(
            meters
                .get(MeteredTransport.METER)
                .tag("operation", ClientVersionDiscovery.OPERATION)
                .counter()
                .count())
        .isEqualTo(1);
    assertThat(
            meters
                .get(MeteredTransport.METER)
                .tag("operation", "getVideoDetails")
                .counter()
                .count())
        .isEqualTo(1);
    assertThat(meters.get(MeteredTransport.METER).tag("operation", "none").counter().count())
        .isEqualTo(1);
  }
}
