package io.vidlens.platform.parse;

import tools.jackson.databind.JsonNode;

/** Hand-written JSON fixtures in the documented shapes (single quotes allowed for readability). */
final class Fixtures {

  private Fixtures() {}

  static JsonNode json(String text) {
    return RecordedExchange.JSON.readTree(text.replace('\'', '"'));
  }
}
