package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.Videos;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelInfo;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.ContentItem;
import io.vidlens.model.Count;
import io.vidlens.model.RelatedVideo;
import io.vidlens.model.VideoId;
import io.vidlens.model.VideoItem;
import io.vidlens.work.RequestTally;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Component;

/**
 * Finds and reads a channel's peers within the job's request budget. Candidates come from the
 * related videos on the watch pages of the channel's best videos (usually held already: the comment
 * stage read them), most often named first. Each candidate's newest uploads are one listing page
 * through the catalog, whose upstream cache shares it across jobs and accounts: a peer held from an
 * earlier read costs nothing and is read even when the budget is spent; any other read waits for
 * budget, one request each, counted by a {@link RequestTally} around every read. Not yet sources:
 * the channel's featured channels, the platform's search and the channels Vidlens already holds
 * (the result's caveats say so).
 */
@Component
@EnableConfigurationProperties(NicheProperties.class)
public class PeerReader implements NicheReading {

  static final String RELATED = "related_videos";

  private final Channels channels;
  private final Videos videos;
  private final TextEmbedder embedder;
  private final NicheProperties properties;

  public PeerReader(
      Channels channels, Videos videos, TextEmbedder embedder, NicheProperties properties) {
    this.channels = channels;
    this.videos = videos;
    this.embedder = embedder;
    this.properties = properties;
  }

  private record Candidate(ChannelId id, String name, String source, int mentions) {}

  @Override
  public NicheWorld read(NicheSeed seed) {
    RequestTally tally = new RequestTally();
    int budget = properties.requestBudget();
    if (!ChannelId.isValid(seed.channelId())) {
      return new NicheWorld(List.of(), 0, budget, List.of("The channel's ID is not known."));
    }
    ChannelId self = new ChannelId(seed.channelId());
    List<String> caveats = new ArrayList<>();
    Map<ChannelId, Candidate> candidates = new LinkedHashMap<>();
    int pagesFailed = 0;
    for (String videoId :
        seed.bestVideoIds().stream().limit(properties.relatedFromTopVideos()).toList()) {
      if (tally.sent() >= budget) {
        caveats.add(
            "The request budget ran out before every best video's related videos were read.");
        break;
      }
      try {
        for (RelatedVideo related : tally.count(() -> videos.relatedVideos(new VideoId(videoId)))) {
          if (!related.channelId().equals(self)) {
            candidates.merge(
                related.channelId(),
                new Candidate(related.channelId(), related.channelName(), RELATED, 1),
                (a, b) -> new Candidate(a.id(), a.name(), a.source(), a.mentions() + 1));
          }
        }
      } catch (RuntimeException e) {
        pagesFailed++;
      }
    }
    if (pagesFailed > 0) {
      caveats.add(
          pagesFailed + " watch page(s) of the best videos could not be read for related videos.");
    }
    caveats.add(
        "Peers come from related videos only: featured channels, the platform's search and the"
            + " channels Vidlens holds are not searched yet.");
    List<Candidate> ranked =
        candidates.values().stream()
            .sorted(Comparator.comparingInt(Candidate::mentions).reversed())
            .toList();
    float[] own = meanVector(seed.titles());
    List<Peer> peers = new ArrayList<>();
    int unaffordable = 0;
    int unreadable = 0;
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
        if (peer != null) {
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
                false));
      }
    }
    if (uploads.isEmpty()) {
      return null;
    }
    double similarity = cosine(own, meanVector(uploads.stream().map(VideoSample::title).toList()));
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

  static double cosine(float[] a, float[] b) {
    double dot = 0;
    double na = 0;
    double nb = 0;
    for (int i = 0; i < a.length; i++) {
      dot += a[i] * b[i];
      na += a[i] * a[i];
      nb += b[i] * b[i];
    }
    return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
  }
}
