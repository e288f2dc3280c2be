package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.servlet.http.HttpServletRequest;
import java.util.Collections;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

/**
 * A node's session IDs name the node, so the proxy can send a session's requests where it lives,
 * and the transport behind the filter sees only its own IDs.
 */
class McpSessionRouteTest {

  private final McpSessionRoute route = new McpSessionRoute("vidlens-2");

  @Test
  void theIdHandedOutNamesTheNodeAndComesBackAsTheTransportsOwn() throws Exception {
    MockHttpServletRequest request = new MockHttpServletRequest("POST", "/mcp");
    MockHttpServletResponse response = new MockHttpServletResponse();
    route.doFilter(
        request,
        response,
        (req, res) ->
            ((jakarta.servlet.http.HttpServletResponse) res)
                .setHeader("mcp-session-id", "4f1c-abc"));
    assertThat(response.getHeader("Mcp-Session-Id")).isEqualTo("vidlens-2.4f1c-abc");

    MockHttpServletRequest next = new MockHttpServletRequest("POST", "/mcp");
    next.addHeader("Mcp-Session-Id", "vidlens-2.4f1c-abc");
    AtomicReference<String> seen = new AtomicReference<>();
    AtomicReference<Object> all = new AtomicReference<>();
    route.doFilter(
        next,
        new MockHttpServletResponse(),
        (req, res) -> {
          seen.set(((HttpServletRequest) req).getHeader("MCP-SESSION-ID"));
          all.set(Collections.list(((HttpServletRequest) req).getHeaders("Mcp-Session-Id")));
        });
    assertThat(seen.get()).isEqualTo("4f1c-abc");
    assertThat(all.get()).isEqualTo(java.util.List.of("4f1c-abc"));
  }

  @Test
  void anotherNodesIdReachesTheTransportUnchangedSoItIsAnUnknownSession() {
    assertThat(route.incoming("vidlens-1.4f1c-abc")).isEqualTo("vidlens-1.4f1c-abc");
    assertThat(route.incoming(null)).isNull();
  }

  @Test
  void aRouteTheProxyCouldNotMatchIsRefusedAtStartUp() {
    assertThatThrownBy(() -> new McpSessionRoute("node 1"))
        .hasMessageContaining("vidlens.mcp.route");
    assertThatThrownBy(() -> new McpSessionRoute("a.b"))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
