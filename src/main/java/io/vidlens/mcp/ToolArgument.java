package io.vidlens.mcp;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One argument of a tool: a query parameter or body property of the tool's operation (its wire
 * name), under the name the tool gives it. Its schema and description are the operation's, from the
 * OpenAPI document ({@link OperationArguments}); a tool may only narrow them (require what the
 * operation leaves optional, add a bound or an enumeration), so that a call the tool accepts is one
 * the operation accepts.
 */
record ToolArgument(
    String name,
    String wireName,
    boolean requiredByTool,
    boolean examplesAsEnum,
    Map<String, Object> narrowing) {

  ToolArgument {
    narrowing = Map.copyOf(narrowing);
  }

  /** The operation's parameter or body property of this name. */
  static ToolArgument of(String name) {
    return of(name, name);
  }

  /**
   * The operation's parameter or body property {@code wireName}, named {@code name} in the tool.
   */
  static ToolArgument of(String name, String wireName) {
    return new ToolArgument(name, wireName, false, false, Map.of());
  }

  /** Required by the tool even where the operation accepts an alternative (an alias). */
  ToolArgument required() {
    return new ToolArgument(name, wireName, true, examplesAsEnum, narrowing);
  }

  /**
   * Only the values the operation gives as examples, as an enumeration: where the API also accepts
   * other spellings of them (display names), a model is offered the plain ones.
   */
  ToolArgument examplesOnly() {
    return new ToolArgument(name, wireName, requiredByTool, true, narrowing);
  }

  /** A JSON Schema keyword that narrows the operation's schema for this tool. */
  ToolArgument narrowed(String keyword, Object value) {
    Map<String, Object> narrower = new LinkedHashMap<>(narrowing);
    narrower.put(keyword, value);
    return new ToolArgument(name, wireName, requiredByTool, examplesAsEnum, narrower);
  }
}
