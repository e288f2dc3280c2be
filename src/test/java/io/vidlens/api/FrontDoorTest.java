package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import io.vidlens.access.Operation;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.security.autoconfigure.SecurityAutoConfiguration;
import org.springframework.boot.security.autoconfigure.UserDetailsServiceAutoConfiguration;
import org.springframework.boot.security.autoconfigure.web.servlet.SecurityFilterAutoConfiguration;
import org.springframework.boot.security.autoconfigure.web.servlet.ServletWebSecurityAutoConfiguration;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ComponentScan.Filter;
import org.springframework.context.annotation.FilterType;
import org.springframework.context.annotation.Import;
import org.springframework.http.HttpHeaders;
import org.springframework.test.web.servlet.MockMvc;

/**
 * What a newcomer meets first: the root, the docs page and the contract it shows. The root and the
 * docs controller alone (a web slice; the served document is assembled from the operations as
 * access assembles it): none of it passes the gate or reads the platform.
 */
// Spring Security guards the dashboard alone (dashboard.DashboardSecurity), not the root or docs
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
              "io\\.vidlens\\.api\\.RootController",
              "io\\.vidlens\\.api\\.ApiDocsController"
            }))
@Import(FrontDoorTest.Contract.class)
class FrontDoorTest {

  @TestConfiguration(proxyBeanMethods = false)
  static class Contract {
    @Bean
    OpenApiDocument openApiDocument() {
      return OpenApiDocument.assemble(List.of(Operation.values()));
    }
  }

  @Autowired MockMvc mvc;

  @Test
  void aBrowserAtTheRootIsSentToTheDashboard() throws Exception {
    mvc.perform(
            get("/")
                .header(
                    HttpHeaders.ACCEPT,
                    "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"))
        .andExpect(status().isSeeOther())
        .andExpect(header().string(HttpHeaders.LOCATION, Matchers.containsString("/dashboard")));
  }

  @Test
  void aJsonClientOrCurlAtTheRootGetsAnIndexOfLinks() throws Exception {
    for (String accept : new String[] {"application/json", "*/*", null}) {
      var request = get("/");
      if (accept != null) {
        request.header(HttpHeaders.ACCEPT, accept);
      }
      mvc.perform(request)
          .andExpect(status().isOk())
          .andExpect(jsonPath("$.links.docs").value("/docs"))
          .andExpect(jsonPath("$.links.contract").value("/openapi.yaml"))
          .andExpect(jsonPath("$.links.dashboard").value("/dashboard"));
    }
  }

  @Test
  void theDocsPageAsksNoRemoteValidator() throws Exception {
    mvc.perform(get("/docs"))
        .andExpect(content().string(Matchers.containsString("/docs/swagger-initializer.js")));
    mvc.perform(get("/docs/swagger-initializer.js"))
        .andExpect(content().string(Matchers.containsString("validatorUrl: null")));
  }

  @Test
  void theServedContractIsAValidOpenApiDocument() throws Exception {
    // the bytes as a client reads them, UTF-8 (the mock response would decode them as Latin-1)
    String yaml =
        new String(
            mvc.perform(get("/openapi.yaml")).andReturn().getResponse().getContentAsByteArray(),
            StandardCharsets.UTF_8);

    SwaggerParseResult parsed = new OpenAPIV3Parser().readContents(yaml);

    assertThat(parsed.getMessages()).as("what the OpenAPI parser found wrong").isEmpty();
    assertThat(parsed.getOpenAPI().getOpenapi()).startsWith("3.1");
    // The 19 described operations' paths and the extensions' (watchlists), each path once.
    assertThat(parsed.getOpenAPI().getPaths().keySet())
        .containsExactlyInAnyOrderElementsOf(
            java.util.Arrays.stream(Operation.values())
                .map(Operation::pathTemplate)
                .distinct()
                .toList());
    assertThat(
            java.util.Arrays.stream(Operation.values())
                .filter(Operation::described)
                .map(Operation::pathTemplate)
                .distinct())
        .hasSize(19);
  }
}
