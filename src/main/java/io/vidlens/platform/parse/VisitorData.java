package io.vidlens.platform.parse;

import tools.jackson.databind.JsonNode;

/**
 * The visitor token of an answer ({@code responseContext.visitorData}), from {@code visitor_id} or
 * any youtubei answer; sent back as {@code X-Goog-Visitor-Id}. "" when absent.
 */
public final class VisitorData {

  private VisitorData() {}

  public static String of(JsonNode root) {
    return Nodes.firstNonBlank(
        Nodes.string(root, "responseContext", "visitorData"),
        Nodes.list(root, "responseContext", "serviceTrackingParams").stream()
            .flatMap(s -> Nodes.list(s, "params").stream())
            .filter(p -> Nodes.string(p, "key").equals("visitor_data"))
            .map(p -> Nodes.string(p, "value"))
            .findFirst()
            .orElse(""));
  }
}
