package io.vidlens.json;

import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/**
 * The shared mappers of code that cannot be handed Spring's bean. They are immutable once built, so
 * one of each serves every thread.
 */
public final class JsonMappers {

  /** Names as the records' components have them (camelCase), Jackson's defaults otherwise. */
  public static final JsonMapper PLAIN = JsonMapper.builder().build();

  /** snake_case names from the records' components (the analysis result), defaults otherwise. */
  public static final JsonMapper SNAKE_CASE =
      JsonMapper.builder().propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();

  private JsonMappers() {}
}
