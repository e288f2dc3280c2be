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
    Map<String, Object> narrowing,
    Reference reference) {

  /**
   * What the argument names on the platform, when it does: a video (its ID or a link to it), a
   * channel the operation finds by ID, handle or link, or a channel the operation takes by ID only
   * (the tool finds a handle's or link's ID first). See {@link ToolInputs}.
   */
  enum Reference {
    NONE,
    VIDEO,
    CHANNEL,
    CHANNEL_ID_ONLY
  }

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
    return new ToolArgument(name, wireName, false, false, Map.of(), Reference.NONE);
  }

  /** Required by the tool even where the operation accepts an alternative (an alias). */
  ToolArgument required() {
    return new ToolArgument(name, wireName, true, examplesAsEnum, narrowing, reference);
  }

  /**
   * Only the values the operation gives as examples, as an enumeration: where the API also accepts
   * other spellings of them (display names), a model is offered the plain ones.
   */
  ToolArgument examplesOnly() {
    return new ToolArgument(name, wireName, requiredByTool, true, narrowing, reference);
  }

  /** A JSON Schema keyword that narrows the operation's schema for this tool. */
  ToolArgument narrowed(String keyword, Object value) {
    Map<String, Object> narrower = new LinkedHashMap<>(narrowing);
    narrower.put(keyword, value);
    return new ToolArgument(name, wireName, requiredByTool, examplesAsEnum, narrower, reference);
  }

  /** The argument names a video or a channel, and links (or handles) to it are read as such. */
  ToolArgument naming(Reference kind) {
    return new ToolArgument(name, wireName, requiredByTool, examplesAsEnum, narrowing, kind);
  }
}
