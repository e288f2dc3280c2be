package io.vidlens.access;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ServerTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/** What an operator sees: health, metrics per operation, and logs that never hold a key. */
@ExtendWith(OutputCaptureExtension.class)
class OperationsTest extends ServerTest {

  @org.springframework.beans.factory.annotation.Autowired ApiKeyService keys;

  @Test
  void healthProbesAnswerWithoutAKey() {
    assertThat(anonymous().get("/actuator/health/liveness").json().get("status").asString())
        .isEqualTo("UP");
    assertThat(anonymous().get("/actuator/health/readiness").json().get("status").asString())
        .isEqualTo("UP");
  }

  @Test
  void prometheusShowsRequestsLatencyAndChargedUnitsPerOperation() {
    api().get("/api/external/videos/rpm?videoId=bad");
    java.net.http.HttpRequest charged =
        java.net.http.HttpRequest.newBuilder(
                java.net.URI.create(
                    api().baseUrl() + "/api/external/videos/subtitle?videoId=dQw4w9WgXcQ"))
            .header("Authorization", "Bearer " + BOOTSTRAP_KEY)
            .header(io.vidlens.testing.SimulatedOutcomes.OUTCOME, "404")
            .build();
    api().exchange("GET", "/api/external/videos/subtitle?videoId=dQw4w9WgXcQ", charged);
    Answer metrics = operator().get("/actuator/prometheus");
    assertThat(metrics.status()).isEqualTo(200);
    assertThat(metrics.text())
        .contains("vidlens_operation_requests_seconds_count{operation=\"getRpm\",status=\"400\"}")
        .contains("vidlens_operation_requests_seconds_bucket{operation=\"getRpm\"")
        .contains("vidlens_quota_units_charged_total{operation=\"getSubtitle\"}");
  }

  @Test
  void requestLogsCarryTheOperationButNeverTheKey(CapturedOutput output) {
    // A validation error: answered without the platform, whatever features have landed. A key of
    // its own: refusals are logged once per key, operation and status every 10 s, and other tests
    // on this server refuse the bootstrap key's requests too.
    String key = keys.create("log-" + System.nanoTime(), "k", null).secret();
    Answer answer = api().withKey(key).get("/api/external/videos/rpm?videoId=bad");
    anonymous()
        .withKey("vl_someoneElsesKeyThatDoesNotExist000000000000")
        .get("/api/external/videos/rpm?videoId=bad");
    assertThat(output.getAll()).contains("operation=getRpm status=400");
    assertThat(output.getAll())
        .doesNotContain(BOOTSTRAP_KEY)
        .doesNotContain(key)
        .doesNotContain("vl_someoneElsesKeyThatDoesNotExist000000000000");
    assertThat(answer.header("X-Request-Id")).isPresent();
    java.util.UUID id = java.util.UUID.fromString(answer.header("X-Request-Id").orElseThrow());
    assertThat(id.version()).isEqualTo(4);
    assertThat(id.variant()).isEqualTo(2);
    assertThat(api().get("/api/external/videos/rpm?videoId=bad").header("X-Request-Id"))
        .isNotEqualTo(answer.header("X-Request-Id"));
  }
}
