package io.vidlens.platform;

import java.time.Instant;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The platform's channel and playlist answers as raw JSON trees, what {@link ChannelReads} parses.
 * {@link PlatformChannelSource} answers them through the cached platform client; tests answer them
 * from hand-written trees. The catalog never sees these trees.
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

  /**
   * When the platform gave the {@code browse} answer now held for these arguments; empty when not
   * known (the history of counts then records nothing of it).
   */
  default Optional<Instant> browseAnsweredAt(String browseId, String params) {
    return Optional.empty();
  }

  /**
   * What the relative times ("3 weeks ago") of an answer count back from: now, or in replay when it
   * was recorded. A hand-built source answers now.
   */
  default Instant readAt(JsonNode answer) {
    return Instant.now();
  }

  /** As {@link #browseAnsweredAt} for a continuation's answer. */
  default Optional<Instant> continuationAnsweredAt(String token) {
    return Optional.empty();
  }
}
