package io.vidlens.catalog;

import tools.jackson.databind.JsonNode;

/**
 * What the channel operations read from the platform: the three calls they need, as raw JSON trees.
 * {@link PlatformChannelSource} answers them through the cached platform client; tests answer them
 * from hand-written trees.
 */
public interface ChannelSource {

  /** A channel or playlist page ({@code browse}); throws the platform client's typed 404s. */
  JsonNode browse(String browseId, String params);

  /**
   * A further page, a sorted first page, or the about panel ({@code browse} with a continuation).
   */
  JsonNode continuation(String token);

  /** Where a channel URL leads ({@code navigation/resolve_url}); 404 when nowhere. */
  JsonNode resolveUrl(String url);

  /** The channel's RSS feed (Atom XML); 404 when the platform has none. */
  String feed(String channelId);
}
