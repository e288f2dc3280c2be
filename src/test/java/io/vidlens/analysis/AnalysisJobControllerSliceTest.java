package io.vidlens.analysis;

import static io.vidlens.testing.ErrorEnvelope.expect;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.vidlens.access.GateSlice;
import io.vidlens.platform.PlatformException;
import java.time.Duration;
import java.util.Optional;
import org.hamcrest.Matchers;
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
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.ResultActions;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

/**
 * Create Channel Analysis Job and Get Channel Analysis Result behind the real gate and the
 * exception advice, the job service mocked: the key check, the channel and job IDs checked before
 * the service is asked, the create's array of one, the status' 404 while a job runs (its progress
 * in the details), a completed job's result as JSON and a failed job's reason, a full queue's 429
 * with Retry-After and an unknown channel's 404.
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
class AnalysisJobControllerSliceTest {

  private static final String CREATE = "/api/external/channels/analysis/job/create";
  private static final String STATUS = "/api/external/channels/analysis/job/status";
  private static final String CHANNEL = "UC" + "x".repeat(22);
  private static final String ACCOUNT = "acc-slice";
  private static final String JOB = "3f2b8c1e-0000-4000-8000-000000000001";

  @Autowired MockMvc mvc;
  @MockitoBean AnalysisJobService jobs;

  @Test
  void withoutAKeyBothOperationsAre401AndNoJobIsAsked() throws Exception {
    expect(mvc.perform(get(CREATE).param("channel_id", CHANNEL)), 401, "Unauthorized")
        .andExpect(jsonPath("$.error.details", Matchers.containsString("Authorization: Bearer")));
    expect(
            mvc.perform(
                get(STATUS)
                    .param("job_id", JOB)
                    .header(HttpHeaders.AUTHORIZATION, "Bearer vl_not-a-key-0123456789")),
            401,
            "Unauthorized")
        .andExpect(jsonPath("$.error.details").value("The API key is not valid."));
    verifyNoInteractions(jobs);
  }

  @Test
  void aMissingOrMalformedChannelOrJobIdIs400BeforeTheServiceIsAsked() throws Exception {
    expect(keyed(get(CREATE)), 400, "Invalid channel ID format")
        .andExpect(jsonPath("$.error.details", Matchers.containsString("channel_id")));
    expect(keyed(get(CREATE).param("channel_id", "UCshort")), 400, "Invalid channel ID format");
    expect(keyed(get(STATUS)), 400, "Bad Request")
        .andExpect(jsonPath("$.error.details").value("Query parameter 'job_id' is required."));
    expect(keyed(get(STATUS).param("job_id", " ")), 400, "Bad Request");
    expect(keyed(get(STATUS).param("job_id", "a\u0007b")), 400, "Bad Request");
    verifyNoInteractions(jobs);
  }

  @Test
  void aCreateIsAnArrayOfOneNamingTheJob() throws Exception {
    when(jobs.create(ACCOUNT, CHANNEL))
        .thenReturn(
            new AnalysisJobService.Created(
                job(AnalysisJob.QUEUED, 0, null, null),
                AnalysisJobService.Outcome.QUEUED,
                "Analysis job created: poll its status for the result."));

    keyed(get(CREATE).param("channel_id", CHANNEL))
        .andExpect(status().isOk())
        .andExpect(header().exists("X-Quota-Remaining"))
        .andExpect(
            content()
                .json(
                    "[{\"job_id\":\""
                        + JOB
                        + "\",\"channel_id\":\""
                        + CHANNEL
                        + "\",\"cached\":false,"
                        + "\"message\":\"Analysis job created: poll its status for the result.\"}]",
                    true));
  }

  @Test
  void aFullQueueIs429WithRetryAfterAndAnUnknownChannelA404() throws Exception {
    when(jobs.create(ACCOUNT, CHANNEL)).thenThrow(new QueueFullException(3, Duration.ofMinutes(2)));
    String gone = "UC" + "g".repeat(22);
    when(jobs.create(ACCOUNT, gone))
        .thenThrow(PlatformException.channelNotFound(gone, "This channel does not exist"));

    expect(keyed(get(CREATE).param("channel_id", CHANNEL)), 429, "Rate limit exceeded")
        .andExpect(header().string(HttpHeaders.RETRY_AFTER, "120"))
        .andExpect(jsonPath("$.error.details", Matchers.containsString("3 analysis jobs")));
    expect(keyed(get(CREATE).param("channel_id", gone)), 404, null);
  }

  @Test
  void aJobThatIsUnknownOrStillRunningIs404SayingWhichAndHowFar() throws Exception {
    when(jobs.find(eq(ACCOUNT), anyString())).thenReturn(Optional.empty());
    when(jobs.find(ACCOUNT, JOB))
        .thenReturn(Optional.of(job(AnalysisJob.PROCESSING, 40, "transcripts", null)));

    expect(keyed(get(STATUS).param("job_id", "nope")), 404, AnalysisJobController.NOT_FOUND)
        .andExpect(jsonPath("$.error.details").value("No job with ID nope."));
    expect(keyed(get(STATUS).param("job_id", JOB)), 404, AnalysisJobController.NOT_FOUND)
        .andExpect(
            jsonPath("$.error.details")
                .value("Job " + JOB + " is processing (40%, stage transcripts)."));
    // an ID longer than any job's is not looked up
    expect(keyed(get(STATUS).param("job_id", "x".repeat(37))), 404, null);
    verify(jobs).find(ACCOUNT, "nope");
  }

  @Test
  void aCompletedJobAnswersItsResultAndAFailedOneItsReason() throws Exception {
    when(jobs.find(ACCOUNT, JOB))
        .thenReturn(Optional.of(job(AnalysisJob.COMPLETED, 90, null, "{\"channel_name\":\"A\"}")));
    when(jobs.servedFromStore(org.mockito.ArgumentMatchers.any())).thenReturn(true);
    String failed = "3f2b8c1e-0000-4000-8000-000000000002";
    when(jobs.find(ACCOUNT, failed))
        .thenReturn(
            Optional.of(
                new AnalysisJob(
                    failed,
                    ACCOUNT,
                    CHANNEL,
                    AnalysisJob.FAILED,
                    "comments",
                    60,
                    3,
                    0L,
                    1L,
                    null,
                    "The channel has no videos to analyse.",
                    null)));

    keyed(get(STATUS).param("job_id", JOB))
        .andExpect(status().isOk())
        .andExpect(
            content()
                .json(
                    "{\"job_id\":\""
                        + JOB
                        + "\",\"channel_id\":\""
                        + CHANNEL
                        + "\",\"status\":\"completed\",\"progress\":100,\"cached\":true,"
                        + "\"result\":{\"channel_name\":\"A\"}}",
                    true));
    keyed(get(STATUS).param("job_id", failed))
        .andExpect(status().isOk())
        .andExpect(jsonPath("$.status").value("failed"))
        .andExpect(jsonPath("$.progress").value(60))
        .andExpect(jsonPath("$.cached").value(false))
        .andExpect(jsonPath("$.error").value("The channel has no videos to analyse."))
        .andExpect(jsonPath("$.result").doesNotExist());
  }

  private static AnalysisJob job(String status, int progress, String stage, String result) {
    return new AnalysisJob(
        JOB, ACCOUNT, CHANNEL, status, stage, progress, 0, 0L, null, null, null, result);
  }

  private ResultActions keyed(MockHttpServletRequestBuilder request) throws Exception {
    return mvc.perform(request.header(HttpHeaders.AUTHORIZATION, "Bearer " + GateSlice.KEY));
  }
}
