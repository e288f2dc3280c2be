package io.vidlens.mcp;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.json.schema.jackson3.DefaultJsonSchemaValidator;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.DefaultServerTransportSecurityValidator;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.ServerCapabilities;
import io.vidlens.access.KeyAuthenticator;
import io.vidlens.api.ErrorResponses;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.http.HttpHeaders;
import tools.jackson.databind.json.JsonMapper;

/**
 * The MCP server: the SDK's Streamable HTTP transport as a servlet at {@code /mcp} (behind the
 * application's filters, {@link McpKeyFilter} among them), the tools of every {@link ToolSet} and
 * the transcript resource template. The transport hands each request's Authorization header to the
 * tool it calls, which performs its operation with it.
 */
@Configuration(proxyBeanMethods = false)
class McpServerConfiguration {

  static final String ENDPOINT = "/mcp";
  private static final String AUTHORIZATION = "authorization";
  static final String LOCAL_ORIGINS = "http://localhost:*,http://127.0.0.1:*,http://[::1]:*";

  @Bean
  HttpServletStreamableServerTransportProvider mcpTransport(
      JsonMapper json,
      @Value("${vidlens.mcp.allowed-origins:" + LOCAL_ORIGINS + "}") List<String> allowedOrigins,
      @Value("${vidlens.mcp.allowed-hosts:}") List<String> allowedHosts) {
    // A request that carries an Origin (a browser's) must come from an allowed origin (by default
    // pages served from this machine, such as the Inspector's; MCP clients that are programs send
    // none), so a web page cannot drive the server from a visitor's browser (DNS rebinding); the
    // Host header is checked only when hosts are listed.
    return HttpServletStreamableServerTransportProvider.builder()
        .jsonMapper(new JacksonMcpJsonMapper(json))
        .mcpEndpoint(ENDPOINT)
        .securityValidator(
            DefaultServerTransportSecurityValidator.builder()
                .allowedOrigins(allowedOrigins)
                .allowedHosts(allowedHosts)
                .build())
        .contextExtractor(
            request -> {
              Map<String, Object> context = new HashMap<>();
              String header = request.getHeader(HttpHeaders.AUTHORIZATION);
              if (header != null) {
                context.put(AUTHORIZATION, header);
              }
              // The call's name, for cancellation (CancellationFilter, CallCancellations).
              Object call = request.getAttribute(CallCancellations.CALL);
              if (call != null) {
                context.put(CallCancellations.CALL, call);
              }
              return context.isEmpty()
                  ? McpTransportContext.EMPTY
                  : McpTransportContext.create(Map.copyOf(context));
            })
        .build();
  }

  @Bean
  ServletRegistrationBean<HttpServletStreamableServerTransportProvider> mcpServlet(
      HttpServletStreamableServerTransportProvider transport) {
    ServletRegistrationBean<HttpServletStreamableServerTransportProvider> registration =
        new ServletRegistrationBean<>(transport, ENDPOINT);
    registration.setName("mcp");
    registration.setAsyncSupported(true);
    return registration;
  }

  /** The key check, for {@code /mcp} only, after the request ID and the security headers. */
  @Bean
  FilterRegistrationBean<McpKeyFilter> mcpKeyFilter(
      KeyAuthenticator authenticator, ErrorResponses errors) {
    FilterRegistrationBean<McpKeyFilter> registration =
        new FilterRegistrationBean<>(new McpKeyFilter(authenticator, errors));
    registration.addUrlPatterns(ENDPOINT, ENDPOINT + "/*");
    registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 35);
    return registration;
  }

  @Bean
  McpSessionsClosing mcpSessionsClosing(McpSyncServer mcpServer) {
    return new McpSessionsClosing(mcpServer);
  }

  @Bean(destroyMethod = "closeGracefully")
  McpSyncServer mcpServer(
      HttpServletStreamableServerTransportProvider transport,
      JsonMapper json,
      List<ToolSet> toolSets,
      TranscriptResources transcripts,
      AgentPrompts prompts,
      @Value("${info.app.version:${spring.application.version:dev}}") String version) {
    List<SyncToolSpecification> tools =
        toolSets.stream()
            .flatMap(set -> set.tools().stream())
            .map(
                tool ->
                    new SyncToolSpecification(
                        tool.tool(),
                        (exchange, request) ->
                            tool.handler()
                                .apply(
                                    new ToolCall(
                                        request.arguments(),
                                        authorization(exchange.transportContext()),
                                        exchange,
                                        progressToken(request)))))
            .toList();
    return McpServer.sync(transport)
        .serverInfo("vidlens", version)
        .instructions(
            "Vidlens reads public video-platform data: video details, transcripts, comments,"
                + " subtitles, RPM estimates, channel about, videos, shorts, playlists, outliers,"
                + " analytics, audience revenue, short-vs-long views, channel analyses and"
                + " similar-thumbnail search. Where an ID is asked, a link to the video or channel"
                + " (or an @handle) does too. Every tool call is charged to the API"
                + " key's monthly quota like the HTTP operation it performs.")
        .jsonMapper(new JacksonMcpJsonMapper(json))
        .jsonSchemaValidator(new DefaultJsonSchemaValidator(json))
        .validateToolInputs(true)
        .capabilities(
            ServerCapabilities.builder()
                .tools(false)
                .resources(false, false)
                .prompts(false)
                .build())
        .tools(tools)
        .prompts(prompts.prompts())
        .resourceTemplates(transcripts.template())
        .build();
  }

  static String authorization(McpTransportContext context) {
    Object header = context == null ? null : context.get(AUTHORIZATION);
    return header == null ? null : header.toString();
  }

  private static Object progressToken(CallToolRequest request) {
    return request.meta() == null ? null : request.meta().get("progressToken");
  }
}
