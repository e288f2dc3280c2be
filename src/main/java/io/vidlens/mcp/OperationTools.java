package io.vidlens.mcp;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.vidlens.access.Operation;
import java.util.function.Function;
import org.springframework.stereotype.Component;

/**
 * Makes tools that each perform one operation of the HTTP API and answer what it answered (see
 * {@link LoopbackOperations}, {@link ToolResults}).
 */
@Component
class OperationTools {

  private final LoopbackOperations operations;

  OperationTools(LoopbackOperations operations) {
    this.operations = operations;
  }

  VidlensTool tool(
      String name,
      String title,
      String description,
      InputSchema input,
      Operation operation,
      Function<ToolCall, OperationRequest> request) {
    return VidlensTool.of(
        name, title, description + charge(operation), input, true, call -> call(call, request));
  }

  /**
   * A tool for a GET operation whose arguments are the operation's query parameters, by the same
   * names: those of the schema that the call gives.
   */
  VidlensTool get(
      String name, String title, String description, InputSchema input, Operation operation) {
    String[] parameters = input.names().toArray(String[]::new);
    return tool(
        name,
        title,
        description,
        input,
        operation,
        call -> OperationRequest.get(operation, call.parameters(parameters)));
  }

  /** What a call costs, said the way the API's document says it. */
  static String charge(Operation operation) {
    int units = operation.defaultUnits();
    return " Charged and rate-limited as the HTTP operation "
        + operation.id()
        + " ("
        + units
        + (units == 1 ? " unit" : " units")
        + " a call unless the operator changed it; errors other than 404 are free).";
  }

  private CallToolResult call(ToolCall call, Function<ToolCall, OperationRequest> request) {
    return ToolResults.of(perform(request.apply(call), call));
  }

  OperationAnswer perform(OperationRequest request, ToolCall call) {
    return operations.perform(request, call.authorization());
  }
}
