package io.vidlens.platform.parse;

import io.vidlens.model.ContentItem;
import tools.jackson.databind.JsonNode;

/** One renderer kind of list entry; the content parser tries each in order. */
interface ContentItemParser {

  boolean accepts(JsonNode item);

  ContentItem parse(JsonNode item);
}
