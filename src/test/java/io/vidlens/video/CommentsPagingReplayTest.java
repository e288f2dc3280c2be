package io.vidlens.video;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ConstructedWorld;
import io.vidlens.testing.FakePlatform;
import io.vidlens.testing.Recordings;
import io.vidlens.testing.RequiresRecordings;
import io.vidlens.testing.ServerTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Comments paging walked through HTTP on a server in replay mode. No second page of comments is
 * recorded, so one exchange is answered before the recordings, built here at start-up (not copied):
 * the answer to the continuation that the recorded first page of {@link #PAGED_VIDEO} hands out, a
 * last page with one comment in the entity-store shape.
 */
@ExtendWith(RequiresRecordings.class)
class CommentsPagingReplayTest extends ServerTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String PAGED_VIDEO = "bjFtFMilb34"; // comments/pinned

  @DynamicPropertySource
  static void replay(DynamicPropertyRegistry registry) {
    registry.add("vidlens.upstream.replay", () -> Recordings.root().toString());
  }

  /** The second page, then the recordings. */
  @TestConfiguration(proxyBeanMethods = false)
  static class SecondPageFirst {

    @Bean
    static BeanPostProcessor secondPageFirst() {
      return FakePlatform.answeringBefore(secondCommentsPage());
    }
  }

  @Test
  void pagingWalksToTheLastPageWithTheReturnedToken() {
    JsonNode first = api().get("/api/external/videos/comments?videoId=" + PAGED_VIDEO).json();
    String token = first.path("continuation").asString();

    Answer second =
        api().get("/api/external/videos/comments?videoId=" + PAGED_VIDEO + "&token=" + token);

    assertThat(second.status()).isEqualTo(200);
    assertThat(second.json().path("continuation").asString()).isEmpty();
    assertThat(second.json().path("commentsCount").asString())
        .isEqualTo("5,145"); // carried from page 1
    assertThat(second.json().path("data").size()).isEqualTo(1);
    assertThat(second.json().path("data").get(0).path("authorText").asString())
        .isEqualTo("@second-page");
    assertThat(second.json().path("data").get(0).path("textDisplay").asString())
        .isEqualTo("A comment of page two");
  }

  @Test
  void theLastPageOfAWalkCannotBeReusedForAnotherVideo() {
    String token =
        api()
            .get("/api/external/videos/comments?videoId=" + PAGED_VIDEO)
            .json()
            .path("continuation")
            .asString();
    Answer answer = api().get("/api/external/videos/comments?videoId=D00Au7k3i6o&token=" + token);
    assertThat(answer.status()).isEqualTo(400);
  }

  /**
   * One hand-built exchange: the answer to the continuation that the recorded first page of {@link
   * #PAGED_VIDEO} hands out, a last page with one comment in the entity-store shape.
   */
  private static List<RecordedExchange> secondCommentsPage() {
    JsonNode first = VideoOperationsReplayTest.recorded("comments/pinned/03-next.json");
    String continuation = "";
    for (JsonNode action : first.path("onResponseReceivedEndpoints")) {
      for (JsonNode item :
          action.path("reloadContinuationItemsCommand").path("continuationItems")) {
        JsonNode token =
            item.path("continuationItemRenderer")
                .path("continuationEndpoint")
                .path("continuationCommand")
                .path("token");
        if (token.isString()) {
          continuation = token.asString();
        }
      }
    }
    String answer =
        """
          {"onResponseReceivedEndpoints": [{"appendContinuationItemsAction": {"continuationItems": [
             {"commentThreadRenderer": {"commentViewModel": {"commentViewModel": {"commentKey": "K2", "commentId": "UgPageTwo"}}}}]}}],
           "frameworkUpdates": {"entityBatchUpdate": {"mutations": [
             {"entityKey": "K2", "payload": {"commentEntityPayload": {"key": "K2",
               "properties": {"commentId": "UgPageTwo", "content": {"content": "A comment of page two"}, "publishedTime": "1 day ago", "replyLevel": 0},
               "author": {"channelId": "UC0123456789012345678901", "displayName": "@second-page", "avatarThumbnailUrl": "https://yt3.ggpht.com/x=s88-c-k"},
               "toolbar": {"likeCountNotliked": " ", "likeCountA11y": "0 likes", "replyCount": "", "replyCountA11y": "0 replies"}}}}]}}}
          """;
    ObjectNode exchange = JSON.createObjectNode();
    ObjectNode request = exchange.putObject("request");
    request.put("method", "POST");
    request.put("url", "https://www.youtube.com/youtubei/v1/next?prettyPrint=false");
    request.putObject("headers");
    ObjectNode body = request.putObject("body");
    body.putObject("context").putObject("client").put("clientName", "WEB");
    body.put("continuation", continuation);
    ObjectNode response = exchange.putObject("response");
    response.put("status", 200);
    response.put("contentType", "application/json; charset=UTF-8");
    response.put("body", answer);
    ConstructedWorld.Exchanges out = new ConstructedWorld.Exchanges();
    out.save("next", exchange);
    return out.all();
  }
}
