package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.Operation;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.OpenApiContract;
import io.vidlens.testing.ReplayServerWithImagesTest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The contract on real data: every one of the 19 operations is called on recorded channels and
 * videos (the arguments the feature replay tests use), and every answer is checked field by field
 * against the served OpenAPI document read strictly ({@link OpenApiContract#strict()}): each
 * field's type and nullability as declared, no field the document does not name, no "" where digits
 * are declared. A client written from the document can trust what it reads.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RecordedAnswersContractTest extends ReplayServerWithImagesTest {

  static final String KURZGESAGT = "UCsXVk37bltHxD1rDPwtNM8Q";
  static final String CREATIVE_COMMONS = "UCTwECeGqMZee77BjdoYtI2Q";
  static final String VSAUCE = "UC6nSFpj9HTCZ5t-N3Rm3-HA";
  static final String SPORTS_TOPIC = "UCEgdi0XIXXZ-qJOFPf4JSKw";
  static final String AGE_RESTRICTED = "UCbfnHqxXs_K3kvaH-WlNlig";
  static final String ONE_VIDEO = "UCUaQMQS9lY5lit3vurpXQ6w";
  static final String WITH_SHORTS = "UCh8gHdtzO2tXd593_bjErWg";
  static final String WITH_PLAYLISTS = "UC2DjFE7Xf11URZqWBigcVOQ";

  /** The operations whose answers were checked, so the last test can tell none was left out. */
  static final Set<Operation> checked = EnumSet.noneOf(Operation.class);

  @Test
  @Order(1)
  void analyticsAnswers() {
    for (String channel : List.of(KURZGESAGT, CREATIVE_COMMONS)) {
      String body = "{\"channelId\":\"" + channel + "\"}";
      check(Operation.GET_ANALYTICS, api().post("/api/external/analytics/channel-analytics", body));
    }
    for (String channel : List.of(ONE_VIDEO, AGE_RESTRICTED)) {
      String body = "{\"channelId\":\"" + channel + "\"}";
      check(
          Operation.GET_GEOGRAPHY_REVENUE,
          api().post("/api/external/analytics/channel-analytics/geography-revenue", body));
    }
    check(
        Operation.GET_SHORT_VS_LONG_VIEWS,
        api()
            .get(
                "/api/external/analytics/channel-analytics/" + ONE_VIDEO + "/short-vs-long-views"));
  }

  @Test
  @Order(1)
  void videoAnswers() {
    for (String id : List.of("M4gD1WSo5mA", "3sbYbckT1VY", "X4VbdwhkE10")) {
      check(Operation.GET_VIDEO_DETAILS, api().get("/api/external/videos/details?videoId=" + id));
    }
    for (String id : List.of("cJ9to6EmElQ", "kX3nB4PpJko", "M4gD1WSo5mA")) {
      check(Operation.GET_SHORTS_DETAILS, api().get("/api/external/shorts/details?videoId=" + id));
    }
    for (String id : List.of("bjFtFMilb34", "QqsLTNkzvaY", "D00Au7k3i6o", "M4gD1WSo5mA")) {
      check(Operation.GET_COMMENTS, api().get("/api/external/videos/comments?videoId=" + id));
    }
    for (String id : List.of("cV5TjZCJkuA", "X4VbdwhkE10")) {
      check(Operation.GET_TRANSCRIPT, api().get("/api/external/videos/transcript?videoId=" + id));
    }
    for (String id : List.of("M4gD1WSo5mA", "X4VbdwhkE10")) {
      check(Operation.GET_SUBTITLE, api().get("/api/external/videos/subtitle?videoId=" + id));
    }
    String ids = "{\"videoIds\":[\"cV5TjZCJkuA\",\"X4VbdwhkE10\",\"nope\"]}";
    check(Operation.GET_BULK_TRANSCRIPT, api().post("/api/external/videos/bulk-transcript", ids));
    check(Operation.GET_BULK_SUBTITLE, api().post("/api/external/videos/bulk-subtitle", ids));
    for (String id : List.of("M4gD1WSo5mA", "3sbYbckT1VY")) {
      check(Operation.GET_RPM, api().get("/api/external/videos/rpm?videoId=" + id));
    }
  }

  @Test
  @Order(1)
  void channelContentAnswers() {
    for (String channel : List.of(KURZGESAGT, SPORTS_TOPIC, AGE_RESTRICTED)) {
      check(Operation.GET_ABOUT, api().get("/api/external/channels/about?channelId=" + channel));
    }
    for (String channel : List.of(KURZGESAGT, VSAUCE, SPORTS_TOPIC)) {
      check(Operation.GET_VIDEOS, api().get("/api/external/channels/videos?channelId=" + channel));
    }
    check(
        Operation.GET_SHORTS, api().get("/api/external/channels/shorts?channelId=" + WITH_SHORTS));
    check(
        Operation.GET_PLAYLISTS,
        api().get("/api/external/channels/playlists?channelId=" + WITH_PLAYLISTS));
    check(
        Operation.GET_OUTLIERS,
        api().get("/api/external/channels/outliers?channelId=" + KURZGESAGT + "&threshold=1"));
  }

  @Test
  @Order(2)
  void analysisAnswers() throws InterruptedException {
    Answer created =
        check(
            Operation.CREATE_ANALYSIS_JOB,
            api().get("/api/external/channels/analysis/job/create?channel_id=" + KURZGESAGT));
    String jobId = created.json().get(0).get("job_id").asString();
    Instant deadline = Instant.now().plus(Duration.ofSeconds(120));
    Answer status;
    do {
      Thread.sleep(200);
      status = api().get("/api/external/channels/analysis/job/status?job_id=" + jobId);
      assertThat(status.status()).as(status.text()).isIn(200, 404);
    } while (status.status() == 404 && Instant.now().isBefore(deadline));
    check(Operation.GET_ANALYSIS_RESULT, status);
    assertThat(status.json().get("status").asString()).isEqualTo("completed");
  }

  /** After the other operations fed the corpus (outliers, listings, details): text search. */
  @Test
  @Order(3)
  void similarThumbnailAnswers() throws InterruptedException {
    Instant deadline = Instant.now().plus(Duration.ofSeconds(90));
    Answer answer;
    do {
      Thread.sleep(250);
      answer = api().post("/api/external/similar-thumbnails/search", "{\"text\":\"black holes\"}");
    } while ((answer.status() != 200 || answer.json().get("data").isEmpty())
        && Instant.now().isBefore(deadline));
    check(Operation.SEARCH_SIMILAR_THUMBNAILS, answer);
    assertThat(answer.json().get("data")).isNotEmpty();
  }

  @Test
  @Order(4)
  void everyOperationWasWalked() {
    // The extensions answer an account's own data, not the recordings
    // (WatchlistOperationsServerTest).
    assertThat(checked)
        .containsExactlyInAnyOrderElementsOf(
            java.util.stream.Stream.of(Operation.values()).filter(Operation::described).toList());
  }

  /** A 2xx answer of {@code op}, valid in the strict reading of the document. */
  private static Answer check(Operation op, Answer answer) {
    assertThat(answer.status()).as("%s: %s", op, answer.text()).isBetween(200, 299);
    List<String> errors =
        new ArrayList<>(
            OpenApiContract.strict()
                .validate(op.method().name(), pathOf(op), answer.status(), answer.json()));
    assertThat(errors).as("%s answered %s", op, answer.text()).isEmpty();
    checked.add(op);
    return answer;
  }

  private static String pathOf(Operation op) {
    // the templated path stands for any channel; the concrete one is not needed to find it
    return op.pathTemplate().replace("{channelId}", KURZGESAGT);
  }
}
