package io.vidlens.mcp;

import io.vidlens.access.Operation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpMethod;
import org.springframework.stereotype.Component;

/**
 * Makes tools that each perform one operation of the HTTP API and answer what it answered (see
 * {@link LoopbackOperations}, {@link ToolResults}). A tool's arguments are its operation's
 * parameters or body properties, described as the OpenAPI document describes them ({@link
 * OperationArguments}) and sent under their names on the wire.
 */
@Component
record OperationTools(
    LoopbackOperations operations, OperationArguments arguments, AccountPools pools) {

  VidlensTool tool(
      String name,
      String title,
      String description,
      Operation operation,
      ToolArgument... toolArguments) {
    List<ToolArgument> list = List.of(toolArguments);
    return VidlensTool.of(
        name,
        title,
        description + charge(operation),
        arguments.inputOf(operation, list),
        true,
        operation,
        list,
        call -> ToolResults.of(perform(request(operation, list, call), call)));
  }

  /** The input schema of the operation's arguments, for a tool that adds its own. */
  InputSchema inputOf(Operation operation, List<ToolArgument> toolArguments) {
    return arguments.inputOf(operation, toolArguments);
  }

  /**
   * The operation's request from the arguments the call gives: a GET's query parameters or a POST's
   * JSON body, under their wire names, strings unchanged, numbers without a needless ".0".
   */
  static OperationRequest request(
      Operation operation, List<ToolArgument> toolArguments, ToolCall call) {
    Map<String, String> values = new LinkedHashMap<>();
    for (ToolArgument argument : toolArguments) {
      String value = call.text(argument.name());
      if (value != null) {
        values.put(argument.wireName(), value);
      }
    }
    return operation.method() == HttpMethod.GET
        ? OperationRequest.get(operation, values)
        : OperationRequest.post(operation, values);
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

  /** Performs the operation in one of the caller's account's slots ({@link AccountPools}). */
  OperationAnswer perform(OperationRequest request, ToolCall call) {
    return pools.run(
        call.accountId(),
        () -> operations.perform(request, call.authorization()),
        () ->
            operations.refused(
                "This account's tool calls already run as many operations at once as it may;"
                    + " this one waited its turn in vain. Try again when one has finished."));
  }
}
