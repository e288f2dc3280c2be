package io.vidlens.mcp;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.InitializeRequest;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCMessage;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCNotification;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCRequest;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCResponse;
import io.modelcontextprotocol.spec.McpStreamableServerSession;
import io.modelcontextprotocol.spec.McpStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.ProtocolVersions;
import io.vidlens.access.ApiPrincipal;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import reactor.core.publisher.Mono;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Streamable HTTP transport at {@code /mcp}, in place of the SDK's servlet, which keeps
 * sessions forever and for anyone who knows their ID, holds event streams open without end, and
 * answers transport errors with serialized exceptions. Here a session belongs to the account that
 * opened it and is capped and expired ({@link McpSessions}); event streams are pinged and end
 * ({@link EventStreams}); every refusal is a JSON-RPC error ({@link McpMessages}). The SDK's
 * sessions still do the protocol: this class only carries their messages.
 */
final class McpTransport extends HttpServlet implements McpStreamableServerTransportProvider {

  static final String AUTHORIZATION = "authorization";
  static final String ACCOUNT = "account";
  static final String CARRIER = "carrier";

  /** The protocol versions spoken: the SDK's, said once for negotiation and the header check. */
  static final List<String> VERSIONS =
      List.of(
          ProtocolVersions.MCP_2024_11_05,
          ProtocolVersions.MCP_2025_03_26,
          ProtocolVersions.MCP_2025_06_18,
          ProtocolVersions.MCP_2025_11_25);

  private static final String SESSION_HEADER = "Mcp-Session-Id";
  private static final String EVENT_STREAM = "text/event-stream";
  private static final Logger log = LoggerFactory.getLogger(McpTransport.class);

  private final transient McpJsonMapper mapper;
  private final transient JsonMapper json;
  private final transient McpMessages messages;
  private final transient McpSessions sessions;
  private final transient EventStreams streams;
  private final transient Clock clock;
  private final transient McpLimits limits;
  private transient volatile McpStreamableServerSession.Factory factory;
  private volatile boolean closing;

  McpTransport(
      McpJsonMapper mapper,
      JsonMapper json,
      McpMessages messages,
      McpSessions sessions,
      EventStreams streams,
      McpLimits limits,
      Clock clock) {
    this.limits = limits;
    this.mapper = mapper;
    this.json = json;
    this.messages = messages;
    this.sessions = sessions;
    this.streams = streams;
    this.clock = clock;
  }

  @Override
  public List<String> protocolVersions() {
    return VERSIONS;
  }

  @Override
  public void setSessionFactory(McpStreamableServerSession.Factory factory) {
    this.factory = factory;
  }

  @Override
  protected void service(HttpServletRequest request, HttpServletResponse response)
      throws IOException {
    Object id = null;
    try {
      if (closing) {
        throw new McpEdgeException(503, JsonRpcErrors.LIMITED, "The server is shutting down.");
      }
      messages.checkHeaders(request);
      ApiPrincipal caller = McpKeyFilter.principal(request);
      switch (request.getMethod()) {
        case "POST" -> {
          JsonNode body = messages.read(request);
          id = McpMessages.id(body);
          post(request, response, caller, body);
        }
        case "GET" -> listen(request, response, caller);
        case "DELETE" -> delete(request, response, caller);
        default -> {
          response.setHeader(HttpHeaders.ALLOW, "GET, POST, DELETE");
          throw new McpEdgeException(
              405, JsonRpcErrors.INVALID_REQUEST, "Use POST, GET or DELETE at /mcp.");
        }
      }
    } catch (McpEdgeException e) {
      JsonRpcErrors.write(response, json, e, id);
    } catch (RuntimeException e) {
      // The fault's class only: its message may quote what the client sent.
      log.warn("MCP request failed: {}", e.getClass().getName());
      JsonRpcErrors.write(
          response,
          json,
          new McpEdgeException(500, JsonRpcErrors.INTERNAL_ERROR, "Internal error."),
          id);
    }
  }

  private void post(
      HttpServletRequest request, HttpServletResponse response, ApiPrincipal caller, JsonNode body)
      throws IOException {
    messages.checkPostAccept(request);
    JSONRPCMessage message = messages.parse(body);
    McpTransportContext context = context(request, caller);
    if (message instanceof JSONRPCRequest call
        && McpSchema.METHOD_INITIALIZE.equals(call.method())) {
      initialize(response, caller, body, call);
      return;
    }
    McpSessions.Entry entry = session(request, caller);
    switch (message) {
      case JSONRPCResponse answer -> {
        runWithin(entry.session.accept(answer), context);
        response.setStatus(HttpServletResponse.SC_ACCEPTED);
      }
      case JSONRPCNotification note -> {
        runWithin(entry.session.accept(note), context);
        response.setStatus(HttpServletResponse.SC_ACCEPTED);
      }
      case JSONRPCRequest call -> {
        // The answer comes as events on this response, after any progress notifications; the
        // tool runs on this request's (virtual) thread.
        startEvents(response);
        SseStream stream = new SseStream(response.getWriter(), mapper, clock.instant(), () -> {});
        runWithin(entry.session.responseStream(call, stream), context);
      }
      default -> throw JsonRpcErrors.invalidRequest("Not a JSON-RPC message.");
    }
  }

  /** Runs a session's handling of one message to its end, with the request's context. */
  private static void runWithin(Mono<Void> handling, McpTransportContext context) {
    handling.contextWrite(c -> c.put(McpTransportContext.KEY, context)).block();
  }

