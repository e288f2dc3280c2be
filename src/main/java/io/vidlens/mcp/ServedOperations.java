package io.vidlens.mcp;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Performs an operation as any client's request would be: forwarded, within this server, to the
 * operation's path with the caller's Authorization header. The forward passes the same gate (key,
 * plan, hourly limits, quota charge and refund, usage record: the gate is registered for forwards
 * too) and the same controller as a direct call, so a tool can neither answer other data nor be
 * charged differently. It runs on the tool call's own thread: no socket, no second pass through the
 * connector, whose queue a flood of other requests fills (the MCP attack bench). The header is
 * passed on, never logged.
 */
@Component
class ServedOperations {

  private static final Logger log = LoggerFactory.getLogger(ServedOperations.class);

  private final JsonMapper json;

  ServedOperations(JsonMapper json) {
    this.json = json;
  }

  /**
   * The operation's answer, forwarded within the MCP request {@code carrier} (the request whose
   * tool call this is; its own response is left untouched).
   */
  OperationAnswer perform(
      OperationRequest request, String authorization, HttpServletRequest carrier) {
    if (carrier == null) {
      return unavailable("The operation has no request to be performed in.");
    }
    Map<String, String> query = new LinkedHashMap<>(request.query());
    String target = path(request.operation().pathTemplate(), query) + query(query);
    RequestDispatcher dispatcher = carrier.getServletContext().getRequestDispatcher(target);
    byte[] body = request.body() == null ? null : json.writeValueAsBytes(request.body());
    OperationServletRequest forwarded =
        new OperationServletRequest(
            carrier, request.operation().method().name(), authorization, body);
    CapturedResponse answer = new CapturedResponse();
    try {
      dispatcher.forward(forwarded, answer);
    } catch (ServletException | IOException | RuntimeException e) {
      log.warn(
          "A tool's operation {} failed: {}", request.operation().id(), e.getClass().getName());
      return local(HttpStatus.INTERNAL_SERVER_ERROR, "Internal error", "The operation failed.");
    }
    String text = answer.text();
    return new OperationAnswer(answer.status(), text, parse(text));
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
