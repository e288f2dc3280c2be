package io.vidlens.channel;

import static io.vidlens.testing.ErrorEnvelope.expect;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.vidlens.access.GateSlice;
import io.vidlens.catalog.ChannelRef;
import io.vidlens.catalog.Channels;
import io.vidlens.platform.PlatformException;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
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
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

/**
 * The channel content controller behind the real gate (Spring MVC, the service's exception advice,
 * mocked services; no platform, no database): every parameter is checked before the channel is
 * resolved, and a channel the platform does not know is a 404 in the envelope. The parameter checks
 * were whole-server replay tests ({@code ChannelContentReplayTest}), skipped without the recordings
 * although no recording is read before them.
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
              "io\\.vidlens\\.channel\\.ChannelContentController",
              "io\\.vidlens\\.api\\.ApiExceptionHandler"
            }))
@Import(GateSlice.class)
class ChannelControllerSliceTest {

  private static final String CHANNEL = "UCsXVk37bltHxD1rDPwtNM8Q";

  @Autowired MockMvc mvc;
  @MockitoBean Channels resolver;
  @MockitoBean ChannelListings listings;
  @MockitoBean ChannelAboutService about;
  @MockitoBean ChannelOutliersService outliers;

  @Test
  void withoutAKeyItIs401AndTheChannelIsNotResolved() throws Exception {
    expect(
        mvc.perform(get("/api/external/channels/about").param("channelId", CHANNEL)),
        401,
        "Unauthorized");
    verifyNoInteractions(resolver, listings, about, outliers);
  }

  @Test
  void aMissingChannelIs400NamingTheParameterTheClientSent() throws Exception {
    envelope(get("/api/external/channels/about"), 400, "Invalid channel ID format")
        .andExpect(jsonPath("$.error.details", Matchers.containsString("'channelId' is required")));
    envelope(
            get("/api/external/channels/videos").param("channel_id", " "),
            400,
            "Invalid channel ID format")
        .andExpect(
            jsonPath("$.error.details", Matchers.containsString("'channel_id' is required")));
    envelope(
        get("/api/external/channels/shorts").param("channelId", "not a channel"),
        400,
        "Invalid channel ID format");
    verifyNoInteractions(resolver, listings, about, outliers);
  }

  @Test
  void aSortTheTabDoesNotHaveIs400ListingTheOnesItHas() throws Exception {
    envelope(tab("videos").param("sort", "best"), 400, "Bad Request")
        .andExpect(jsonPath("$.error.details", Matchers.startsWith("sort must be one of")))
        .andExpect(jsonPath("$.error.details", Matchers.containsString("(got 'best')")));
    envelope(tab("videos").param("sort", "newest"), 400, "Bad Request");
    envelope(tab("shorts").param("sort", "date_added"), 400, "Bad Request");
    envelope(tab("playlists").param("sort", "popular"), 400, "Bad Request");
    verifyNoInteractions(resolver, listings);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "maxVideos=0",
        "maxVideos=101",
        "maxVideos=abc",
        "threshold=0",
        "threshold=-1",
        "threshold=abc",
        "threshold=Infinity",
        "threshold=NaN"
      })
  void outlierParametersOutOfRangeAreRejected(String parameter) throws Exception {
    String[] nameValue = parameter.split("=");
    envelope(
        get("/api/external/channels/outliers")
            .param("channelId", CHANNEL)
            .param(nameValue[0], nameValue[1]),
        400,
        "Bad Request");
    verifyNoInteractions(resolver, outliers);
  }

  @Test
  void outlierRangesAreSpelledOut() throws Exception {
    envelope(outliers("maxVideos", "0"), 400, "Bad Request")
        .andExpect(jsonPath("$.error.details").value("maxVideos must be between 1 and 100."));
    envelope(outliers("threshold", "0"), 400, "Bad Request")
        .andExpect(jsonPath("$.error.details").value("threshold must be a positive number."));
  }

  @Test
  void aChannelThePlatformDoesNotKnowIs404() throws Exception {
    when(resolver.resolve(any(ChannelRef.class)))
        .thenThrow(PlatformException.channelNotFound("@nobody", "no such handle"));

    envelope(get("/api/external/channels/about").param("channelId", "@nobody"), 404, null);
    verifyNoInteractions(about);
  }

  private static MockHttpServletRequestBuilder tab(String tab) {
    return get("/api/external/channels/" + tab).param("channelId", CHANNEL);
  }

  private static MockHttpServletRequestBuilder outliers(String parameter, String value) {
    return get("/api/external/channels/outliers")
        .param("channelId", CHANNEL)
        .param(parameter, value);
  }

  /** The error envelope: the status as code, a message, details, no stack trace. */
  private ResultActions envelope(MockHttpServletRequestBuilder request, int status, String message)
      throws Exception {
    ResultActions answer =
        mvc.perform(request.header(HttpHeaders.AUTHORIZATION, "Bearer " + GateSlice.KEY))
            .andExpect(status().is(status))
            .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_JSON))
            .andExpect(jsonPath("$.error.code").value(status))
            .andExpect(jsonPath("$.error.details").isNotEmpty())
            .andExpect(content().string(Matchers.not(Matchers.containsString("Exception"))));
    if (message != null) {
      answer.andExpect(jsonPath("$.error.message").value(message));
    }
    return answer;
  }
}
