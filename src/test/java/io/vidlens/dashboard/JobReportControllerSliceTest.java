package io.vidlens.dashboard;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.vidlens.access.AccountDirectory;
import io.vidlens.analysis.api.AnalysisJobs;
import io.vidlens.analysis.api.AnalysisReport;
import io.vidlens.analysis.api.AnalysisReport.Evidence;
import io.vidlens.analysis.api.AnalysisReport.NicheSubject;
import io.vidlens.analysis.api.JobDetail;
import io.vidlens.analysis.api.JobView;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.ComponentScan.Filter;
import org.springframework.context.annotation.FilterType;
import org.springframework.context.annotation.Import;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.session.FindByIndexNameSessionRepository;
import org.springframework.session.Session;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

/**
 * A completed job's page and report as the dashboard renders them, with the jobs mocked: what drew
 * across the niche (each subject's peers, p and outliers named by their channel, and what the
 * chance test set aside), and an idea's evidence from a peer named as that peer's, never passed off
 * as the channel's own video; a result without a niche shows no such section.
 */
@WebMvcTest(
    useDefaultFilters = false,
    includeFilters =
        @Filter(
            type = FilterType.REGEX,
            pattern = {
              "io\\.vidlens\\.dashboard\\.JobsController",
              "io\\.vidlens\\.dashboard\\.DashboardPages",
              "io\\.vidlens\\.dashboard\\.DashboardUsers",
              "io\\.vidlens\\.dashboard\\.DashboardFormat"
            }))
@Import({
  DashboardSecurity.class,
  SignedInAccountArgument.class,
  JobReportControllerSliceTest.Others.class
})
class JobReportControllerSliceTest {

  private static final String ACCOUNT = "acc-report";
  private static final String JOB = "11111111-2222-3333-4444-555555555555";
  private static final Instant DONE = Instant.parse("2026-02-01T00:00:00Z");

  @TestConfiguration(proxyBeanMethods = false)
  @org.springframework.boot.context.properties.EnableConfigurationProperties(
      DashboardProperties.class)
  static class Others {}

  @Autowired MockMvc mvc;
  @MockitoBean AccountDirectory accounts;
  @MockitoBean KnownBrowsers knownBrowsers;
  @MockitoBean SignInThrottle throttle;
  @MockitoBean FindByIndexNameSessionRepository<Session> sessions;
  @MockitoBean AnalysisJobs jobs;

  static final Evidence PEERS =
      new Evidence("ppppppppppp", "Ember Valley #1 - Landfall", 400_000L, 6.5, "Pixel Pete");

  static AnalysisReport withNiche() {
    AnalysisReport r = ReportPageTest.REPORT;
    return new AnalysisReport(
        r.channelId(),
        r.channelTitle(),
        r.subscribers(),
        r.totalViews(),
        r.videoCount(),
        r.videos(),
        r.series(),
        r.buckets(),
        r.formats(),
        r.topFormat(),
        r.growth(),
        r.audience(),
        List.of(
            new AnalysisReport.Topic(
                "Ember Valley #01",
                "A game the channel has not played.",
                List.of(PEERS, new Evidence("ccccccccccc", "Cake", 50_000L, 3.0)))),
        null,
        r.advice(),
        r.flagged(),
        r.peers(),
        List.of(new NicheSubject("Ember Valley", 2, 0.004, 9, 3, List.of(PEERS))),
        List.of(
            new NicheSubject(
                "Goblin Tavern",
                1,
                0.51,
                15,
                3,
                List.of(
                    new Evidence(
                        "qqqqqqqqqqq", "Goblin Tavern Is Funny", 28_743L, 3.97, "Quiet Quest")))),
        r.caveats());
  }

  @Test
  void theReportAndTheJobPageShowWhatDrewAcrossTheNicheAndWhoseVideoEachIs() throws Exception {
    MockHttpSession session = SignedInSessions.of(accounts, ACCOUNT, "report@example.com");
    when(jobs.find(ACCOUNT, JOB)).thenReturn(Optional.of(completed(withNiche())));
    for (String page : List.of("/dashboard/jobs/" + JOB + "/report", "/dashboard/jobs/" + JOB)) {
      mvc.perform(get(page).session(session))
          .andExpect(status().isOk())
          .andExpect(content().string(containsString("id=\"section-niche\"")))
          .andExpect(content().string(containsString("What drew across the niche")))
          .andExpect(content().string(containsString("(2 channels, p = 0.004, 9 videos weighed)")))
          .andExpect(content().string(containsString("1 set aside as within chance")))
          .andExpect(content().string(containsString("(p = 0.51, 15 videos on 3 peers)")))
          .andExpect(content().string(containsString("on Quiet Quest")))
          // the idea's peer video is the peer's, its score against the peer's own videos
          .andExpect(content().string(containsString("on Pixel Pete")))
          .andExpect(content().string(containsString("6.5× its channel at its age")))
          .andExpect(content().string(containsString("3.0× its age group")));
    }
  }

  @Test
  void aResultWithoutANicheShowsNoNicheSection() throws Exception {
    MockHttpSession session = SignedInSessions.of(accounts, ACCOUNT, "report@example.com");
    when(jobs.find(ACCOUNT, JOB)).thenReturn(Optional.of(completed(ReportPageTest.REPORT)));
    mvc.perform(get("/dashboard/jobs/" + JOB + "/report").session(session))
        .andExpect(status().isOk())
        .andExpect(content().string(not(containsString("section-niche"))))
        .andExpect(content().string(containsString("id=\"section-topics\"")));
  }

  private static JobDetail completed(AnalysisReport report) {
    return new JobDetail(
        new JobView(JOB, report.channelId(), "completed", 100, DONE, DONE, DONE, DONE, null),
        "{}",
        List.of(),
        report);
  }
}