  private void initialize(
      HttpServletResponse response, ApiPrincipal caller, JsonNode body, JSONRPCRequest call)
      throws IOException {
    messages.checkClientInfo(body);
    InitializeRequest init;
    try {
      init = mapper.convertValue(call.params(), new TypeRef<InitializeRequest>() {});
    } catch (RuntimeException e) {
      throw new McpEdgeException(
          400, JsonRpcErrors.INVALID_PARAMS, "The initialize parameters are not valid.");
    }
    McpStreamableServerSession.McpStreamableServerSessionInit[] started = {null};
    McpSessions.Entry entry =
        sessions.open(
            caller,
            () -> {
              started[0] = factory.startSession(init);
              return started[0].session();
            });
    McpSchema.InitializeResult result;
    try {
      result = started[0].initResult().block();
    } catch (RuntimeException e) {
      sessions.close(entry);
      throw e;
    }
    response.setStatus(HttpServletResponse.SC_OK);
    response.setContentType("application/json");
    response.setCharacterEncoding("UTF-8");
    response.setHeader(SESSION_HEADER, entry.session.getId());
    response
        .getWriter()
        .write(mapper.writeValueAsString(JSONRPCResponse.result(call.id(), result)));
  }

  /** The session's event stream: pinged, ended at its lifetime, closed when its client goes. */
  private void listen(HttpServletRequest request, HttpServletResponse response, ApiPrincipal caller)
      throws IOException {
    messages.checkGetAccept(request);
    McpSessions.Entry entry = session(request, caller);
    startEvents(response);
    AsyncContext async = request.startAsync();
    // A backstop: the stream ends at its lifetime by the ticks; the container ends it soon after.
    async.setTimeout(limits.streamLifetime().plus(limits.keepAlive()).toMillis() * 2);
    SseStream[] holder = {null};
    SseStream stream =
        new SseStream(
            response.getWriter(),
            mapper,
            clock.instant(),
            () -> {
              streams.remove(holder[0]);
              try {
                async.complete();
              } catch (IllegalStateException alreadyOver) {
                // completed by the container (timeout, error) already
              }
            });
    holder[0] = stream;
    var listening = entry.session.listeningStream(stream);
    entry.listenOn(stream);
    streams.add(stream);
    async.addListener(new Ending(listening::close));
    response.flushBuffer(); // the client sees the stream open at once
  }

  private void delete(
      HttpServletRequest request, HttpServletResponse response, ApiPrincipal caller) {
    McpSessions.Entry entry = session(request, caller);
    sessions.close(entry);
    response.setStatus(HttpServletResponse.SC_OK);
  }

  private McpSessions.Entry session(HttpServletRequest request, ApiPrincipal caller) {
    String id = request.getHeader(SESSION_HEADER);
    if (id == null || id.isBlank()) {
      throw JsonRpcErrors.invalidRequest(
          "The Mcp-Session-Id header is required; send initialize first to get one.");
    }
    return sessions.find(id.strip(), caller).orElseThrow(JsonRpcErrors::sessionNotFound);
  }

  private static void startEvents(HttpServletResponse response) {
    response.setStatus(HttpServletResponse.SC_OK);
    response.setContentType(EVENT_STREAM);
    response.setCharacterEncoding("UTF-8");
    response.setHeader(HttpHeaders.CACHE_CONTROL, "no-cache");
    response.setHeader("X-Accel-Buffering", "no"); // a proxy must pass events on as they come
  }

  private static McpTransportContext context(HttpServletRequest request, ApiPrincipal caller) {
    Map<String, Object> values = new HashMap<>();
    String authorization = request.getHeader(HttpHeaders.AUTHORIZATION);
    if (authorization != null) {
      values.put(AUTHORIZATION, authorization);
    }
    if (caller != null) {
      values.put(ACCOUNT, caller.accountId());
    }
    // The request a tool performs its operations within (ServedOperations).
    values.put(CARRIER, request);
    // The call's name, for cancellation (CancellationFilter, CallCancellations).
    Object call = request.getAttribute(CallCancellations.CALL);
    if (call != null) {
      values.put(CallCancellations.CALL, call);
    }
    return McpTransportContext.create(values);
  }

  @Override
  public Mono<Void> notifyClients(String method, Object params) {
    return Mono.fromRunnable(
        () -> {
          for (McpSessions.Entry entry : sessions.all()) {
            entry.session.sendNotification(method, params).onErrorComplete().block();
          }
        });
  }

  /**
   * Sends a logging notification to the account's sessions on this node that have an event stream
   * open and have not set their level above the note's; a client gone is skipped.
   */
  void log(String accountId, McpSchema.LoggingMessageNotification note) {
    for (McpSessions.Entry entry : sessions.all()) {
      if (entry.accountId.equals(accountId)
          && entry.session.hasListeningStream()
          && entry.session.isNotificationForLevelAllowed(note.level())) {
        entry
            .session
            .sendNotification(McpSchema.METHOD_NOTIFICATION_MESSAGE, note)
            .onErrorComplete()
            .block();
      }
    }
  }

  @Override
  public Mono<Void> closeGracefully() {
    return Mono.fromRunnable(
        () -> {
          closing = true;
          streams.closeAll();
          sessions.closeAll();
        });
  }

  /** Releases the session's stream however the response ended (client gone, timeout, error). */
  private record Ending(Runnable release) implements AsyncListener {
    @Override
    public void onComplete(AsyncEvent event) {
      release.run();
    }

    @Override
    public void onTimeout(AsyncEvent event) {
      release.run(); // closing the stream completes the response
    }

    @Override
    public void onError(AsyncEvent event) {
      release.run();
    }

    @Override
    public void onStartAsync(AsyncEvent event) {}
  }
}
