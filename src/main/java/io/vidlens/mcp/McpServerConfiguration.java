package io.vidlens.mcp;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.json.schema.jackson3.DefaultJsonSchemaValidator;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.ServerCapabilities;
import io.vidlens.access.BucketStore;
import io.vidlens.access.KeyAuthenticator;
import io.vidlens.api.ErrorResponses;
import io.vidlens.api.PathFilters;
import jakarta.servlet.http.HttpServletRequest;
import java.time.Clock;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import tools.jackson.databind.json.JsonMapper;

/**
 * The MCP server: the SDK's Streamable HTTP transport as a servlet at {@code /mcp} (behind the
 * application's filters, {@link McpKeyFilter} among them), the tools of every {@link ToolSet} and
 * the transcript resource template. The transport hands each request's Authorization header to the
 * tool it calls, which performs its operation with it.
 */
/**
 * The MCP server: its own Streamable HTTP transport ({@link McpTransport}) as a servlet at {@code
 * /mcp} (behind the application's filters, {@link McpKeyFilter} among them), the tools of every
 * {@link ToolSet} and the transcript resource template. The transport hands each request's
 * Authorization header and account to the tool it calls, which performs its operation with it.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(McpLimits.class)
class McpServerConfiguration {

  static final String ENDPOINT = "/mcp";
  static final String LOCAL_ORIGINS = "http://localhost:*,http://127.0.0.1:*,http://[::1]:*";

  @Bean
  McpSessions mcpSessions(McpLimits limits, ObjectProvider<Clock> clock) {
    return new McpSessions(limits, clock.getIfAvailable(Clock::systemUTC));
  }

  @Bean
  EventStreams mcpEventStreams(McpLimits limits, ObjectProvider<Clock> clock) {
    return new EventStreams(
        limits, clock.getIfAvailable(Clock::systemUTC), Thread.ofVirtual().name("mcp-ping")::start);
  }

  @Bean(destroyMethod = "close")
  McpHousekeeping mcpHousekeeping(McpLimits limits, McpSessions sessions, EventStreams streams) {
    return new McpHousekeeping(limits, sessions, streams);
  }

  @Bean
  AccountPools mcpAccountPools(McpLimits limits) {
    return new AccountPools(limits);
  }

  @Bean
  McpTransport mcpTransport(
      JsonMapper json,
      McpSessions sessions,
      EventStreams streams,
      McpLimits limits,
      ObjectProvider<Clock> clock,
      @Value("${vidlens.mcp.allowed-origins:" + LOCAL_ORIGINS + "}") List<String> allowedOrigins,
      @Value("${vidlens.mcp.allowed-hosts:}") List<String> allowedHosts) {
    // A request that carries an Origin (a browser's) must come from an allowed origin (by default
    // pages served from this machine, such as the Inspector's; MCP clients that are programs send
    // none), so a web page cannot drive the server from a visitor's browser (DNS rebinding).
    JacksonMcpJsonMapper mapper = new JacksonMcpJsonMapper(json);
    McpMessages messages =
        new McpMessages(
            json,
            mapper,
            new OriginCheck(allowedOrigins),
            new OriginCheck(allowedHosts),
            McpTransport.VERSIONS,
            limits);
    return new McpTransport(
        mapper, json, messages, sessions, streams, limits, clock.getIfAvailable(Clock::systemUTC));
  }

  @Bean
  BreakoutNotifications mcpBreakoutNotifications(McpTransport transport, JsonMapper json) {
    return new BreakoutNotifications(transport, json);
  }

  @Bean
  ServletRegistrationBean<McpTransport> mcpServlet(McpTransport transport) {
    ServletRegistrationBean<McpTransport> registration =
        new ServletRegistrationBean<>(transport, ENDPOINT);
    registration.setName("mcp");
    registration.setAsyncSupported(true);
    return registration;
  }

  /**
   * The key check and the rate limit, for {@code /mcp} only, after the request ID and the security
   * headers.
   */
  @Bean
  FilterRegistrationBean<McpKeyFilter> mcpKeyFilter(
      KeyAuthenticator authenticator,
      BucketStore buckets,
      ErrorResponses errors,
      McpLimits limits) {
    RefusalPacing pacing =
        new RefusalPacing(limits.refusalHold(), limits.heldRefusalsPerKey(), limits.heldRefusals());
    return PathFilters.at(
        Ordered.HIGHEST_PRECEDENCE + 35,
        new McpKeyFilter(authenticator, buckets, errors, pacing),
        ENDPOINT,
        ENDPOINT + "/*");
  }

  @Bean
  McpSessionsClosing mcpSessionsClosing(McpSyncServer mcpServer) {
    return new McpSessionsClosing(mcpServer);
  }

  @Bean(destroyMethod = "closeGracefully")
  McpSyncServer mcpServer(
      McpTransport transport,
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
                                        account(exchange.transportContext()),
                                        exchange,
                                        progressToken(request),
                                        carrier(exchange.transportContext())))))
            .toList();
    // Handlers run on the request's own (virtual) thread, not on the SDK's shared pool of ten
    // threads a core: AccountPools bounds each account's operations instead.
    return McpServer.sync(transport)
        .immediateExecution(true)
        .serverInfo("vidlens", version)
        .instructions(
            "Vidlens reads public video-platform data: video details, transcripts, comments,"
                + " subtitles, RPM estimates, channel about, videos, shorts, playlists, outliers,"
                + " analytics, audience revenue, short-vs-long views, channel analyses and"
                + " similar-thumbnail search. Where an ID is asked, a link to the video or channel"
                + " (or an @handle) does too. Every tool call is charged to the API"
                + " key's monthly quota like the HTTP operation it performs.")
        .jsonMapper(new JacksonMcpJsonMapper(json))
        .jsonSchemaValidator(
            new InputsOnlyValidator(
                new DefaultJsonSchemaValidator(json),
                tools.stream().map(tool -> tool.tool().outputSchema()).toList()))
        .validateToolInputs(true)
        .capabilities(
            ServerCapabilities.builder()
                .tools(false)
                .resources(false, false)
                .prompts(false)
                .logging()
                .build())
        .tools(tools)
        .prompts(prompts.prompts())
        .resourceTemplates(transcripts.template())
        .build();
  }

  static String authorization(McpTransportContext context) {
    Object header = context == null ? null : context.get(McpTransport.AUTHORIZATION);
    return header == null ? null : header.toString();
  }

  static String account(McpTransportContext context) {
    Object account = context == null ? null : context.get(McpTransport.ACCOUNT);
    return account == null ? null : account.toString();
  }

  static HttpServletRequest carrier(McpTransportContext context) {
    return context == null
        ? null
        : context.get(McpTransport.CARRIER) instanceof HttpServletRequest request ? request : null;
  }

  private static Object progressToken(CallToolRequest request) {
    return request.meta() == null ? null : request.meta().get("progressToken");
  }
}
