package io.vidlens.mcp;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.vidlens.access.Operation;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.http.HttpMethod;
import org.springframework.stereotype.Component;

/**
 * Makes tools that each perform one operation of the HTTP API and answer what it answered (see
 * {@link ServedOperations}, {@link ToolResults}). A tool's arguments are its operation's parameters
 * or body properties, described as the OpenAPI document describes them ({@link OperationArguments})
 * and sent under their names on the wire; its output schema is the operation's answer's. Where
 * answers run long, a tool answers their summary unless asked for the full one.
 */
@Component
record OperationTools(
    ServedOperations operations, OperationArguments arguments, AccountPools pools) {

  /** Operations whose answers hold nothing a summary would cut (see {@link Summaries}). */
  private static final Set<Operation> NOT_SUMMARIZED =
      Set.of(
          Operation.GET_TRANSCRIPT,
          Operation.GET_SUBTITLE,
          Operation.GET_RPM,
          Operation.GET_SHORT_VS_LONG_VIEWS,
          Operation.GET_GEOGRAPHY_REVENUE,
          Operation.CREATE_ANALYSIS_JOB);

  static final String DETAIL = "detail";

  VidlensTool tool(
      String name,
      String title,
      String description,
      Operation operation,
      ToolArgument... toolArguments) {
    List<ToolArgument> list = List.of(toolArguments);
    boolean summarized = summarized(operation);
    InputSchema input = arguments.inputOf(operation, list);
    if (summarized) {
      input.optional(DETAIL, detailSchema());
    }
    return VidlensTool.of(
        name,
        title,
        description + (summarized ? SUMMARY_TEXT : "") + charge(operation),
        input,
        arguments.outputOf(operation),
        operation.readOnly(),
        operation,
        list,
        call -> perform(operation, list, call));
  }

  private CallToolResult perform(Operation operation, List<ToolArgument> list, ToolCall call) {
    ToolInputs.Values values = ToolInputs.of(list, call, request -> perform(request, call));
    if (values.refusal() != null) {
      return values.refusal();
    }
    OperationRequest request = typedRequest(operation, values.wire(), objects(list, call));
    return ToolResults.of(perform(request, call), full(call));
  }

  /**
   * The call's object arguments (their schema let no other kind through) by their wire names, to be
   * sent as the JSON they are: as text they would reach the API as a string it refuses.
   */
  private static Map<String, Object> objects(List<ToolArgument> list, ToolCall call) {
    Map<String, Object> objects = new LinkedHashMap<>();
    for (ToolArgument argument : list) {
      Object value = call.arguments() == null ? null : call.arguments().get(argument.name());
      if (value instanceof Map<?, ?> object) {
        objects.put(argument.wireName(), object);
      }
    }
    return objects;
  }

  /**
   * The request with each body property the document types as a number sent as a JSON number (a
   * tool's arguments reach it as text, and the API takes no number in a string), and each object
   * argument as that object.
   */
  OperationRequest typedRequest(
      Operation operation, Map<String, String> values, Map<String, Object> objects) {
    OperationRequest request = request(operation, values);
    if (!(request.body() instanceof Map<?, ?> body)) {
      return request;
    }
    Map<String, Object> typed = new LinkedHashMap<>();
    body.forEach(
        (name, value) -> {
          String type =
              arguments
                  .wireArgument(operation, (String) name)
                  .map(described -> described.schema().path("type").asString(""))
                  .orElse("");
          boolean number = type.equals("number") || type.equals("integer");
          Object sent = number ? numberOrText((String) value) : value;
          typed.put((String) name, objects.getOrDefault((String) name, sent));
        });
    return new OperationRequest(operation, request.query(), typed);
  }

  /** The number the text is; text that is none is sent as it is, for the API to refuse. */
  private static Object numberOrText(String value) {
    try {
      return new BigDecimal(value.strip());
    } catch (NumberFormatException e) {
      return value;
    }
  }

  /** The input schema of the operation's arguments, for a tool that adds its own. */
  InputSchema inputOf(Operation operation, List<ToolArgument> toolArguments) {
    return arguments.inputOf(operation, toolArguments);
  }

  /**
   * Whether the tool answers a summary by default: only the described operations' answers carry the
   * platform's long texts and image lists; Vidlens' own (the watchlists) are answered whole.
   */
  static boolean summarized(Operation operation) {
    return operation.described() && !NOT_SUMMARIZED.contains(operation);
  }

  /** Whether the call asked for the whole answer rather than its summary. */
  static boolean full(ToolCall call) {
    return "full".equals(call.text(DETAIL));
  }

  static final String SUMMARY_TEXT =
      " Answers a summary unless 'detail' is 'full': each image keeps only its largest size,"
          + " descriptions are cut at "
          + Summaries.DESCRIPTION_LENGTH
          + " characters and keywords and tags at "
          + Summaries.LIST_LENGTH
          + "; every item, count and ID stays.";

  static Map<String, Object> detailSchema() {
    return Map.of(
        "type",
        "string",
        "enum",
        List.of("summary", "full"),
        "default",
        "summary",
        "description",
        "'summary' (the default) keeps the answer short; 'full' answers exactly what the HTTP"
            + " operation answers.");
  }

  /**
   * The operation's request from the wire values: a GET's or DELETE's query (and path) parameters,
   * or else its path parameters and a JSON body of the rest, strings unchanged.
   */
  static OperationRequest request(Operation operation, Map<String, String> values) {
    if (operation.method() == HttpMethod.GET || operation.method() == HttpMethod.DELETE) {
      return OperationRequest.get(operation, values);
    }
    Map<String, String> path = new LinkedHashMap<>();
    Map<String, String> body = new LinkedHashMap<>();
    values.forEach(
        (name, value) ->
            (operation.pathTemplate().contains("{" + name + "}") ? path : body).put(name, value));
    return new OperationRequest(operation, Map.copyOf(path), body);
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
        () -> operations.perform(request, call.authorization(), call.carrier()),
        () ->
            operations.refused(
                "This account's tool calls already run as many operations at once as it may;"
                    + " this one waited its turn in vain. Try again when one has finished."));
  }
}
