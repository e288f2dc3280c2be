package io.vidlens.mcp;

import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import java.net.http.HttpRequest;
import tools.jackson.databind.json.JsonMapper;

/** The SDK's Streamable HTTP client transport to this test server's {@code /mcp} with a key. */
final class McpTestTransports {

  private McpTestTransports() {}

  static HttpClientStreamableHttpTransport withKey(int port, String secret, JsonMapper json) {
    return HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + port)
        .endpoint("/mcp")
        .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + secret))
        .jsonMapper(new JacksonMcpJsonMapper(json))
        .build();
  }
}
