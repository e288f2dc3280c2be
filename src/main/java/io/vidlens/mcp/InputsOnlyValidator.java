package io.vidlens.mcp;

import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Checks what clients send against the tools' input schemas, and lets the tools' own answers
 * through unchecked. An answer's check cost about a tenth of a tool call's CPU on every call
 * (docs/performance.md, "MCP attacks") and catches only this server's own mistakes: the tests check
 * every tool's answers against its output schema, and clients check them again (the spec has
 * clients validate structured content).
 */
final class InputsOnlyValidator implements JsonSchemaValidator {

  private final JsonSchemaValidator delegate;
  private final Set<Map<String, Object>> outputSchemas =
      Collections.newSetFromMap(new IdentityHashMap<>());

  /**
   * @param outputSchemas the tools' output schemas, by identity: the SDK checks an answer against
   *     the very map its tool declares
   */
  InputsOnlyValidator(JsonSchemaValidator delegate, Collection<Map<String, Object>> outputSchemas) {
    this.delegate = delegate;
    this.outputSchemas.addAll(outputSchemas);
  }

  @Override
  public ValidationResponse validate(Map<String, Object> schema, Object content) {
    return outputSchemas.contains(schema)
        ? ValidationResponse.asValid(null)
        : delegate.validate(schema, content);
  }

  @Override
  public ValidationResponse validateSchema(Map<String, Object> schema) {
    return delegate.validateSchema(schema);
  }
}
