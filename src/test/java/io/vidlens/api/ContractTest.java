package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.Operation;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.OpenApiContract;
import io.vidlens.testing.ServerTest;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;

/**
 * Every operation of the contract answers at its path and method: 401 without a key, 400 for bad
 * input, and 501 until its feature lands; every body is checked against the document.
 */
class ContractTest extends ServerTest {

  private static final String CHANNEL = "UCsXVk37bltHxD1rDPwtNM8Q";

  private static final String VIDEO = "dQw4w9WgXcQ";

  /** A valid and an invalid call of one operation, and the 400 message the invalid one gets. */
  record Call(
      Operation operation,
      String valid,
      String validBody,
      String invalid,
      String invalidBody,
      String badMessage) {}

  static Stream<Arguments> calls() {
    return Stream.of(
            new Call(
                Operation.GET_ANALYTICS,
                "",
                "{\"channelId\":\"" + CHANNEL + "\"}",
                "",
                "{\"channelId\":\"nope\"}",
                "Invalid channel ID format"),
            new Call(
                Operation.GET_GEOGRAPHY_REVENUE,
                "",
                "{\"channelId\":\"" + CHANNEL + "\"}",
                "",
                "{}",
                "Invalid channel ID format"),
            new Call(
                Operation.GET_SHORT_VS_LONG_VIEWS,
                CHANNEL,
                null,
                "UCshort",
                null,
                "Invalid channel ID format"),
            new Call(
                Operation.GET_VIDEO_DETAILS,
                "?videoId=" + VIDEO,
                null,
                "?videoId=abc",
                null,
                "Invalid video ID format"),
            new Call(
                Operation.GET_SHORTS_DETAILS,
                "?videoId=" + VIDEO,
                null,
                "",
                null,
                "Invalid video ID format"),
            new Call(
                Operation.GET_COMMENTS,
                "?videoId=" + VIDEO,
                null,
                "?videoId=" + VIDEO + "x",
                null,
                "Invalid video ID format"),
            new Call(
                Operation.GET_TRANSCRIPT,
                "?videoId=" + VIDEO,
                null,
                "?videoId=%20",
                null,
                "Invalid video ID format"),
            new Call(
                Operation.GET_BULK_TRANSCRIPT,
                "",
                "{\"videoIds\":[\"" + VIDEO + "\"]}",
                "",
                "{\"videoIds\":[]}",
                "Bad Request"),
            new Call(
                Operation.GET_SUBTITLE,
                "?videoId=" + VIDEO,
                null,
                "?videoId=a$b",
                null,
                "Invalid video ID format"),
            new Call(
                Operation.GET_BULK_SUBTITLE,
                "",
                "{\"videoIds\":[\"" + VIDEO + "\"]}",
                "",
                "{\"videoIds\":\"" + VIDEO + "\"}",
                "Bad Request"),
            new Call(
                Operation.GET_RPM,
                "?videoId=" + VIDEO,
                null,
                "?videoId=toolongvideoid",
                null,
                "Invalid video ID format"),
            new Call(
                Operation.GET_ABOUT,
                "?channelId=" + CHANNEL,
                null,
                "?channelId=xyz",
                null,
                "Invalid channel ID format"),
            new Call(
                Operation.GET_VIDEOS,
                "?channelId=@kurzgesagt&sort=popular",
                null,
                "?channelId=" + CHANNEL + "&sort=sideways",
                null,
                "Bad Request"),
            new Call(
                Operation.GET_SHORTS,
                "?channel_id=" + CHANNEL + "&sort=Oldest",
                null,
                "?sort=latest",
                null,
                "Invalid channel ID format"),
            new Call(
                Operation.GET_PLAYLISTS,
                "?channelId=" + CHANNEL + "&sort=Date%20Added",
                null,
                "?channelId=" + CHANNEL + "&sort=popular",
                null,
                "Bad Request"),
            new Call(
                Operation.GET_OUTLIERS,
                "?channelId=" + CHANNEL + "&maxVideos=10&threshold=1.5",
                null,
                "?channelId=" + CHANNEL + "&maxVideos=0",
                null,
                "Bad Request"),
            new Call(
                Operation.CREATE_ANALYSIS_JOB,
                "?channel_id=" + CHANNEL,
                null,
                "?channel_id=UC123",
                null,
                "Invalid channel ID format"),
            new Call(Operation.GET_ANALYSIS_RESULT, "?job_id=abc", null, "", null, "Bad Request"),
            new Call(
                Operation.SEARCH_SIMILAR_THUMBNAILS,
                "",
                "{\"text\":\"red car\"}",
                "",
                "{\"text\":\"a\",\"image_url\":\"https://example.com/a.png\"}",
                "Invalid search parameters"))
        .map(Arguments::of);
  }

