package io.vidlens.platform.parse;

import java.util.stream.Collectors;
import tools.jackson.databind.JsonNode;

/**
 * The platform writes text in three shapes: {@code {simpleText}}, {@code {runs: [{text}]}} (old
 * renderers) and {@code {content}} (view models); plain strings also occur. This reads any of them.
 */
final class PlatformText {

  private PlatformText() {}

  static String of(JsonNode node, Object... path) {
    JsonNode text = Nodes.at(node, path);
    if (text.isString()) {
      return text.stringValue();
    }
    if (text.has("simpleText")) {
      return Nodes.string(text, "simpleText");
    }
    if (text.has("runs")) {
      return Nodes.list(text, "runs").stream()
          .map(run -> Nodes.string(run, "text"))
          .collect(Collectors.joining());
    }
    if (text.has("content")) {
      return Nodes.string(text, "content");
    }
    if (text.has("dynamicTextViewModel")) {
      return of(text, "dynamicTextViewModel", "text");
    }
    return "";
  }

  /** The screen-reader label of a text node ({@code accessibility.accessibilityData.label}). */
  static String label(JsonNode node, Object... path) {
    JsonNode text = Nodes.at(node, path);
    return Nodes.firstNonBlank(
        Nodes.string(text, "accessibility", "accessibilityData", "label"),
        Nodes.string(text, "accessibilityData", "label"));
  }
}
