package io.vidlens.platform.request;

import java.util.Locale;

/**
 * The mobile clients that can fetch the full player answer (videoDetails and captions), tried in
 * the configured order ({@code vidlens.upstream.player-clients}). The web client's player answer is
 * only used, filtered, for {@code microformat}.
 */
public enum PlayerClient {
  /** POST reel/reel_item_watch with a playerRequest, answered as {@code {playerResponse: ...}}. */
  ANDROID,
  /** POST player. */
  VISIONOS;

  public static PlayerClient parse(String name) {
    try {
      return valueOf(name.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "Unknown player client '"
              + name
              + "' in vidlens.upstream.player-clients; use android, visionos");
    }
  }
}