  @Test
  void theDocumentDescribesExactlyTheNineteenOperationsAndTheExtensions() {
    JsonNode paths = OpenApiContract.get().document().get("paths");
    Set<String> documented = new HashSet<>();
    for (String path : paths.propertyNames()) {
      for (String method : paths.get(path).propertyNames()) {
        JsonNode op = paths.get(path).get(method);
        documented.add(
            method.toUpperCase()
                + " "
                + path
                + " "
                + op.get("operationId").asString()
                + " "
                + op.get("x-quota-units").asInt());
      }
    }
    Set<String> implemented = new HashSet<>();
    for (Operation op : Operation.values()) {
      implemented.add(
          op.method().name() + " " + op.pathTemplate() + " " + op.id() + " " + op.defaultUnits());
    }
    assertThat(documented).isEqualTo(implemented);
    assertThat(Stream.of(Operation.values()).filter(Operation::described)).hasSize(19);
  }

  @ParameterizedTest
  @MethodSource("calls")
  void everyOperationRefusesAMissingOrUnknownKey(Call call) {
    Answer missing = send(anonymous(), call, call.valid(), call.validBody());
    assertThat(missing.status()).isEqualTo(401);
    assertThat(missing.error().get("message").asString()).isEqualTo("Unauthorized");
    assertThat(missing.error().get("code").asInt()).isEqualTo(401);

    Answer unknown =
        send(
            api().withKey("vl_thisKeyDoesNotExist0000000000000000000000"),
            call,
            call.valid(),
            call.validBody());
    assertThat(unknown.status()).isEqualTo(401);
    Answer malformed = send(api().withKey("short"), call, call.valid(), call.validBody());
    assertThat(malformed.status()).isEqualTo(401);
  }

  @ParameterizedTest
  @MethodSource("calls")
  void everyOperationValidatesItsInputUncharged(Call call) {
    Answer bad = send(api(), call, call.invalid(), call.invalidBody());
    assertThat(bad.status()).as(bad.text()).isEqualTo(400);
    assertThat(bad.error().get("message").asString()).isEqualTo(call.badMessage());
    assertThat(bad.error().get("details").asString()).isNotBlank();
    assertThat(bad.longHeader("X-Quota-Remaining"))
        .isEqualTo(bad.longHeader("X-Quota-Limit") - used());
  }

  /**
   * Every operation is built: a valid call never answers 501. This server's platform is a closed
   * local port, so calls that must read it answer an honest, uncharged 503 with retryAfter; the
   * others answer as their feature does. Every body is checked against the document.
   */
  @ParameterizedTest
  @MethodSource("calls")
  void everyOperationIsBuiltAndChargesOnlyWhatItAnswers(Call call) {
    long before = used();
    Answer answer = send(api(), call, call.valid(), call.validBody());
    assertThat(answer.status()).as(answer.text()).isNotEqualTo(501).isNotEqualTo(500);
    assertThat(answer.header("X-Request-Id")).isPresent();
    assertThat(answer.header("X-Quota-Reset")).isPresent();
    if (answer.status() == 503) {
      assertThat(answer.error().get("retryAfter").asLong()).isPositive();
      assertThat(answer.header("Retry-After")).isPresent();
      assertThat(used()).as("a 503 is not charged").isEqualTo(before);
    } else if (answer.status() / 100 == 2 || answer.status() == 404) {
      assertThat(used())
          .as("charged its units")
          .isEqualTo(before + call.operation().defaultUnits());
    }
  }

  @Test
  void theContractAndItsViewerAreServedWithoutAKey() {
    Answer yaml = anonymous().get("/openapi.yaml");
    assertThat(yaml.status()).isEqualTo(200);
    assertThat(yaml.text()).startsWith("openapi: 3.1");
    Answer json = anonymous().get("/openapi.json");
    assertThat(json.json().get("openapi").asString()).startsWith("3.1");
    assertThat(json.json().at("/components/securitySchemes/bearerAuth/scheme").asString())
        .isEqualTo("bearer");
    Answer docs = anonymous().get("/docs");
    assertThat(docs.status()).isEqualTo(200);
    assertThat(docs.text())
        .contains("swagger-ui-bundle.js")
        .contains("/docs/swagger-initializer.js");
    // The viewer's set-up is a script of its own (no inline script under the page's CSP).
    Answer initializer = anonymous().get("/docs/swagger-initializer.js");
    assertThat(initializer.status()).isEqualTo(200);
    assertThat(initializer.text()).contains("/openapi.yaml");
    assertThat(anonymous().get("/webjars/swagger-ui/swagger-ui-bundle.js").status()).isEqualTo(200);
  }

  private long used() {
    Answer probe = api().get("/api/external/videos/details?videoId=bad");
    return probe.longHeader("X-Quota-Limit") - probe.longHeader("X-Quota-Remaining");
  }

  private static Answer send(ApiClient client, Call call, String suffix, String body) {
    Operation op = call.operation();
    String path = op.pathTemplate().replace("{channelId}", suffix.startsWith("UC") ? suffix : "");
    String pathAndQuery = suffix.startsWith("UC") ? path : path + suffix;
    if (op.method().name().equals("POST")) {
      return client.send("POST", pathAndQuery, body, "application/json");
    }
    return client.get(pathAndQuery);
  }
}
