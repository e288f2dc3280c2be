package io.vidlens.analysis;

import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/**
 * The result's JSON: snake_case names from the records' components, nulls kept out unless asked.
 */
final class ResultJson {

  static final JsonMapper MAPPER =
      JsonMapper.builder().propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();

  private ResultJson() {}
}
