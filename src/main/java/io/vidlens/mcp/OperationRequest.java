package io.vidlens.mcp;

import io.vidlens.access.Operation;
import java.util.Map;

/**
 * One operation of the HTTP API as a tool performs it: its query parameters (GET) or its JSON body
 * (POST), taken from the tool's arguments unchanged so that the API validates them as it validates
 * any client's.
 */
record OperationRequest(Operation operation, Map<String, String> query, Object body) {

  static OperationRequest get(Operation operation, Map<String, String> query) {
    return new OperationRequest(operation, Map.copyOf(query), null);
  }

  static OperationRequest post(Operation operation, Object body) {
    return new OperationRequest(operation, Map.of(), body);
  }
}
