package io.vidlens.video;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ConstructedWorld;
import io.vidlens.testing.FakePlatform;
import io.vidlens.testing.ServerTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.bean.override.convention.TestBean;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Get Comments through HTTP on a server answered by a fake platform from answers built here (none
 * recorded) in the 2026 shapes: the comment section's and each page's continuation as a {@code
 * continuationItemViewModel}, with the token in either place; a page whose continuation item holds
 * no readable token (503, not a last page); and an item of an unknown kind, counted in {@code
 * vidlens_platform_unknown_items_total}.
 */
class CommentContinuationShapesServerTest extends ServerTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String PAGED = "pagedVideo1";
  private static final String BROKEN = "brokenVidX1";

  /** The server's transport: the fake platform answering the exchanges built here. */
  @TestBean(name = FakePlatform.TRANSPORT_BEAN, methodName = "platform")
  PlatformTransport platform;

  static PlatformTransport platform() {
    return FakePlatform.answering(exchanges());
  }

  @DynamicPropertySource
  static void replayMode(DynamicPropertyRegistry registry) {
    registry.add("vidlens.upstream.replay", () -> FakePlatform.REPLAY_MODE);
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

  private static List<RecordedExchange> exchanges() {
    ConstructedWorld.Exchanges dir = new ConstructedWorld.Exchanges();
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
    return dir.all();
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

  private static void write(
      ConstructedWorld.Exchanges dir, String file, String field, String value, String answer) {
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
    dir.save(file, exchange);
  }
}
