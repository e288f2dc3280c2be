package io.vidlens.video;

import static io.vidlens.testing.ErrorEnvelope.expect;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.vidlens.access.GateSlice;
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
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

/**
 * The video controller behind the real gate (Spring MVC, the service's exception advice; no
 * platform, no database): what a bad request is answered before any service is asked, and how a
 * service's failure reaches the caller. The bulk body's 400 and 415 were whole-server tests in
 * {@code api.FrameworkErrorsTest}; they are Spring MVC, the gate and the advice alone. Charging
 * against the database and the whole server: {@code api.FrameworkErrorsTest} and {@code
 * api.ParameterNamesTest}.
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
              "io\\.vidlens\\.video\\.VideoController",
              "io\\.vidlens\\.api\\.ApiExceptionHandler",
              "io\\.vidlens\\.api\\.SerializedAnswers"
            }))
@Import(GateSlice.class)
class VideoControllerSliceTest {

  private static final String DETAILS = "/api/external/videos/details";
  private static final String BULK = "/api/external/videos/bulk-transcript";

  @Autowired MockMvc mvc;
  @MockitoBean VideoDetailsService details;
  @MockitoBean CommentsService comments;
  @MockitoBean CaptionsService captions;
  @MockitoBean BulkService bulk;

  @Test
  void withoutAKeyItIs401AndNoServiceIsAsked() throws Exception {
    expect(mvc.perform(get(DETAILS).param("videoId", "dQw4w9WgXcQ")), 401, "Unauthorized");
    verifyNoInteractions(details, comments, captions, bulk);
  }

  @Test
  void aMissingOrMalformedVideoIdIs400AndNoServiceIsAsked() throws Exception {
    envelope(keyed(get(DETAILS)), 400, "Invalid video ID format")
        .andExpect(jsonPath("$.error.details", Matchers.startsWith("videoId is required")));
    envelope(keyed(get(DETAILS).param("videoId", "short")), 400, "Invalid video ID format")
        .andExpect(jsonPath("$.error.details", Matchers.containsString("got 5 characters")));
    envelope(
        keyed(get("/api/external/videos/transcript").param("videoId", "x")),
        400,
        "Invalid video ID format");
    verifyNoInteractions(details, comments, captions, bulk);
  }

  @Test
  void aBulkBodyThatIsNotAJsonObjectIs400() throws Exception {
    envelope(bulkJson("{\"videoIds\": ["), 400, "Bad Request")
        .andExpect(jsonPath("$.error.details", Matchers.containsString("JSON")));
    envelope(bulkJson(""), 400, "Bad Request");
    envelope(bulkJson("[1,2]"), 400, "Bad Request");
    verifyNoInteractions(bulk);
  }

  @Test
  void aBulkBodyThatIsAFormIs415AndNamesJson() throws Exception {
    envelope(
            keyed(
                post(BULK)
                    .contentType(MediaType.APPLICATION_FORM_URLENCODED)
                    .content("videoIds=abc")),
            415,
            "Unsupported Media Type")
        .andExpect(jsonPath("$.error.details", Matchers.containsString("application/json")));
    verifyNoInteractions(bulk);
  }

  private ResultActions bulkJson(String body) throws Exception {
    return keyed(post(BULK).contentType(MediaType.APPLICATION_JSON).content(body));
  }

  @Test
  void aWrongMethodIs405AndNamesTheAllowedOne() throws Exception {
    envelope(keyed(delete(DETAILS).param("videoId", "dQw4w9WgXcQ")), 405, "Method Not Allowed")
        .andExpect(header().string("Allow", Matchers.containsString("GET")));
  }

  @Test
  void aVideoThePlatformDoesNotKnowIs404InTheEnvelope() throws Exception {
    when(details.details(any(VideoId.class)))
        .thenThrow(PlatformException.videoNotFound("dQw4w9WgXcQ", "This video is unavailable"));

    envelope(keyed(get(DETAILS).param("videoId", "dQw4w9WgXcQ")), 404, null);
  }

  private ResultActions keyed(MockHttpServletRequestBuilder request) throws Exception {
    return mvc.perform(request.header(HttpHeaders.AUTHORIZATION, "Bearer " + GateSlice.KEY));
  }

  /** The error envelope: the status as code, a message, details, no stack trace. */
  private static ResultActions envelope(ResultActions answer, int status, String message)
      throws Exception {
    answer
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
