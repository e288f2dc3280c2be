package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.json.JsonMappers;
import io.vidlens.platform.TestClock;
import io.vidlens.testing.MigratedSqlite;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * {@code result.completed_at} is when the job completed (not when its last stage started), in ISO
 * 8601 with at most millisecond precision, and the same instant the job row keeps.
 */
class JobCompletionTimeTest {

  @TempDir Path dir;

  @Test
  void theResultIsStampedWithTheCompletionToTheMillisecond() {
    TestClock clock = new TestClock(Instant.parse("2026-06-01T12:00:00.123456789Z"));
    JobStore store = new JobStore(MigratedSqlite.in(dir), clock);
    AnalysisJob job = store.create("account-1", "UCsXVk37bltHxD1rDPwtNM8Q");
    JobStore.Claim claim = store.claimNext("worker", Duration.ofMinutes(5), 3).orElseThrow();
    // The analysis stage started now; the job completes four minutes later.
    AnalysisResult result =
        new AnalysisResult(
            job.id(), job.channelId(), "p", clock.instant().toString(), null, null, null);
    clock.advance(Duration.ofMinutes(4));

    assertThat(
            store.complete(
                claim,
                at -> JsonMappers.SNAKE_CASE.writeValueAsString(result.completedAt(at)),
                "t"))
        .isTrue();

    AnalysisJob done = store.find(job.id()).orElseThrow();
    JsonNode json = JsonMappers.SNAKE_CASE.readTree(done.result());
    assertThat(json.get("completed_at").asString()).isEqualTo("2026-06-01T12:04:00.123Z");
    assertThat(Instant.parse(json.get("completed_at").asString()).toEpochMilli())
        .isEqualTo(done.completedAt());
  }

  @Test
  void aWholeSecondHasNoFraction() {
    AnalysisResult result = new AnalysisResult("j", "c", "p", "x", null, null, null);
    for (String at : List.of("2026-06-01T12:04:00Z", "2026-06-01T12:04:00.500Z")) {
      assertThat(result.completedAt(Instant.parse(at)).completedAt()).isEqualTo(at);
    }
    assertThat(result.completedAt(Instant.parse("2026-06-01T12:04:00.000987Z")).completedAt())
        .isEqualTo("2026-06-01T12:04:00Z");
  }
}
