package io.vidlens.testing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The oracle itself must be able to say no, or the contract tests prove nothing. */
class OpenApiContractTest {

  private final OpenApiContract contract = OpenApiContract.get();
  private final JsonMapper json = JsonMapper.builder().build();

  private JsonNode parse(String text) {
    return json.readTree(text);
  }

  @Test
  void acceptsAWellFormedErrorAndRefusesMalformedOnes() {
    String path = "/api/external/videos/details";
    assertThat(
            contract.validate(
                "GET",
                path,
                401,
                parse("{\"error\":{\"code\":401,\"message\":\"Unauthorized\",\"details\":\"x\"}}")))
        .isEmpty();
    assertThat(
            contract.validate(
                "GET",
                path,
                401,
                parse(
                    "{\"error\":{\"code\":\"401\",\"message\":\"Unauthorized\",\"details\":\"x\"}}")))
        .isNotEmpty();
    assertThat(contract.validate("GET", path, 401, parse("{\"message\":\"Unauthorized\"}")))
        .isNotEmpty();
    assertThat(contract.validate("GET", path, 401, null)).isNotEmpty();
  }

  @Test
  void checksSuccessShapesFieldByField() {
    String path = "/api/external/videos/comments";
    String comment =
        "{\"commentId\":\"c\",\"authorText\":\"@a\",\"authorChannelId\":\"UC\",\"authorThumbnail\":[],"
            + "\"textDisplay\":\"t\",\"publishedTimeText\":\"1 day ago\",\"publishDate\":\"2026-01-01T00:00:00Z\","
            + "\"publishedAt\":\"2026-01-01T00:00:00Z\",\"likesCount\":\"1\",\"replyCount\":\"0\","
            + "\"authorIsChannelOwner\":false,\"isVerified\":false,\"isArtist\":false,\"isCreator\":false}";
    String page =
        "{\"commentsCount\":\"12\",\"continuation\":\"\",\"data\":["
            + comment
            + "],\"msg\":\"success\"}";
    assertThat(contract.validate("GET", path, 200, parse(page))).isEmpty();
    assertThat(
            contract.validate(
                "GET",
                path,
                200,
                parse(page.replace("\"commentsCount\":\"12\"", "\"commentsCount\":12"))))
        .isNotEmpty();
    assertThat(contract.validate("GET", path, 200, parse(page.replace("\"isArtist\":false,", ""))))
        .isNotEmpty();
    assertThat(contract.validate("GET", "/api/external/videos/details", 200, parse("[]")))
        .isNotEmpty();
  }

  @Test
  void theStrictReadingRefusesAFieldTheDocumentDoesNotName() {
    String path = "/api/external/analytics/channel-analytics/UCabc/short-vs-long-views";
    String extra = "{\"shortView\":1,\"longViews\":2,\"unnamed\":3}";
    String nested =
        "{\"commentsCount\":\"1\",\"continuation\":\"\",\"data\":[],\"msg\":\"success\","
            + "\"x\":{}}";
    assertThat(OpenApiContract.strict().validate("GET", path, 200, parse("[" + extra + "]")))
        .isNotEmpty();
    assertThat(
            OpenApiContract.strict()
                .validate("GET", "/api/external/videos/comments", 200, parse(nested)))
        .isNotEmpty();
    assertThat(contract.validate("GET", "/api/external/videos/comments", 200, parse(nested)))
        .as("the served document stays open to additive fields")
        .isEmpty();
    assertThat(
            OpenApiContract.strict()
                .validate("GET", path, 200, parse("[{\"shortView\":1,\"longViews\":2}]")))
        .isEmpty();
  }

  @Test
  void findsTemplatedPaths() {
    assertThat(
            contract.templateFor(
                "/api/external/analytics/channel-analytics/UCabc/short-vs-long-views"))
        .contains("/api/external/analytics/channel-analytics/{channelId}/short-vs-long-views");
    assertThat(contract.templateFor("/api/external/unknown")).isEmpty();
  }
}
