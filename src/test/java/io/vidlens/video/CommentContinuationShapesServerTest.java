package io.vidlens.video;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ServerTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Get Comments through HTTP on a server replaying answers built here (none recorded) in the 2026
 * shapes: the comment section's and each page's continuation as a {@code
 * continuationItemViewModel}, with the token in either place; a page whose continuation item holds
 * no readable token (503, not a last page); and an item of an unknown kind, counted in {@code
 * vidlens_platform_unknown_items_total}.
 */
class CommentContinuationShapesServerTest extends ServerTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String PAGED = "pagedVideo1";
  private static final String BROKEN = "brokenVidX1";

  @DynamicPropertySource
  static void constructedAnswers(DynamicPropertyRegistry registry) {
    registry.add("vidlens.upstream.replay", CommentContinuationShapesServerTest::folder);
  }

  @Test
  void pagesFollowTheViewModelContinuationInBothPlaces() {
    Answer first = api().get("/api/external/videos/comments?videoId=" + PAGED);
    assertThat(first.status()).isEqualTo(200);
    assertThat(first.json().path("data").get(0).path("textDisplay").asString())
        .isEqualTo("Page one");
    String token = first.json().path("continuation").asString();
    assertThat(token).isNotEmpty();

    Answer second = api().get("/api/external/videos/comments?videoId=" + PAGED + "&token=" + token);
    assertThat(second.status()).isEqualTo(200);
    assertThat(second.json().path("data").get(0).path("textDisplay").asString())
        .isEqualTo("Page two");
    assertThat(second.json().path("continuation").asString()).isEmpty();
    // Page two also held an item of a kind no parser knows: served without it, and counted.
    assertThat(second.json().path("data").size()).isEqualTo(1);
    assertThat(operator().get("/actuator/prometheus").text())
        .contains(
            "vidlens_platform_unknown_items_total{endpoint=\"comments\","
                + "kind=\"commentThreadViewModel\",reason=\"unknown_kind\"} 1.0");
  }

  @Test
  void aContinuationWithoutAReadableTokenIsUnavailableNotALastPage() {
    Answer answer = api().get("/api/external/videos/comments?videoId=" + BROKEN);
    assertThat(answer.status()).isEqualTo(503);
    assertThat(answer.header("Retry-After")).isPresent();
  }

  private static String folder() {
    try {
      Path dir = Files.createTempDirectory("vidlens-constructed-");
      write(dir, "01-next.json", "videoId", PAGED, watchPage(PAGED, "PAGE1"));
      write(
          dir,
          "02-next.json",
          "continuation",
          "PAGE1",
          commentsPage(
              "K1",
              "Page one",
              "{'continuationItemViewModel': {'continuationCommand': {'innertubeCommand':"
                  + " {'continuationCommand': {'token': 'PAGE2'}}}}}"));
      write(
          dir,
          "03-next.json",
          "continuation",
          "PAGE2",
          commentsPage("K2", "Page two", "{'commentThreadViewModel': {'commentKey': 'K9'}}"));
      write(dir, "04-next.json", "videoId", BROKEN, watchPage(BROKEN, "BROKEN1"));
      write(
          dir,
          "05-next.json",
          "continuation",
          "BROKEN1",
          commentsPage(
              "K3",
              "Broken",
              "{'continuationItemViewModel': {'continuationCommand': {'innertubeCommand': {}}}}"));
      return dir.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A watch page whose comment section holds a view-model continuation (token directly). */
  private static String watchPage(String videoId, String token) {
    return ("{'currentVideoEndpoint': {'watchEndpoint': {'videoId': '%s'}},"
            + " 'contents': {'twoColumnWatchNextResults': {'results': {'results': {'contents': ["
            + "  {'videoPrimaryInfoRenderer': {'title': {'runs': [{'text': 'A video'}]}}},"
            + "  {'itemSectionRenderer': {'sectionIdentifier': 'comment-item-section', 'contents': ["
            + "    {'continuationItemViewModel': {'continuationCommand': {'token': '%s'}}}]}}]}}}}}")
        .formatted(videoId, token);
  }

  /** A page with one comment (entity-store shape) followed by {@code last}. */
  private static String commentsPage(String key, String text, String last) {
    return ("{'onResponseReceivedEndpoints': [{'appendContinuationItemsAction': {'continuationItems': ["
            + "  {'commentThreadRenderer': {'commentViewModel': {'commentViewModel': {'commentKey': '%s', 'commentId': 'Ug%s'}}}},"
            + "  %s]}}],"
            + " 'frameworkUpdates': {'entityBatchUpdate': {'mutations': ["
            + "  {'entityKey': '%s', 'payload': {'commentEntityPayload': {'key': '%s',"
            + "    'properties': {'commentId': 'Ug%s', 'content': {'content': '%s'}, 'publishedTime': '1 day ago', 'replyLevel': 0},"
            + "    'author': {'channelId': 'UC0123456789012345678901', 'displayName': '@someone', 'avatarThumbnailUrl': 'https://yt3.ggpht.com/x=s88-c-k'},"
            + "    'toolbar': {'likeCountNotliked': ' ', 'likeCountA11y': '0 likes', 'replyCount': '', 'replyCountA11y': '0 replies'}}}}]}}}")
        .formatted(key, key, last, key, key, key, text);
  }

  private static void write(Path dir, String file, String field, String value, String answer)
      throws IOException {
    ObjectNode exchange = JSON.createObjectNode();
    ObjectNode request = exchange.putObject("request");
    request.put("method", "POST");
    request.put("url", "https://www.youtube.com/youtubei/v1/next?prettyPrint=false");
    request.putObject("headers");
    ObjectNode body = request.putObject("body");
    body.putObject("context").putObject("client").put("clientName", "WEB");
    body.put(field, value);
    ObjectNode response = exchange.putObject("response");
    response.put("status", 200);
    response.put("contentType", "application/json; charset=UTF-8");
    response.put("body", answer.replace('\'', '"'));
    Files.writeString(dir.resolve(file), JSON.writeValueAsString(exchange));
  }
}
