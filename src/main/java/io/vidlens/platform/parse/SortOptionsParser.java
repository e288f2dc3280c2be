package io.vidlens.platform.parse;

import io.vidlens.model.SortOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import tools.jackson.databind.JsonNode;

/** Reads the sort menus and chip bars the platform puts above lists. */
final class SortOptionsParser {

  private SortOptionsParser() {}

  /** Every sort choice found anywhere below {@code node}, in the order the platform lists them. */
  static List<SortOption> parse(JsonNode node) {
    List<SortOption> out = new ArrayList<>();
    // Current Videos/Shorts tab: chipBarViewModel.chips[].chipViewModel
    chips(node, "chipViewModel", Nodes::string, "selected", "tapCommand", out);
    // Older chip bar: feedFilterChipBarRenderer.contents[].chipCloudChipRenderer
    chips(node, "chipCloudChipRenderer", PlatformText::of, "isSelected", "navigationEndpoint", out);
    // Menus: comments (Top/Newest) and the Playlists tab (browse params instead of a token).
    for (JsonNode menu : Nodes.findAll(node, "sortFilterSubMenuRenderer")) {
      for (JsonNode item : Nodes.list(menu, "subMenuItems")) {
        JsonNode endpoint =
            item.has("serviceEndpoint")
                ? item.get("serviceEndpoint")
                : Nodes.at(item, "navigationEndpoint");
        out.add(
            new SortOption(
                PlatformText.of(item, "title"),
                Boolean.TRUE.equals(Nodes.bool(item, "selected")),
                Nodes.firstNonBlank(
                    Continuations.token(endpoint),
                    Continuations.token(Nodes.at(item, "continuation"))),
                Nodes.string(endpoint, "browseEndpoint", "params")));
      }
    }
    return out;
  }

  /** Adds the chips found below {@code node} as {@code renderer}, each read with these fields. */
  private static void chips(
      JsonNode node,
      String renderer,
      BiFunction<JsonNode, String, String> text,
      String selected,
      String endpoint,
      List<SortOption> out) {
    for (JsonNode chip : Nodes.findAll(node, renderer)) {
      out.add(
          new SortOption(
              text.apply(chip, "text"),
              Boolean.TRUE.equals(Nodes.bool(chip, selected)),
              Continuations.token(Nodes.at(chip, endpoint)),
              ""));
    }
  }
}
