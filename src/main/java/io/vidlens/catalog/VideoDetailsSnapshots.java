package io.vidlens.catalog;

import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Get Video Details' answer as JSON, for a feature that keeps a copy of it beside its own data (the
 * thumbnail search). The video feature, which owns that answer, implements it; so the keeping
 * feature depends on the catalog only.
 */
public interface VideoDetailsSnapshots {

  /**
   * The answer; empty when the platform says the video does not exist. Upstream trouble is thrown
   * as for the operation.
   */
  Optional<JsonNode> details(String videoId);
}
