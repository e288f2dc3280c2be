package io.vidlens.thumbnails;

import static io.vidlens.testing.ErrorEnvelope.expect;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.clearInvocations;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.vidlens.access.GateSlice;
import io.vidlens.access.internal.QuotaLedger;
import io.vidlens.api.ApiException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.security.autoconfigure.SecurityAutoConfiguration;
import org.springframework.boot.security.autoconfigure.UserDetailsServiceAutoConfiguration;
import org.springframework.boot.security.autoconfigure.web.servlet.SecurityFilterAutoConfiguration;
import org.springframework.boot.security.autoconfigure.web.servlet.ServletWebSecurityAutoConfiguration;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.ComponentScan.Filter;
import org.springframework.context.annotation.FilterType;
import org.springframework.context.annotation.Import;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.ResultActions;

/**
 * Search Similar Thumbnails behind the real gate and the exception advice, its search and store
 * mocked: the body's rules (exactly one of text or image URL, a JSON object), the answer's shape
 * and method header, and the failures a client sees (503 with Retry-After while the index opens, a
 * refused image's 422 that costs no units).
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
              "io\\.vidlens\\.thumbnails\\.ThumbnailSearchController",
              "io\\.vidlens\\.api\\.ApiExceptionHandler"
            }))
@Import({GateSlice.class, ThumbnailSearchControllerSliceTest.Settings.class})
class ThumbnailSearchControllerSliceTest {

  private static final String SEARCH = "/api/external/similar-thumbnails/search";

  @TestConfiguration(proxyBeanMethods = false)
  @EnableConfigurationProperties(ThumbnailProperties.class)
  static class Settings {}

  @Autowired MockMvc mvc;
  @Autowired QuotaLedger ledger;
  @MockitoBean ThumbnailSearchService search;
  @MockitoBean ThumbnailStore store;

  @Test
  void withoutAKeyItIs401() throws Exception {
    expect(
        mvc.perform(post(SEARCH).contentType(MediaType.APPLICATION_JSON).content("{}")),
        401,
        "Unauthorized");
    verifyNoInteractions(search, store);
  }

  @Test
  void aBodyWithoutExactlyOneOfTextOrImageUrlIs400() throws Exception {
    expect(searchFor("{}"), 400, "Invalid search parameters");
    expect(
        searchFor("{\"text\":\"cats\",\"image_url\":\"https://example.com/a.jpg\"}"),
        400,
        "Invalid search parameters");
    expect(searchFor("{\"text\":\"\\u200b \"}"), 400, "Invalid search parameters");
    expect(searchFor("[\"cats\"]"), 400, "Bad Request");
    expect(
        mvc.perform(
            post(SEARCH)
                .header(HttpHeaders.AUTHORIZATION, "Bearer " + GateSlice.KEY)
                .contentType(MediaType.APPLICATION_FORM_URLENCODED)
                .content("text=cats")),
        415,
        "Unsupported Media Type");
    verifyNoInteractions(search);
  }

  @Test
  void anAnswerIsItsDataUnderDataAndSaysHowItWasFound() throws Exception {
    when(search.search(any(), anyString(), anyString()))
        .thenReturn(
            new ThumbnailSearchService.Outcome(
                List.of(new ThumbnailSearchService.Found("gone1234567", 0.5f, "image", null)),
                "text-metadata"));
    when(store.find(List.of("gone1234567"))).thenReturn(Map.of());

    // a found video the store no longer holds is left out
    searchFor("{\"text\":\"cats\"}")
        .andExpect(status().isOk())
        .andExpect(header().string(ThumbnailSearchController.METHOD_HEADER, "text-metadata"))
        .andExpect(header().exists("X-Quota-Remaining"))
        .andExpect(content().json("{\"data\":[]}", true));
  }

  @Test
  void whileTheIndexOpensItIs503WithRetryAfter() throws Exception {
    when(search.search(any(), anyString(), anyString()))
        .thenThrow(
            new ApiException(
                HttpStatus.SERVICE_UNAVAILABLE,
                "Service Unavailable",
                "The thumbnail index is opening.",
                30L));

    expect(searchFor("{\"text\":\"cats\"}"), 503, "Service Unavailable")
        .andExpect(header().string(HttpHeaders.RETRY_AFTER, "30"));
  }

  @Test
  void aRefusedImageIs422AndItsUnitsAreGivenBack() throws Exception {
    clearInvocations(ledger); // the gate's ledger is the context's, shared by the tests
    when(search.search(any(), anyString(), anyString()))
        .thenThrow(
            new ApiException(
                HttpStatus.UNPROCESSABLE_CONTENT,
                "Image could not be used",
                "only http and https image URLs are allowed"));

    expect(searchFor("{\"image_url\":\"ftp://example.com/a.jpg\"}"), 422, null);
    verify(ledger).refund(anyString(), any(), eq(5));
  }

  private ResultActions searchFor(String body) throws Exception {
    return mvc.perform(
        post(SEARCH)
            .header(HttpHeaders.AUTHORIZATION, "Bearer " + GateSlice.KEY)
            .contentType(MediaType.APPLICATION_JSON)
            .content(body));
  }
}
