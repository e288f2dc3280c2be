package io.vidlens.platform.parse;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import tools.jackson.databind.JsonNode;

/**
 * Reads one renderer kind (or a few alike kinds) of a list entry or page header. The platform wraps
 * each renderer in an object keyed by the renderer's name, so the key picks the parser and the
 * parser sees only the renderer object; the list and page parsers try theirs in order.
 */
abstract class RendererParser<T> {

  private final List<String> kinds;

  /** {@code kinds}: the keys of the renderers this parser reads. */
  RendererParser(String... kinds) {
    this.kinds = List.of(kinds);
  }

  /** The renderer inside {@code wrapper} when it is one this parser reads. */
  Optional<JsonNode> renderer(JsonNode wrapper) {
    return kinds.stream().filter(wrapper::has).findFirst().map(wrapper::get);
  }

  /** Parses the renderer object itself (the value under its key). */
  abstract T parse(JsonNode renderer);

  /**
   * The parse of {@code wrapper} by the first of {@code parsers} that reads it, still to be done
   * (so that a caller can note a failure against the entry); empty when none reads it.
   */
  static <T> Optional<Supplier<T>> first(
      List<? extends RendererParser<T>> parsers, JsonNode wrapper) {
    for (RendererParser<T> parser : parsers) {
      Optional<JsonNode> renderer = parser.renderer(wrapper);
      if (renderer.isPresent()) {
        return Optional.of(() -> parser.parse(renderer.get()));
      }
    }
    return Optional.empty();
  }
}
