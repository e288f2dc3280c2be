package io.vidlens.api;

import org.springframework.http.HttpMethod;

/**
 * What the served OpenAPI document ({@link OpenApiDocument}) needs of an operation. The operations
 * are declared in {@code io.vidlens.access.Operation}, which implements this: access imports api,
 * so api names what it needs here and is handed the operations, and never imports access.
 */
public interface ApiOperation {

  /** The operationId. */
  String id();

  HttpMethod method();

  /** The path, with {@code {name}} for a path variable. */
  String pathTemplate();

  /** The quota units the document states ({@code x-quota-units}). */
  int defaultUnits();
}
