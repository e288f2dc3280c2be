package io.vidlens.mcp;

import tools.jackson.databind.JsonNode;

/**
 * What the HTTP API answered to one operation: its status, the body as sent and, when the body is
 * JSON, the body parsed ({@code null} otherwise).
 */
record OperationAnswer(int status, String text, JsonNode json) {

  boolean successful() {
    return status >= 200 && status < 300;
  }
}
