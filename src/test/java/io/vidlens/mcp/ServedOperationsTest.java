package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;

/**
 * The request a tool forwards to its operation carries the operation's method, the caller's key and
 * the body, and none of the MCP request's marks: a filter that ran for the MCP request ("already
 * filtered") must run again for the forward, or the gate would be skipped. Its answer is held apart
 * from the MCP request's own response.
 */
class ServedOperationsTest {

  private static MockHttpServletRequest mcpRequest() {
    MockHttpServletRequest mcp = new MockHttpServletRequest("POST", "/mcp");
    mcp.addHeader("Authorization", "Bearer mcp-caller");
    mcp.addHeader("Mcp-Session-Id", "session-1");
    mcp.addHeader("Accept", "application/json, text/event-stream");
    mcp.setAttribute("accessGate.FILTERED", Boolean.TRUE);
    mcp.setAttribute("org.apache.catalina.core.DISPATCHER_TYPE", "REQUEST");
    mcp.setContent("{\"jsonrpc\":\"2.0\"}".getBytes(StandardCharsets.UTF_8));
    mcp.setParameter("fromMcp", "yes");
    return mcp;
  }

  @Test
  void theForwardSeesNoneOfTheMcpRequestsFilterMarksButTheContainersState() {
    OperationServletRequest forwarded =
        new OperationServletRequest(mcpRequest(), "GET", "Bearer tool-caller", null);

    assertThat(forwarded.getAttribute("accessGate.FILTERED"))
        .as("the gate runs again for the forward")
        .isNull();
    assertThat(forwarded.getAttribute("org.apache.catalina.core.DISPATCHER_TYPE"))
        .isEqualTo("REQUEST");
    forwarded.setAttribute("accessGate.FILTERED", Boolean.TRUE);
    assertThat(forwarded.getAttribute("accessGate.FILTERED")).isEqualTo(Boolean.TRUE);
    forwarded.removeAttribute("org.apache.catalina.core.DISPATCHER_TYPE");
    assertThat(forwarded.getAttribute("org.apache.catalina.core.DISPATCHER_TYPE")).isNull();
  }

  @Test
  void theForwardCarriesTheOperationsMethodKeyAndBodyOnly() throws Exception {
    MockHttpServletRequest mcp = mcpRequest();
    byte[] body = "{\"channel_id\":\"UCsXVk37bltHxD1rDPwtNM8Q\"}".getBytes(StandardCharsets.UTF_8);
    OperationServletRequest forwarded =
        new OperationServletRequest(mcp, "POST", "Bearer tool-caller", body);

    assertThat(forwarded.getMethod()).isEqualTo("POST");
    assertThat(forwarded.getHeader("authorization")).isEqualTo("Bearer tool-caller");
    assertThat(forwarded.getHeader("Mcp-Session-Id")).isNull();
    assertThat(forwarded.getHeader("Accept")).isEqualTo("application/json");
    assertThat(forwarded.getContentType()).isEqualTo("application/json");
    assertThat(Collections.list(forwarded.getHeaderNames()))
        .containsExactlyInAnyOrder("accept", "authorization", "content-type", "content-length");
    assertThat(forwarded.getInputStream().readAllBytes()).isEqualTo(body);
    assertThat(forwarded.getContentLength()).isEqualTo(body.length);

    OperationServletRequest get = new OperationServletRequest(mcp, "GET", null, null);
    assertThat(get.getHeader("Authorization")).isNull();
    assertThat(get.getContentType()).isNull();
    assertThat(get.getInputStream().readAllBytes()).isEmpty();
  }

  @Test
  void theAnswerIsHeldApartWithItsStatusAndText() throws Exception {
    CapturedResponse answer = new CapturedResponse();
    answer.setContentType("application/json;charset=UTF-8");
    answer.getWriter().write("{\"title\":\"Größe\"}");
    answer.setStatus(404);
    assertThat(answer.isCommitted()).as("never sent anywhere").isFalse();
    assertThat(answer.text()).isEqualTo("{\"title\":\"Größe\"}");
    assertThat(answer.status()).isEqualTo(404);

    answer.resetBuffer();
    answer.sendError(503);
    assertThat(answer.text()).isEmpty();
    assertThat(answer.status()).isEqualTo(503);
  }
}
