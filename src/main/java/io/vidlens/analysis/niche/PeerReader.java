package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.niche.PeerDiscovery.Candidate;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.HeldChannels;
import io.vidlens.catalog.Videos;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelInfo;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.ContentItem;
import io.vidlens.model.Count;
import io.vidlens.model.VideoItem;
import io.vidlens.thumbnails.api.HeldVideos;
import io.vidlens.work.RequestTally;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Component;

/**
 * Finds and reads a channel's peers within the job's request budget. Candidates come from four
 * sources ({@link PeerDiscovery}): the channel's featured channels, the related videos on the watch
 * pages of its best videos, the platform's search for its main subjects, and the channels Vidlens
 * holds (tracked, and the thumbnail corpus's). Each candidate's newest uploads are one listing page
 * through the catalog, whose upstream cache shares it across jobs and accounts: a peer held from an
 * earlier read costs nothing and is read even when the budget is spent; any other read waits for
 * budget, one request each, counted by a {@link RequestTally} around every read. A channel Vidlens
 * holds (a tracked channel, or one of the thumbnail corpus) is a peer only when it shares enough of
 * the channel's subjects ({@link SubjectShares}, {@code held-min-similarity}); the other sources
 * chose their channels already. When the channel's country is known and the peer's could change
 * which of its stories the channel is offered (always for news), the peer's about panel is read for
 * the country it states ({@link PeerCountries}: one more request unless held, under the same
 * budget).
 */
@Component
@EnableConfigurationProperties(NicheProperties.class)
public record PeerReader(
    Channels channels,
    Videos videos,
    HeldChannels held,
    HeldVideos corpus,
    TextEmbedder embedder,
    NicheProperties properties)
    implements NicheReading {

  @Override
  public NicheWorld read(NicheSeed seed) {
    RequestTally tally = new RequestTally();
    int budget = properties.requestBudget();
    if (!ChannelId.isValid(seed.channelId())) {
      return new NicheWorld(List.of(), 0, budget, List.of("The channel's ID is not known."));
    }
    List<String> caveats = new ArrayList<>();
    SubjectShares shares = new SubjectShares(embedder);
    double[] own = shares.ofTitles(seed.titles());
    boolean comparable = seed.titles().size() >= SubjectShares.MIN_TITLES;
    List<Candidate> ranked =
        new PeerDiscovery(channels, videos, held, properties, tally, caveats)
            .candidates(seed, comparable ? new CorpusPeers(corpus, shares, own) : null);
    PeerOrigin home = seed.origin();
    // A peer's country only matters against the channel's own: unknown, none is read.
    PeerCountries countries =
        home.country() == null ? null : new PeerCountries(channels, tally, budget, seed);
    List<Peer> peers = new ArrayList<>();
    int unaffordable = 0;
    int unreadable = 0;
    int distantHeld = 0;
    for (Candidate candidate : ranked) {
      if (peers.size() >= properties.maxPeers()) {
        break;
      }
      if (!channels.videosHeld(candidate.id()) && tally.sent() >= budget) {
        unaffordable++;
        continue;
      }
      try {
        Peer peer = tally.count(() -> peer(candidate, seed, shares, own));
        if (peer != null && PeerDiscovery.chosenByCloseness(candidate) && !close(peer, seed)) {
          distantHeld++;
        } else if (peer != null) {
          Peer kept = countries == null ? peer : countries.located(peer);
          peers.add(kept);
          Optional.ofNullable(home.heldBack(kept.origin(), kept.name(), seed.news()))
              .ifPresent(caveats::add);
        }
      } catch (RuntimeException e) {
        unreadable++;
      }
    }
    if (unaffordable > 0) {
      caveats.add(unaffordable + " candidate peer(s) left unread: the request budget was spent.");
    }
    if (unreadable > 0) {
      caveats.add(unreadable + " candidate peer(s) could not be read.");
    }
    if (countries != null) {
      countries.caveat().ifPresent(caveats::add);
    }
    if (distantHeld > 0) {
      caveats.add(
          distantHeld
              + " channel(s) Vidlens holds were read but share too few subjects with the channel.");
    }
    peers.sort(Comparator.comparingDouble(Peer::similarity).reversed());
    return new NicheWorld(peers, tally.sent(), budget, caveats);
  }

  /**
   * A channel Vidlens holds is a peer when both it and the channel show enough titles and the share
   * of titles on subjects both cover reaches {@code held-min-similarity}.
   */
  private boolean close(Peer peer, NicheSeed seed) {
    return seed.titles().size() >= SubjectShares.MIN_TITLES
        && peer.videos().size() >= SubjectShares.MIN_TITLES
        && peer.similarity() >= properties.heldMinSimilarity();
  }

  private Peer peer(Candidate candidate, NicheSeed seed, SubjectShares shares, double[] own) {
    Instant asOf = seed.asOf();
    if (!(channels.channelPage(candidate.id()) instanceof ChannelPage.Found found)) {
      return null;
    }
    ChannelInfo info = found.channel();
    List<VideoSample> uploads = new ArrayList<>();
    for (ContentItem item : channels.newestPage(candidate.id(), ChannelTab.VIDEOS).items()) {
      if (item instanceof VideoItem v && !v.live() && !v.upcoming()) {
        Instant published = v.publishedAgo() == null ? null : v.publishedAgo().before(asOf);
        uploads.add(
            new VideoSample(
                v.videoId(),
                v.title(),
                "",
                Count.valueOf(v.viewCount()),
                v.durationSeconds(),
                published,
                false,
                "",
                false,
                false));
      }
    }
    if (uploads.isEmpty()) {
      return null;
    }
    List<String> titles = uploads.stream().map(VideoSample::title).toList();
    // by subject, or where the kind names its subjects (games, sounds) by the names both use
    double similarity =
        Math.max(
            SubjectShares.overlap(own, shares.ofTitles(titles)),
            NameShares.overlap(seed.titles(), titles, seed.names()));
    String name = info.title() == null || info.title().isBlank() ? candidate.name() : info.title();
    return new Peer(
        candidate.id().value(),
        name,
        Count.valueOf(info.subscriberCount()),
        candidate.source(),
        similarity,
        uploads,
        PeerOrigin.of(titles, null));
  }
}
