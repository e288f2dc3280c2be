package io.vidlens.platform.cache;

import java.time.Duration;

/**
 * What an upstream answer is, which decides how long it is kept. The TTLs are defaults; each can be
 * set as {@code vidlens.upstream.cache.ttl.<key>} (a zero TTL turns caching off for the kind).
 */
public enum CacheKind {
  /** The full mobile player answer: video details, captions. */
  PLAYER("player", Duration.ofHours(1)),
  /** The web player answer filtered to microformat. */
  MICROFORMAT("microformat", Duration.ofHours(1)),
  /** The watch page (next by video ID): engagement, comment entry point. */
  WATCH_PAGE("next", Duration.ofHours(1)),
  /** next continuations: comment pages and replies. */
  COMMENTS("next-continuation", Duration.ofMinutes(15)),
  /** Channel and playlist pages (browse by ID and params). */
  BROWSE("browse", Duration.ofMinutes(30)),
  /** browse continuations: further pages of a channel tab or playlist, the about panel. */
  BROWSE_CONTINUATION("browse-continuation", Duration.ofMinutes(30)),
  /** Handle and URL resolution: rarely changes. */
  RESOLVED_URL("resolve-url", Duration.ofDays(1)),
  /** The Shorts overlay. */
  REEL("reel", Duration.ofHours(1)),
  /** A channel's RSS feed. */
  FEED("feed", Duration.ofMinutes(30)),
  /** Caption files (transcripts and subtitles). */
  CAPTIONS("captions", Duration.ofDays(7)),
  /** Search results (by filter and query): what a subject's search names changes slowly. */
  SEARCH("search", Duration.ofHours(6));

  private final String key;
  private final Duration defaultTtl;

  CacheKind(String key, Duration defaultTtl) {
    this.key = key;
    this.defaultTtl = defaultTtl;
  }

  /** The name in configuration and in the durable table's {@code kind} column. */
  public String key() {
    return key;
  }

  public Duration defaultTtl() {
    return defaultTtl;
  }
}
