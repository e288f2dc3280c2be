package io.vidlens.analysis;

import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.json.JsonMappers;
import java.util.Optional;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads a stored result document back into the result's own records, once, for the readers inside
 * the feature (the summary in words, the report view). Lenient as stored documents need: a result
 * stored by an earlier version may lack fields (left null or 0) or carry ones no longer written.
 */
final class StoredResults {

  private static final JsonMapper READER =
      JsonMappers.SNAKE_CASE
          .rebuild()
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
          .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
          .build();

  private StoredResults() {}

  /** The typed result; empty when there is none or it is not a result document. */
  static Optional<AnalysisResult> read(String stored) {
    if (stored == null || stored.isBlank()) {
      return Optional.empty();
    }
    try {
      return Optional.of(READER.readValue(stored, AnalysisResult.class));
    } catch (JacksonException e) {
      return Optional.empty();
    }
  }
}
