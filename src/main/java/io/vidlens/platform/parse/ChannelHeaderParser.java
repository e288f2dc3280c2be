package io.vidlens.platform.parse;

import tools.jackson.databind.JsonNode;

/** One variant of the {@code header} of a channel page; the page parser tries each in order. */
interface ChannelHeaderParser {

  /** Whether {@code header} (the page's {@code header} object) holds this variant. */
  boolean accepts(JsonNode header);

  ChannelHeader parse(JsonNode header);
}
