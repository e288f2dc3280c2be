package io.vidlens.video;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.ConstructedServerTest;
import io.vidlens.testing.ApiClient.Answer;
import org.junit.jupiter.api.Test;

/**
 * Get Comments through HTTP on a server answered by a fake platform from answers built in the 2026
 * shapes ({@link CommentContinuationShapes}, none recorded): the comment section's and each page's
 * continuation as a {@code continuationItemViewModel}, with the token in either place; a page whose
 * continuation item holds no readable token (503, not a last page); and an item of an unknown kind,
 * counted in {@code vidlens_platform_unknown_items_total}.
 */
class CommentContinuationShapesServerTest extends ConstructedServerTest {

  private static final String PAGED = CommentContinuationShapes.PAGED;
  private static final String BROKEN = CommentContinuationShapes.BROKEN;

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
}
