package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

import io.github.bucket4j.TimeMeter;
import io.vidlens.access.GateSlice;
import io.vidlens.testing.FakeTimeMeter;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.security.autoconfigure.SecurityAutoConfiguration;
import org.springframework.boot.security.autoconfigure.UserDetailsServiceAutoConfiguration;
import org.springframework.boot.security.autoconfigure.web.servlet.SecurityFilterAutoConfiguration;
import org.springframework.boot.security.autoconfigure.web.servlet.ServletWebSecurityAutoConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.ComponentScan.Filter;
import org.springframework.context.annotation.FilterType;
import org.springframework.context.annotation.Import;
import org.springframework.http.HttpHeaders;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.bean.override.convention.TestBean;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The hourly limit as a client meets it, behind the real gate on a wall clock the test moves, on
 * Create Channel Analysis Job (the operation with the lowest default limit: 100 an hour): 100
 * requests pass in a clock hour, the 101st is a 429 whose {@code retryAfter} and {@code
 * Retry-After} are the seconds until the next hour, and requests pass again from that hour on.
 */
// Spring Security guards the dashboard alone (dashboard.DashboardSecurity), never the API
@WebMvcTest(
    excludeAutoConfiguration = {
      SecurityAutoConfiguration.class,
      ServletWebSecurityAutoConfiguration.class,
      SecurityFilterAutoConfiguration.class,
      UserDetailsServiceAutoConfiguration.class
    },
    useDefaultFilters = false,
    includeFilters =
        @Filter(
            type = FilterType.REGEX,
            pattern = {
              "io\\.vidlens\\.analysis\\.AnalysisJobController",
              "io\\.vidlens\\.api\\.ApiExceptionHandler"
            }))
@Import(GateSlice.class)
// The clock stands still between moves: the per-second limit must not be what refuses.
@TestPropertySource(properties = "vidlens.plans.default.requests-per-second=1000")
class HourlyLimitSliceTest {

  private static final String CREATE = "/api/external/channels/analysis/job/create";
  private static final String CHANNEL = "UC" + "h".repeat(22);
  private static final JsonMapper JSON = JsonMapper.builder().build();

  @Autowired MockMvc mvc;
  @MockitoBean AnalysisJobService jobs;

  @TestBean(name = "sliceTimeMeter", methodName = "elevenTwenty")
  TimeMeter time;

  static TimeMeter elevenTwenty() {
    return FakeTimeMeter.wallClock(Instant.parse("2026-11-14T10:20:00Z"));
  }

  @Test
  void theHundredAndFirstCreateOfTheHourWaitsForTheNextHour() throws Exception {
    FakeTimeMeter clock = (FakeTimeMeter) time;
    when(jobs.create(eq("acc-slice"), anyString()))
        .thenReturn(
            new AnalysisJobService.Created(
                new AnalysisJob(
                    "job-1",
                    "acc-slice",
                    CHANNEL,
                    AnalysisJob.QUEUED,
                    null,
                    0,
                    0,
                    0L,
                    null,
                    null,
                    null,
                    null),
                AnalysisJobService.Outcome.QUEUED,
                "Analysis job created"));

    int passed = 0;
    MockHttpServletResponse refused = null;
    for (int i = 0; i < 101; i++) {
      MockHttpServletResponse answer = create();
      if (answer.getStatus() == 200) {
        passed++;
      } else {
        refused = answer;
      }
    }
    assertThat(passed).isEqualTo(100);
    assertThat(refused.getStatus()).isEqualTo(429);
    long wait = Duration.between(clock.now(), Instant.parse("2026-11-14T11:00:00Z")).toSeconds();
    JsonNode error = JSON.readTree(refused.getContentAsString()).get("error");
    assertThat(error.get("retryAfter").asLong()).isEqualTo(wait);
    assertThat(refused.getHeader("Retry-After")).isEqualTo(Long.toString(wait));
    assertThat(error.get("details").asString())
        .contains("100 requests per hour")
        .contains("2026-11-14T11:00:00Z");

    // Nothing trickles back within the hour: no more than 100 pass in it.
    clock.advance(Duration.ofMinutes(39).plusSeconds(59));
    MockHttpServletResponse lastSecond = create();
    assertThat(lastSecond.getStatus()).isEqualTo(429);
    assertThat(JSON.readTree(lastSecond.getContentAsString()).at("/error/retryAfter").asLong())
        .isEqualTo(1);

    // retryAfter was the real wait: at 11:00 the next request passes.
    clock.advance(Duration.ofSeconds(1));
    assertThat(create().getStatus()).isEqualTo(200);
  }

  private MockHttpServletResponse create() throws Exception {
    return mvc.perform(
            get(CREATE)
                .param("channel_id", CHANNEL)
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + GateSlice.KEY))
        .andReturn()
        .getResponse();
  }
}
