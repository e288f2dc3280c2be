package io.vidlens.platform.cache;

/**
 * How long an answer may be kept, judged from its body: as long as its kind allows, at most the
 * not-found TTL (a definitive "does not exist", which may change when a video is published or a
 * channel restored), or not at all (an answer that means nothing lasting, such as an empty caption
 * file or a player's {@code {}}).
 */
public enum Retention {
  KEEP,
  NOT_FOUND,
  NEVER
}
