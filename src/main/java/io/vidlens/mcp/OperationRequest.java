package io.vidlens.mcp;

import io.vidlens.access.Operation;
import java.util.Map;

/**
 * One operation of the HTTP API as a tool performs it: its path and query parameters (the path's
 * are filled into its template), and for a POST or PATCH its JSON body, taken from the tool's
 * arguments unchanged (numbers as numbers) so that the API validates them as it validates any
 * client's.
 */
record OperationRequest(Operation operation, Map<String, String> query, Object body) {

  static OperationRequest get(Operation operation, Map<String, String> query) {
    return new OperationRequest(operation, Map.copyOf(query), null);
  }
}
