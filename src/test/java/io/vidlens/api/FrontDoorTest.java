package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ServerTest;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** What a newcomer meets first: the root, the docs page and the contract it shows. */
class FrontDoorTest extends ServerTest {

  private Answer root(String accept) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(anonymous().baseUrl() + "/"))
            .timeout(Duration.ofSeconds(30));
    if (accept != null) {
      request.header("Accept", accept);
    }
    return anonymous().exchange("GET", "/", request.build());
  }

  @Test
  void aBrowserAtTheRootIsSentToTheDashboard() {
    Answer answer = root("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8");
    assertThat(answer.status()).isEqualTo(303);
    assertThat(answer.header("Location")).contains("/dashboard");
  }

  @Test
  void aJsonClientOrCurlAtTheRootGetsAnIndexOfLinks() {
    for (String accept : new String[] {"application/json", "*/*", null}) {
      Answer answer = root(accept);
      assertThat(answer.status()).as("Accept: %s", accept).isEqualTo(200);
      assertThat(answer.json().at("/links/docs").asString()).isEqualTo("/docs");
      assertThat(answer.json().at("/links/contract").asString()).isEqualTo("/openapi.yaml");
      assertThat(answer.json().at("/links/dashboard").asString()).isEqualTo("/dashboard");
    }
  }

  @Test
  void theDocsPageAsksNoRemoteValidator() {
    assertThat(anonymous().get("/docs").text()).contains("/docs/swagger-initializer.js");
    assertThat(anonymous().get("/docs/swagger-initializer.js").text())
        .contains("validatorUrl: null");
  }

  @Test
  void theServedContractIsAValidOpenApiDocument() {
    String yaml = anonymous().get("/openapi.yaml").text();

    SwaggerParseResult parsed = new OpenAPIV3Parser().readContents(yaml);

    assertThat(parsed.getMessages()).as("what the OpenAPI parser found wrong").isEmpty();
    assertThat(parsed.getOpenAPI().getOpenapi()).startsWith("3.1");
    assertThat(parsed.getOpenAPI().getPaths()).hasSize(19);
  }
}
