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
import io.vidlens.stats.Cosine;
import io.vidlens.work.RequestTally;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Component;

/**
 * Finds and reads a channel's peers within the job's request budget. Candidates come from four
 * sources ({@link PeerDiscovery}): the channel's featured channels, the related videos on the watch
 * pages of its best videos, the platform's search for its main subjects, and the channels Vidlens
 * holds. Each candidate's newest uploads are one listing page through the catalog, whose upstream
 * cache shares it across jobs and accounts: a peer held from an earlier read costs nothing and is
 * read even when the budget is spent; any other read waits for budget, one request each, counted by
 * a {@link RequestTally} around every read. A held channel is a peer only when its titles are close
 * to the channel's ({@code held-min-similarity}); the other sources chose their channels already.
 */
@Component
@EnableConfigurationProperties(NicheProperties.class)
public record PeerReader(
    Channels channels,
    Videos videos,
    HeldChannels held,
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
    List<Candidate> ranked =
        new PeerDiscovery(channels, videos, held, properties, tally, caveats).candidates(seed);
    float[] own = meanVector(seed.titles());
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
        Peer peer = tally.count(() -> peer(candidate, seed.asOf(), own));
        if (peer != null
            && candidate.source().equals(PeerDiscovery.HELD)
            && peer.similarity() < properties.heldMinSimilarity()) {
          distantHeld++;
        } else if (peer != null) {
          peers.add(peer);
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
    if (distantHeld > 0) {
      caveats.add(distantHeld + " channel(s) Vidlens holds were read but are not close enough.");
    }
    peers.sort(Comparator.comparingDouble(Peer::similarity).reversed());
    return new NicheWorld(peers, tally.sent(), budget, caveats);
  }

  private Peer peer(Candidate candidate, Instant asOf, float[] own) {
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
    double similarity =
        Cosine.of(own, meanVector(uploads.stream().map(VideoSample::title).toList()));
    String name = info.title() == null || info.title().isBlank() ? candidate.name() : info.title();
    return new Peer(
        candidate.id().value(),
        name,
        Count.valueOf(info.subscriberCount()),
        candidate.source(),
        similarity,
        uploads);
  }

  private float[] meanVector(List<String> texts) {
    float[] mean = new float[embedder.dimension()];
    List<float[]> vectors = texts.isEmpty() ? List.of() : embedder.embedAll(texts);
    for (float[] v : vectors) {
      for (int i = 0; i < mean.length; i++) {
        mean[i] += v[i];
      }
    }
    return mean;
  }
}
