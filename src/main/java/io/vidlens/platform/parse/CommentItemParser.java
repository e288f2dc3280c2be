package io.vidlens.platform.parse;

import io.vidlens.model.Comment;
import tools.jackson.databind.JsonNode;

/** One shape of comment item; the page parser tries each in order. */
interface CommentItemParser {

  /** Whether {@code item} (an element of {@code continuationItems}) is this parser's shape. */
  boolean accepts(JsonNode item);

  Comment parse(JsonNode item, CommentEntities entities);
}
