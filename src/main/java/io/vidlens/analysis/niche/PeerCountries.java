package io.vidlens.analysis.niche;

import io.vidlens.catalog.Channels;
import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelId;
import io.vidlens.work.RequestTally;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The country each peer's about panel states, read where it could change what the channel is
 * offered ({@link PeerOrigin#askCountry}), through the catalog's channel snapshot (the page is held
 * from the peer's listing, so the panel is the one request) under the job's tally: free when held,
 * else only while budget is left. A panel left unread, unreadable or stating no country leaves the
 * peer's country to its titles ({@link PeerOrigin}); the panels left unread ({@code unaffordable})
 * and those that could not be read ({@code unreadable}) are counted, for one job, into one caveat.
 */
record PeerCountries(
    Channels channels,
    RequestTally tally,
    int budget,
    PeerOrigin home,
    boolean news,
    AtomicInteger unaffordable,
    AtomicInteger unreadable) {

  /**
   * For the channel {@code seed} names, within {@code budget} requests counted by {@code tally}.
   */
  PeerCountries(Channels channels, RequestTally tally, int budget, NicheSeed seed) {
    this(
        channels,
        tally,
        budget,
        seed.origin(),
        seed.news(),
        new AtomicInteger(),
        new AtomicInteger());
  }

  /**
   * The peer with the country its about panel states before the one its titles name; as read when
   * that country could not change what the channel is offered ({@link PeerOrigin#askCountry}).
   */
  Peer located(Peer peer) {
    List<String> titles = peer.videos().stream().map(v -> v.title()).toList();
    if (!home.askCountry(news, peer.origin(), titles)) {
      return peer;
    }
    String stated = stated(new ChannelId(peer.channelId()));
    if (stated == null) {
      return peer;
    }
    return new Peer(
        peer.channelId(),
        peer.name(),
        peer.subscribers(),
        peer.source(),
        peer.similarity(),
        peer.videos(),
        PeerOrigin.of(titles, stated));
  }

  /** The country the peer's about panel states, or null when none was read. */
  String stated(ChannelId peer) {
    try {
      // every read under the tally, the held check's too: a page gone from the cache is a request
      return tally.count(() -> affordable(peer) ? country(channels.snapshot(peer).panel()) : null);
    } catch (RuntimeException e) {
      unreadable.incrementAndGet();
      return null;
    }
  }

  private boolean affordable(ChannelId peer) {
    if (channels.aboutHeld(peer) || tally.sent() < budget) {
      return true;
    }
    unaffordable.incrementAndGet();
    return false;
  }

  private String country(Optional<AboutChannel> panel) {
    if (panel.isEmpty()) {
      unreadable.incrementAndGet();
      return null;
    }
    String country = panel.get().country();
    return country == null || country.isBlank() ? null : country;
  }

  /** The one caveat on the peers whose panel was not read, if any was not. */
  Optional<String> caveat() {
    int unread = unaffordable.get();
    int failed = unreadable.get();
    if (unread + failed == 0) {
      return Optional.empty();
    }
    List<String> why = new ArrayList<>();
    if (unread > 0) {
      why.add(unread + " left unread, the request budget spent");
    }
    if (failed > 0) {
      why.add(failed + " could not be read");
    }
    return Optional.of(
        "The country of "
            + (unread + failed)
            + " peer(s) was not read from their about panels ("
            + String.join("; ", why)
            + "): their country is the one their titles name, if any.");
  }
}
