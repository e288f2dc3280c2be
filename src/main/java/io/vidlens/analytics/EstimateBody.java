package io.vidlens.analytics;

import io.vidlens.analytics.model.Estimate;
import java.util.Map;

/**
 * The wire form of an {@link Estimate} (OpenAPI schema {@code Estimate}): the same fields, the
 * confidence as "low", "medium" or "high".
 */
record EstimateBody(
    String method, Estimate.Basis basis, String confidence, Map<String, Estimate.Range> ranges) {

  static EstimateBody of(Estimate e) {
    return new EstimateBody(e.method(), e.basis(), e.confidence().wire(), e.ranges());
  }
}
