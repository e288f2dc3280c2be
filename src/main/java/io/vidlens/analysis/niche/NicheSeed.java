package io.vidlens.analysis.niche;

import java.time.Instant;
import java.util.List;

/**
 * What the niche is sought from: the analysed channel, its titles (what its peers' titles are
 * compared with), its best videos first (their watch pages name related channels), and the analysis
 * time (the peers' ages are taken at it).
 */
public record NicheSeed(
    String channelId, List<String> titles, List<String> bestVideoIds, Instant asOf) {

  public NicheSeed {
    titles = List.copyOf(titles);
    bestVideoIds = List.copyOf(bestVideoIds);
  }
}
