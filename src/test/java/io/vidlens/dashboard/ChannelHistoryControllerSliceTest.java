package io.vidlens.dashboard;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.vidlens.access.AccountDirectory;
import io.vidlens.analysis.api.AnalysisJobs;
import io.vidlens.history.api.ChannelGrowth;
import io.vidlens.history.api.ChannelHistories;
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
 * A channel's history page behind the dashboard's own security filter chain, its pages' advice and
 * templates, with the account directory, the histories and the jobs mocked (the charts over stored
 * readings, and the jobs as the database holds them: {@code ChannelHistoryPageTest}): a stranger is
 * sent to sign in and nothing is read; a signed-in person gets the dashboard's 404 page for a
 * malformed ID and for a channel the account never analysed (whether the instance holds its history
 * is not told), and for one it did without readings words instead of empty charts; a form sent
 * without its CSRF token is the form-expired page.
 */
@WebMvcTest(
    useDefaultFilters = false,
    includeFilters =
        @Filter(
            type = FilterType.REGEX,
            pattern = {
              "io\\.vidlens\\.dashboard\\.ChannelHistoryController",
              "io\\.vidlens\\.dashboard\\.DashboardPages",
              "io\\.vidlens\\.dashboard\\.DashboardUsers"
            }))
@Import({
  DashboardSecurity.class,
  SignedInAccountArgument.class,
  ChannelHistoryControllerSliceTest.Others.class
})
class ChannelHistoryControllerSliceTest {

  private static final String CHANNEL = "UC" + "h".repeat(22);
  private static final String ACCOUNT = "acc-history";
  private static final Instant ASKED = Instant.parse("2026-03-01T10:00:00Z");

  @TestConfiguration(proxyBeanMethods = false)
  @org.springframework.boot.context.properties.EnableConfigurationProperties(
      DashboardProperties.class)
  static class Others {}

  @Autowired MockMvc mvc;
  @MockitoBean AccountDirectory accounts;
  @MockitoBean KnownBrowsers knownBrowsers;
  @MockitoBean SignInThrottle throttle;
  @MockitoBean FindByIndexNameSessionRepository<Session> sessions;
  @MockitoBean ChannelHistories histories;
  @MockitoBean AnalysisJobs jobs;

  @Test
  void aStrangerIsSentToSignInAndNothingIsRead() throws Exception {
    mvc.perform(get(page(CHANNEL)))
        .andExpect(status().isFound())
        .andExpect(redirectedUrl("/dashboard/sign-in"))
        .andExpect(header().string("X-Frame-Options", "DENY"));
    verifyNoInteractions(histories, jobs);
  }

  @Test
  void aMalformedIdOrAChannelTheAccountNeverAnalysedIsTheDashboards404() throws Exception {
    MockHttpSession session = signedIn();
    when(jobs.firstAsked(ACCOUNT, CHANNEL)).thenReturn(Optional.empty());

    for (String bad : List.of("not-a-channel", "UC" + "x".repeat(21), "@somebody")) {
      mvc.perform(get(page(bad)).session(session))
          .andExpect(status().isNotFound())
          .andExpect(content().string(containsString("a channel ID is UC followed by 22")))
          .andExpect(
              header()
                  .string("Content-Security-Policy", DashboardSecurity.CONTENT_SECURITY_POLICY));
    }
    mvc.perform(get(page(CHANNEL)).session(session))
        .andExpect(status().isNotFound())
        .andExpect(content().string(containsString("this account has none of this channel")));
    verifyNoInteractions(histories);
  }

  @Test
  void aChannelTheAccountAnalysedWithoutReadingsSaysHowItsHistoryGrowsAndDrawsNoChart()
      throws Exception {
    MockHttpSession session = signedIn();
    when(jobs.firstAsked(ACCOUNT, CHANNEL)).thenReturn(Optional.of(ASKED));
    when(histories.growth(anyString(), anyInt(), any()))
        .thenReturn(new ChannelGrowth(CHANNEL, List.of(), List.of()));

    mvc.perform(get(page(CHANNEL)).session(session))
        .andExpect(status().isOk())
        .andExpect(header().string("Cache-Control", containsString("no-store")))
        .andExpect(content().string(containsString("id=\"history-empty\"")))
        .andExpect(
            content().string(containsString("Its history grows as clients ask about the channel")))
        .andExpect(content().string(not(containsString("<canvas"))))
        .andExpect(content().string(not(containsString("chart.umd.js"))));
    verify(histories).growth(CHANNEL, HistoryPage.TOP_VIDEOS, ASKED);
  }

  @Test
  void aFormWithoutItsCsrfTokenIsTheFormExpiredPage() throws Exception {
    mvc.perform(post("/dashboard/sign-out").session(signedIn()))
        .andExpect(status().isForbidden())
        .andExpect(content().string(containsString("This form has expired")));
  }

  private static String page(String channel) {
    return "/dashboard/channels/" + channel + "/history";
  }

  private MockHttpSession signedIn() {
    return SignedInSessions.of(accounts, ACCOUNT, "history@example.com");
  }
}
