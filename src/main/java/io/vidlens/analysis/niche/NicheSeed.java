package io.vidlens.analysis.niche;

import java.time.Instant;
import java.util.List;
import java.util.function.Function;

/**
 * What the niche is sought from: the analysed channel, its titles (what its peers' titles are
 * compared with), its best videos first (their watch pages name related channels), and the analysis
 * time (the peers' ages are taken at it); the country its about panel states (null when none) and
 * whether it is a news channel (a newsroom files its own country's stories), which decide the
 * peers' subjects it is offered ({@link PeerOrigin}); the names its kind gives its subjects (a
 * let's-play channel's games, a music channel's sounds and artists; null for other kinds), by which
 * its peers are also compared ({@link NameShares}).
 */
public record NicheSeed(
    String channelId,
    List<String> titles,
    List<String> bestVideoIds,
    Instant asOf,
    String country,
    boolean news,
    Function<String, List<String>> names) {

  public NicheSeed {
    titles = List.copyOf(titles);
    bestVideoIds = List.copyOf(bestVideoIds);
  }

  /** A channel whose kind names no subjects (no games, sounds or artists). */
  public NicheSeed(
      String channelId,
      List<String> titles,
      List<String> bestVideoIds,
      Instant asOf,
      String country,
      boolean news) {
    this(channelId, titles, bestVideoIds, asOf, country, news, null);
  }

  /** Without a stated country, not a news channel. */
  public NicheSeed(String channelId, List<String> titles, List<String> bestVideoIds, Instant asOf) {
    this(channelId, titles, bestVideoIds, asOf, null, false);
  }

  /** The language and country the channel speaks from. */
  PeerOrigin origin() {
    return PeerOrigin.of(titles, country);
  }
}
