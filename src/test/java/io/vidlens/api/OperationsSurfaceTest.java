package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ServerTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import tools.jackson.databind.json.JsonMapper;

/**
 * What an outsider reaches of the operations surface: health and its probes, and nothing else of
 * the actuator without the operator's token; and security headers on every page outside the
 * dashboard, Swagger UI at /docs included (which runs no inline script).
 */
class OperationsSurfaceTest extends ServerTest {

  @Test
  void metricsAndTheEndpointListNeedTheOperationsToken() {
    for (String path : List.of("/actuator/prometheus", "/actuator", "/actuator/info")) {
      Answer anonymous = anonymous().get(path);
      assertThat(anonymous.status()).as(path).isEqualTo(401);
      assertThat(anonymous.header("WWW-Authenticate"))
          .as(path)
          .hasValueSatisfying(h -> assertThat(h).startsWith("Bearer"));
      assertThat(anonymous.error().get("details").asString()).contains("operations token");
      assertThat(api().get(path).status()).as("an API key is not the operator's").isEqualTo(401);
      assertThat(anonymous().withKey(OPERATIONS_TOKEN + "x").get(path).status()).isEqualTo(401);
    }
    Answer metrics = operator().get("/actuator/prometheus");
    assertThat(metrics.status()).isEqualTo(200);
    assertThat(metrics.text()).contains("jvm_memory_used_bytes");
    for (String path :
        List.of("/actuator/health", "/actuator/health/liveness", "/actuator/health/readiness")) {
      assertThat(anonymous().get(path).status()).as(path).isEqualTo(200);
    }
  }

  @Test
  void withoutAConfiguredTokenTheEndpointsBeyondHealthAreClosed() throws Exception {
    OperationsEndpointGuard guard =
        new OperationsEndpointGuard("", new ErrorResponses(JsonMapper.builder().build()));
    MockHttpServletRequest request = new MockHttpServletRequest("GET", "/actuator/prometheus");
    request.addHeader("Authorization", "Bearer ");
    MockHttpServletResponse response = new MockHttpServletResponse();
    MockFilterChain chain = new MockFilterChain();
    guard.doFilter(request, response, chain);
    assertThat(response.getStatus()).isEqualTo(401);
    assertThat(response.getContentAsString()).contains("vidlens.operations.token");
    assertThat(chain.getRequest()).as("never passed on").isNull();

    MockHttpServletResponse health = new MockHttpServletResponse();
    MockFilterChain healthChain = new MockFilterChain();
    guard.doFilter(
        new MockHttpServletRequest("GET", "/actuator/health/readiness"), health, healthChain);
    assertThat(healthChain.getRequest()).isNotNull();
  }

  @Test
  void everyPageOutsideTheDashboardSendsSecurityHeaders() {
    ApiClient browser = anonymous();
    for (String path :
        List.of(
            "/docs",
            "/docs/",
            "/docs/swagger-initializer.js",
            "/openapi.yaml",
            "/webjars/swagger-ui/swagger-ui.css",
            "/api/external/videos/details?videoId=dQw4w9WgXcQ",
            "/actuator/health",
            "/actuator/prometheus",
            "/no-such-page",
            "/")) {
      Answer answer = browser.get(path);
      assertThat(answer.header("Content-Security-Policy"))
          .as(path)
          .hasValueSatisfying(
              csp ->
                  assertThat(csp)
                      .contains("script-src 'self'")
                      .contains("frame-ancestors 'none'")
                      .doesNotContain("unsafe-eval"));
      assertThat(answer.header("X-Content-Type-Options")).as(path).hasValue("nosniff");
      assertThat(answer.header("X-Frame-Options")).as(path).hasValue("DENY");
      assertThat(answer.header("Referrer-Policy")).as(path).hasValue("same-origin");
    }
    String docs = browser.get("/docs").text();
    assertThat(docs).contains("<script src=\"/docs/swagger-initializer.js\">");
    assertThat(docs.replaceAll("<script src=\"[^\"]+\"></script>", "")).doesNotContain("<script");
    assertThat(browser.get("/docs/swagger-initializer.js").text()).contains("/openapi.yaml");
  }
}
