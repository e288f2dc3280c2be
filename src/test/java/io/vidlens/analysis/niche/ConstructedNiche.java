package io.vidlens.analysis.niche;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.HeldChannels;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.Videos;
import io.vidlens.catalog.internal.Playlists;
import io.vidlens.catalog.internal.UnknownItems;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.cache.CacheStore;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.client.InnerTubeChannelReads;
import io.vidlens.platform.client.InnerTubePlatformClient;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.transport.MeteredTransport;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.platform.transport.UpstreamResponse;
import io.vidlens.testing.ConstructedWorld;
import io.vidlens.testing.FakePlatform;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

/**
 * A niche on the fake platform: the analysed channel's best videos' watch pages name every peer
 * (each a {@link ConstructedWorld} with its uploads), its home tab features none and the search
 * names none. Read through the real client, cache and catalog, its requests counted by the request
 * meter: what {@link ScienceNicheTest} and the constructed worlds of {@code
 * ConstructedNichesAnalysisTest} read.
 */
public final class ConstructedNiche {

  private ConstructedNiche() {}

  /** The reader, the meter that counted its requests, the platform that answered them. */
  public record World(PeerReader reader, SimpleMeterRegistry meter, FakePlatform platform) {}

  /** The niche of {@code own} made of {@code peers}, read at {@code now} within {@code budget}. */
  public static World of(
      String own, List<ConstructedWorld> peers, Instant now, int budget, TextEmbedder embedder) {
    @SuppressWarnings("unchecked")
    List<RecordedExchange>[] sets =
        peers.stream().map(ConstructedWorld::exchanges).toArray(List[]::new);
    List<String> ids = peers.stream().map(ConstructedWorld::channelId).toList();
    FakePlatform platform =
        FakePlatform.answering(sets)
            .otherwise(
                request ->
                    new UpstreamResponse(
                        200,
                        "application/json",
                        switch (request.endpoint()) {
                          case "next" -> relatedPage(own, ids);
                          case "browse", "search" -> "{\"responseContext\":{},\"contents\":{}}";
                          default -> throw new IllegalStateException(request.endpoint());
                        }));
    SimpleMeterRegistry meter = new SimpleMeterRegistry();
    Catalog catalog = catalog(platform, now, meter);
    return new World(
        new PeerReader(
            catalog.channels(),
            catalog.videos(),
            HeldChannels.NONE,
            List::of,
            embedder,
            new NicheProperties(budget, 30, 2, 3, 50, 0.2)),
        meter,
        platform);
  }

  /** The catalog's channels and videos over {@code transport}, read at {@code now}. */
  record Catalog(Channels channels, Videos videos) {}

  static Catalog catalog(PlatformTransport transport, Instant now, SimpleMeterRegistry meter) {
    Clock clock = Clock.fixed(now, ZoneOffset.UTC);
    InnerTubePlatformClient client =
        TestPlatform.client(
            new MeteredTransport(transport, meter),
            clock,
            List.of(PlayerClient.ANDROID),
            new UpstreamCache(CacheStore.none(), clock, Map.of(), 64L << 20));
    UnknownItems unknown = new UnknownItems(meter);
    ReadPolicy policy = new ReadPolicy(10);
    InnerTubeChannelReads reads = new InnerTubeChannelReads(client);
    return new Catalog(
        new Channels(reads, new Playlists(reads, policy, unknown), policy, unknown),
        new Videos(client, policy, unknown));
  }

  /** A watch page whose related videos name every peer, and one of the channel's own. */
  static String relatedPage(String own, List<String> peerIds) {
    StringBuilder lockups = new StringBuilder();
    for (int n = 0; n < peerIds.size(); n++) {
      lockups.append(
          """
          {"lockupViewModel":{"contentId":"r%02dxxxxxxxx","contentType":"LOCKUP_CONTENT_TYPE_VIDEO",
           "metadata":{"lockupMetadataViewModel":{"title":{"content":"A related video"},
            "image":{"decoratedAvatarViewModel":{"rendererContext":{"commandContext":{"onTap":{
             "innertubeCommand":{"browseEndpoint":{"browseId":"%s"}}}}}}},
            "metadata":{"contentMetadataViewModel":{"metadataRows":[
             {"metadataParts":[{"text":{"content":"Peer %d"}}]}]}}}}}},
          """
              .formatted(n + 1, peerIds.get(n), n + 1));
    }
    return """
        {"responseContext":{},"contents":{"twoColumnWatchNextResults":{
          "results":{"results":{"contents":[]}},
          "secondaryResults":{"secondaryResults":{"results":[%s{"lockupViewModel":{
           "contentId":"ownvideo00x","contentType":"LOCKUP_CONTENT_TYPE_VIDEO","metadata":{
           "lockupMetadataViewModel":{"image":{"decoratedAvatarViewModel":{"rendererContext":{
           "commandContext":{"onTap":{"innertubeCommand":{"browseEndpoint":{"browseId":"%s"}}}}}}}}}}}]}}}}}
        """
        .formatted(lockups, own);
  }
}
