package io.vidlens.analysis.niche;

import java.util.List;

/**
 * The niche as read for one job: the peers (closest first), the upstream requests the reads spent
 * against the budget, and what could not be done (sentences for the result's caveats).
 */
public record NicheWorld(List<Peer> peers, int requestsSpent, int budget, List<String> caveats) {

  public NicheWorld {
    peers = List.copyOf(peers);
    caveats = List.copyOf(caveats);
  }
}
