package io.vidlens.mcp;

import static io.vidlens.testing.ErrorEnvelope.expect;
import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;

import io.vidlens.access.BucketStore;
import io.vidlens.access.KeyAuthenticator;
import io.vidlens.access.Operation;
import io.vidlens.api.ApiException;
import io.vidlens.api.ErrorResponses;
import io.vidlens.api.OpenApiDocument;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.modulith.test.ApplicationModuleTest;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import tools.jackson.databind.json.JsonMapper;

/**
 * The mcp module started alone (Spring Modulith's module test): what it needs of the others is the
 * key check (here a mock), the error envelope's writer and the OpenAPI document its tools' schemas
 * come from. What an agent notices: the tools it is offered, each performing one operation, and an
 * {@code /mcp} request without a valid key answered 401 in the envelope before the MCP server sees
 * it.
 */
// ModularityTest verifies the module model once for the build; not again per module test
@ApplicationModuleTest(verifyAutomatically = false)
@AutoConfigureMockMvc
@TestPropertySource(
    properties = {
      // mcp keeps nothing: no database is started for it
      "spring.autoconfigure.exclude="
          + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration,"
          // no database: no event publication registry either
          + "org.springframework.modulith.events.jdbc.JdbcEventPublicationAutoConfiguration,"
          + "org.springframework.modulith.events.config.EventPublicationAutoConfiguration"
    })
class McpModuleTest {

  /** The edge's envelope writer and the served document, as access and api make them. */
  @TestConfiguration(proxyBeanMethods = false)
  static class Others {
    @Bean
    ErrorResponses errorResponses(JsonMapper json) {
      return new ErrorResponses(json);
    }

    @Bean
    OpenApiDocument openApiDocument() {
      return OpenApiDocument.assemble(List.of(Operation.values()));
    }
  }

  @MockitoBean KeyAuthenticator keys;
  @MockitoBean BucketStore buckets;

  @Autowired List<ToolSet> toolSets;
  @Autowired MockMvc mvc;
  @Autowired ApplicationContext context;

  @Test
  void anAgentIsOfferedOneToolPerOperationItNeeds() {
    List<VidlensTool> tools = toolSets.stream().flatMap(set -> set.tools().stream()).toList();

    assertThat(tools).extracting(tool -> tool.tool().name()).doesNotHaveDuplicates();
    assertThat(tools)
        .extracting(VidlensTool::operation)
        .contains(
            Operation.GET_VIDEO_DETAILS,
            Operation.CREATE_ANALYSIS_JOB,
            Operation.SEARCH_SIMILAR_THUMBNAILS);
    assertThat(tools)
        .allSatisfy(tool -> assertThat(tool.tool().inputSchema()).containsKey("properties"));
    // no other module's beans: the gate and the features are not started
    assertThat(context.containsBean("accessGate")).isFalse();
  }

  @Test
  void withoutAValidKeyMcpIs401InTheEnvelope() throws Exception {
    when(keys.authenticate(any()))
        .thenThrow(
            new ApiException(HttpStatus.UNAUTHORIZED, "Unauthorized", "The API key is malformed."));

    expect(
            mvc.perform(
                post(McpServerConfiguration.ENDPOINT)
                    .header(HttpHeaders.AUTHORIZATION, "Bearer nope")
                    .contentType(MediaType.APPLICATION_JSON)
                    .content("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}")),
            401,
            "Unauthorized")
        .andExpect(header().string(HttpHeaders.WWW_AUTHENTICATE, "Bearer"));
  }
}
