package io.vidlens.analytics;

import static io.vidlens.testing.ErrorEnvelope.expect;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.vidlens.access.GateSlice;
import io.vidlens.model.ChannelId;
import io.vidlens.model.VideoId;
import io.vidlens.platform.PlatformException;
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
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.ResultActions;

/**
 * The analytics controllers behind the real gate and the service's exception advice, their services
 * mocked: the key check, the channel and video IDs checked before any service is asked, the
 * answers' wire shape (an array of one, the views headers, both RPM bodies at 200) and a platform
 * failure in the envelope.
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
              "io\\.vidlens\\.analytics\\.AnalyticsController",
              "io\\.vidlens\\.analytics\\.RpmController",
              "io\\.vidlens\\.api\\.ApiExceptionHandler",
              "io\\.vidlens\\.api\\.SerializedAnswers"
            }))
@Import(GateSlice.class)
class AnalyticsControllerSliceTest {

  private static final String CHANNEL = "UC" + "x".repeat(22);
  private static final String SHORT_VS_LONG =
      "/api/external/analytics/channel-analytics/{channelId}/short-vs-long-views";
  private static final String ANALYTICS = "/api/external/analytics/channel-analytics";
  private static final String RPM = "/api/external/videos/rpm";

  @Autowired MockMvc mvc;
  @MockitoBean ChannelAnalyticsService analytics;
  @MockitoBean ViewTotalsService views;
  @MockitoBean RpmService rpm;

  @Test
  void withoutAKeyEveryOperationIs401AndNoServiceIsAsked() throws Exception {
    expect(mvc.perform(get(SHORT_VS_LONG, CHANNEL)), 401, "Unauthorized")
        .andExpect(jsonPath("$.error.details", Matchers.containsString("Authorization: Bearer")));
    expect(
            mvc.perform(
                post(ANALYTICS)
                    .header(HttpHeaders.AUTHORIZATION, "Bearer vl_not-a-key-0123456789")
                    .contentType(MediaType.APPLICATION_JSON)
                    .content("{\"channelId\":\"" + CHANNEL + "\"}")),
            401,
            "Unauthorized")
        .andExpect(jsonPath("$.error.details").value("The API key is not valid."));
    verifyNoInteractions(analytics, views, rpm);
  }

  @Test
  void aMalformedChannelOrVideoIdIs400BeforeAnyServiceIsAsked() throws Exception {
    expect(keyed(get(SHORT_VS_LONG, "not-a-channel")), 400, "Invalid channel ID format");
    expect(analyticsOf("{\"channelId\":\"UCshort\"}"), 400, "Invalid channel ID format");
    expect(analyticsOf("{}"), 400, "Invalid channel ID format");
    expect(analyticsOf("[1]"), 400, "Bad Request");
    expect(keyed(get(RPM)), 400, "Invalid video ID format");
    verifyNoInteractions(analytics, views, rpm);
  }

  @Test
  void shortVsLongIsAnArrayOfOneWithItsPagesInHeaders() throws Exception {
    when(views.totals(new ChannelId(CHANNEL)))
        .thenReturn(
            new ViewTotals(
                new ViewTotals.Sum(1_200, 3, 0),
                new ViewTotals.Sum(90_000, 10, 2),
                2,
                1,
                true,
                false));

    keyed(get(SHORT_VS_LONG, CHANNEL))
        .andExpect(status().isOk())
        .andExpect(header().string(AnalyticsController.COMPLETE, "false"))
        .andExpect(header().string(AnalyticsController.PAGES_READ, "videos=2, shorts=1"))
        .andExpect(header().exists("X-Quota-Remaining"))
        .andExpect(jsonPath("$.length()").value(1))
        .andExpect(jsonPath("$[0].shortView").value(1_200))
        .andExpect(jsonPath("$[0].longViews").value(90_000))
        .andExpect(jsonPath("$[0].estimate.confidence").value("low"))
        .andExpect(jsonPath("$[0].estimate.method").isNotEmpty());
  }

  @Test
  void anRpmThatCannotBeEstimatedIsStill200WithSuccessFalse() throws Exception {
    when(rpm.rpm(any(VideoId.class)))
        .thenReturn(
            new RpmAnswer.Unavailable(false, "dQw4w9WgXcQ", "TOO_FEW_VIEWS", "Too few views"));

    keyed(get(RPM).param("videoId", "dQw4w9WgXcQ"))
        .andExpect(status().isOk())
        .andExpect(
            content()
                .string(
                    "{\"success\":false,\"videoId\":\"dQw4w9WgXcQ\",\"error\":\"TOO_FEW_VIEWS\","
                        + "\"message\":\"Too few views\"}"));
  }

  @Test
  void aChannelThePlatformDoesNotKnowIs404InTheEnvelope() throws Exception {
    when(analytics.analytics(new ChannelId(CHANNEL)))
        .thenThrow(PlatformException.channelNotFound(CHANNEL, "This channel does not exist"));

    expect(analyticsOf("{\"channelId\":\"" + CHANNEL + "\"}"), 404, null);
  }

  private ResultActions analyticsOf(String body) throws Exception {
    return keyed(post(ANALYTICS).contentType(MediaType.APPLICATION_JSON).content(body));
  }

  private ResultActions keyed(
      org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder request)
      throws Exception {
    return mvc.perform(request.header(HttpHeaders.AUTHORIZATION, "Bearer " + GateSlice.KEY));
  }
}
