package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.model.ChannelPage;
import io.vidlens.model.CommentPage;
import io.vidlens.model.ContentPage;
import io.vidlens.model.Playability;
import io.vidlens.model.PlayerResponse;
import io.vidlens.model.PlaylistPage;
import io.vidlens.model.WatchPage;
import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.resilience.AnswerClassifier;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import io.vidlens.testing.Recordings;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every file under the recordings root goes through the parser of its endpoint (told by the request
 * URL and body): none may throw, and each yields data where the recording holds data.
 */
class AllRecordingsParseTest {

  @TestFactory
  Stream<DynamicTest> everyRecordingParses() throws IOException {
    Path root = Recordings.require();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(root)) {
      files =
          walk.filter(Files::isRegularFile)
              .filter(p -> !p.getFileName().toString().endsWith(".md"))
              .filter(p -> !p.getFileName().toString().equals("index.json"))
              .sorted()
              .toList();
    }
    assertThat(files).hasSizeGreaterThan(190);
    return files.stream()
        .map(
            file ->
                DynamicTest.dynamicTest(
                    root.relativize(file).toString(), () -> check(RecordedExchange.read(file))));
  }

  private static void check(RecordedExchange x) {
    String name = x.file().getFileName().toString();
    String url = x.url();
    if (name.endsWith(".html")) {
      // Captcha and consent pages never reach a parser: the transport turns them into a 503.
      assertThatThrownBy(
              () ->
                  new AnswerClassifier(JsonMapper.builder().build())
                      .check(
                          UpstreamRequest.get(URI.create(url), Map.of()),
                          new UpstreamResponse(200, "text/html", x.responseText(), "recorded")))
          .isInstanceOf(UpstreamFailure.class);
    } else if (url.contains("/visitor_id")) {
      assertThat(x.json().path("responseContext").path("visitorData").asString("")).isNotEmpty();
    } else if (url.contains("/player")
        || url.contains("reel_item_watch")
        || name.endsWith(".player.json")) {
      checkPlayer(x);
    } else if (url.contains("/next")) {
      checkNext(x);
    } else if (url.contains("/navigation/resolve_url")) {
      var resolved = ResolveUrlParser.parse(x.json());
      assertThat(resolved.isPresent()).isEqualTo(x.status() == 200);
      resolved.ifPresent(r -> assertThat(r.browseId()).startsWith("UC"));
    } else if (url.contains("/feeds/videos.xml")) {
      var feed = ChannelFeedParser.parse(x.responseText());
      assertThat(feed.isPresent()).isEqualTo(x.status() == 200);
      feed.ifPresent(
          f ->
              assertThat(f.entries())
                  .isNotEmpty()
                  .allSatisfy(e -> assertThat(e.publishedAt()).isNotNull()));
    } else if (url.contains("/get_transcript")) {
      // Vidlens reads transcripts from caption files, not from get_transcript panels.
      assertThat(x.json().path("actions").isArray()).isTrue();
    } else if (url.contains("/api/timedtext")) {
      assertThat(CaptionFileParser.parse(x.responseText()).segments()).isNotEmpty();
    } else if (url.contains("/browse")) {
      checkBrowse(x);
    } else {
      throw new AssertionError("no parser for " + x.file() + " (" + url + ")");
    }
  }

  private static void checkPlayer(RecordedExchange x) {
    JsonNode body = x.json();
    PlayerResponse player = PlayerParser.parse(body);
    boolean webFields = x.url().contains("$fields=microformat");
    if (webFields) {
      assertThat(player.microformat()).isPresent();
      assertThat(player.microformat().get().publishDate()).isNotEmpty();
      return;
    }
    if (body.isEmpty() || body.path("playerResponse").isEmpty() && body.has("playerResponse")) {
      assertThat(player.playability().kind()).isEqualTo(Playability.Kind.UNAVAILABLE);
      return;
    }
    assertThat(player.playability().status()).isNotEmpty();
    if (player.playability().playable()) {
      assertThat(player.details()).isPresent();
      assertThat(player.details().get().title()).isNotEmpty();
    } else {
      assertThat(player.playability().reason()).isNotEmpty();
    }
  }

  private static void checkNext(RecordedExchange x) {
    if (x.hasContinuation()) {
      CommentPage page = CommentPageParser.parse(x.json());
      assertThat(page.skipped()).isEmpty();
      assertThat(page.comments()).isNotEmpty();
    } else {
      WatchPage page = WatchPageParser.parse(x.json());
      assertThat(page.videoId()).isNotEmpty();
    }
  }

  private static void checkBrowse(RecordedExchange x) {
    JsonNode body = x.json();
    String path = x.file().toString();
    if (path.contains("about-panel")) {
      assertThat(AboutPanelParser.parse(body)).isPresent();
    } else if (x.browseId().startsWith("VL")
        || path.contains("/playlist/")
        || (x.hasContinuation() && isPlaylistContinuation(body))) {
      PlaylistPage page = PlaylistPageParser.parse(body);
      assertThat(page.content().skipped()).isEmpty();
      if (page.available()) {
        assertThat(!page.header().title().isEmpty() || !page.content().items().isEmpty()).isTrue();
      }
    } else if (x.hasContinuation()) {
      ContentPage page = ChannelContentParser.parse(body);
      assertThat(page.skipped()).isEmpty();
      assertThat(page.items()).isNotEmpty();
    } else {
      ChannelPage page = ChannelPageParser.parse(body);
      if (page instanceof ChannelPage.Found found) {
        assertThat(found.channel().title()).isNotEmpty();
        assertThat(found.content().skipped()).isEmpty();
      } else if (page instanceof ChannelPage.Unavailable unavailable) {
        assertThat(unavailable.reason()).isNotEmpty();
      } else if (page instanceof ChannelPage.AgeRestricted gated) {
        assertThat(gated.title()).isNotEmpty();
      }
    }
  }

  private static boolean isPlaylistContinuation(JsonNode body) {
    return body.toString().contains("\"playlistVideoRenderer\"");
  }
}
