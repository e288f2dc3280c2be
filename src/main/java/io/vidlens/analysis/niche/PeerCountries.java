package io.vidlens.analysis.niche;

import io.vidlens.catalog.Channels;
import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelId;
import io.vidlens.work.RequestTally;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The country each peer's about panel states, read through the catalog's channel snapshot (the page
 * is held from the peer's listing, so the panel is the one request) under the job's tally: free
 * when held, else only while budget is left. A panel left unread, unreadable or stating no country
 * leaves the peer's country to its titles ({@link PeerOrigin}); the unread and unreadable ones are
 * counted into one caveat for the whole niche.
 */
final class PeerCountries {

  private final Channels channels;
  private final RequestTally tally;
  private final int budget;
  private final PeerOrigin home;
  private final boolean news;
  private int unaffordable;
  private int unreadable;

  PeerCountries(Channels channels, RequestTally tally, int budget, PeerOrigin home, boolean news) {
    this.channels = channels;
    this.tally = tally;
    this.budget = budget;
    this.home = home;
    this.news = news;
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
      unreadable++;
      return null;
    }
  }

  private boolean affordable(ChannelId peer) {
    if (channels.aboutHeld(peer) || tally.sent() < budget) {
      return true;
    }
    unaffordable++;
    return false;
  }

  private String country(Optional<AboutChannel> panel) {
    if (panel.isEmpty()) {
      unreadable++;
      return null;
    }
    String country = panel.get().country();
    return country == null || country.isBlank() ? null : country;
  }

  /** The one caveat on the peers whose panel was not read, if any was not. */
  Optional<String> caveat() {
    if (unaffordable + unreadable == 0) {
      return Optional.empty();
    }
    List<String> why = new ArrayList<>();
    if (unaffordable > 0) {
      why.add(unaffordable + " left unread, the request budget spent");
    }
    if (unreadable > 0) {
      why.add(unreadable + " could not be read");
    }
    return Optional.of(
        "The country of "
            + (unaffordable + unreadable)
            + " peer(s) was not read from their about panels ("
            + String.join("; ", why)
            + "): their country is the one their titles name, if any.");
  }
}
