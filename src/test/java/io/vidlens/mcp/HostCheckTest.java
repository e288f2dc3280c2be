package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.vidlens.json.JsonMappers;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;

/** {@code vidlens.mcp.allowed-hosts}: when it lists hosts, any other Host header is a 403. */
class HostCheckTest {

  private static McpMessages messages(List<String> hosts) {
    return new McpMessages(
        JsonMappers.PLAIN,
        new JacksonMcpJsonMapper(JsonMappers.PLAIN),
        new OriginCheck(List.of(McpServerConfiguration.LOCAL_ORIGINS.split(","))),
        new OriginCheck(hosts),
        McpTransport.VERSIONS,
        McpLimitsFixture.limits(4, 8, 4));
  }

  private static MockHttpServletRequest withHost(String host) {
    MockHttpServletRequest request = new MockHttpServletRequest("POST", "/mcp");
    request.removeHeader("Host");
    if (host != null) {
      request.addHeader("Host", host);
    }
    return request;
  }

  @Test
  void aListedHostPassesAndAnyOtherIsRefused() {
    McpMessages listed = messages(List.of("localhost:*", "vidlens.example"));
    listed.checkHeaders(withHost("localhost:8080"));
    listed.checkHeaders(withHost("vidlens.example"));
    assertThatThrownBy(() -> listed.checkHeaders(withHost("rebound.evil.com:8080")))
        .isInstanceOfSatisfying(
            McpEdgeException.class, e -> assertThat(e.getMessage()).contains("allowed-hosts"));
    assertThatThrownBy(() -> listed.checkHeaders(withHost("localhost.evil.com")))
        .isInstanceOf(McpEdgeException.class);
    assertThatThrownBy(() -> listed.checkHeaders(withHost(null)))
        .isInstanceOf(McpEdgeException.class);
  }

  @Test
  void withoutAListAnyHostPasses() {
    messages(List.of()).checkHeaders(withHost("anything.example:1234"));
  }
}
