package io.vidlens.mcp;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.server.servlet.context.ServletWebServerInitializedEvent;
import org.springframework.context.event.EventListener;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Performs an operation the way any client does: an HTTP request to this server's own port with the
 * caller's Authorization header. The request passes the same gate (key, plan, hourly limits, quota
 * charge and refund, usage record) and the same controller as a direct call, so a tool can neither
 * answer other data nor be charged differently. The header is passed on, never logged.
 */
@Component
class LoopbackOperations {

  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final JsonMapper json;
  private final String host;
  private final String contextPath;
  private final Duration timeout;
  private volatile String baseUrl;

  LoopbackOperations(
      JsonMapper json,
      @Value("${server.address:}") String address,
      @Value("${server.servlet.context-path:}") String contextPath,
      @Value("${vidlens.mcp.operation-timeout:120s}") Duration timeout) {
    this.json = json;
    // The wildcard addresses listen on loopback too; a specific address is called as it is.
    this.host =
        address.isBlank() || address.equals("0.0.0.0") || address.equals("::")
            ? "127.0.0.1"
            : (address.contains(":") ? "[" + address + "]" : address);
    this.contextPath =
        contextPath.endsWith("/")
            ? contextPath.substring(0, contextPath.length() - 1)
            : contextPath;
    this.timeout = timeout;
  }

  /** The application's own server (not a separate management server) tells its port here. */
  @EventListener
  void serverStarted(ServletWebServerInitializedEvent event) {
    if (event.getApplicationContext().getServerNamespace() == null) {
      baseUrl = "http://" + host + ":" + event.getWebServer().getPort() + contextPath;
    }
  }

  OperationAnswer perform(OperationRequest request, String authorization) {
    String base = baseUrl;
    if (base == null) {
      return unavailable("The server is still starting.");
    }
    Map<String, String> query = new LinkedHashMap<>(request.query());
    HttpRequest.Builder builder =
        HttpRequest.newBuilder(
                URI.create(base + path(request.operation().pathTemplate(), query) + query(query)))
            .timeout(timeout)
            .header(HttpHeaders.ACCEPT, "application/json");
    if (authorization != null) {
      builder.header(HttpHeaders.AUTHORIZATION, authorization);
    }
    if (request.body() != null) {
      builder
          .header(HttpHeaders.CONTENT_TYPE, "application/json")
          .method(
              request.operation().method().name(),
              HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(request.body())));
    } else {
      builder.method(request.operation().method().name(), HttpRequest.BodyPublishers.noBody());
    }
    try {
      HttpResponse<String> response =
          http.send(builder.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      return new OperationAnswer(response.statusCode(), response.body(), parse(response.body()));
    } catch (IOException e) {
      return unavailable(
          "The operation could not be performed: " + e.getClass().getSimpleName() + ".");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return unavailable("The operation was interrupted.");
    }
  }

  /** The body as JSON when it is an object or array (the API's answers and envelopes). */
  private JsonNode parse(String body) {
    String text = body == null ? "" : body.strip();
    boolean json = text.startsWith("{") || text.startsWith("[");
    try {
      return json ? this.json.readTree(text) : null;
    } catch (JacksonException e) {
      return null;
    }
  }

  /** A 429 in the API's own envelope for a call its account's slots did not let through. */
  OperationAnswer refused(String details) {
    return local(HttpStatus.TOO_MANY_REQUESTS, "Too many concurrent tool calls", details);
  }

  /** An answer in the API's own envelope for a call that never reached the API. */
  private OperationAnswer unavailable(String details) {
    return local(HttpStatus.SERVICE_UNAVAILABLE, "Service unavailable", details);
  }

  private OperationAnswer local(HttpStatus status, String message, String details) {
    Map<String, Object> error =
        Map.of("error", Map.of("code", status.value(), "message", message, "details", details));
    String text = json.writeValueAsString(error);
    return new OperationAnswer(status.value(), text, json.readTree(text));
  }

  /** The path with its {name} parameters filled in (and taken out of the query), encoded. */
  static String path(String template, Map<String, String> query) {
    String path = template;
    for (String name : List.copyOf(query.keySet())) {
      String placeholder = "{" + name + "}";
      if (path.contains(placeholder)) {
        String value = URLEncoder.encode(query.remove(name), StandardCharsets.UTF_8);
        path = path.replace(placeholder, value.replace("+", "%20"));
      }
    }
    return path;
  }

  private static String query(Map<String, String> parameters) {
    if (parameters.isEmpty()) {
      return "";
    }
    StringJoiner joined = new StringJoiner("&", "?", "");
    parameters.forEach(
        (name, value) ->
            joined.add(
                URLEncoder.encode(name, StandardCharsets.UTF_8)
                    + "="
                    + URLEncoder.encode(value, StandardCharsets.UTF_8)));
    return joined.toString();
  }
}
