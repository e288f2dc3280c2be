package io.vidlens.analysis.niche;

import static io.vidlens.analysis.niche.ScienceNicheTest.MINI_LM;
import static io.vidlens.analysis.niche.ScienceNicheTest.NOW;
import static io.vidlens.analysis.niche.ScienceNicheTest.OWN;
import static io.vidlens.analysis.niche.ScienceNicheTest.peerId;
import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.HeldChannels;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.Videos;
import io.vidlens.catalog.internal.Playlists;
import io.vidlens.catalog.internal.UnknownItems;
import io.vidlens.model.ChannelId;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.cache.CacheStore;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.client.InnerTubeChannelReads;
import io.vidlens.platform.client.InnerTubePlatformClient;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.transport.MeteredTransport;
import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.platform.transport.UpstreamResponse;
import io.vidlens.testing.FakePlatform;
import io.vidlens.thumbnails.api.HeldVideo;
import io.vidlens.thumbnails.api.HeldVideos;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every source of peers contributes on a constructed science niche read through the real client,
 * cache and catalog: the analysed channel's home tab features peers 1 and 2, its best videos' watch
 * pages name peers 1 to 6, the search for its subject names peers 7 to 9, and Vidlens holds peer 10
 * (science) and peer 12 (cooking: read, but sharing too few subjects) from earlier reads. Peer 11
 * is named nowhere: only the thumbnail corpus, when it holds its videos, makes it a peer.
 */
class NicheSourcesTest {

  record World(PeerReader reader, SimpleMeterRegistry meter, FakePlatform platform) {

    double metered() {
      return meter.find(MeteredTransport.METER).counters().stream()
          .mapToDouble(c -> c.count())
          .sum();
    }
  }

  static String homeTab() {
    return """
        {"responseContext":{},"contents":{"twoColumnBrowseResultsRenderer":{"tabs":[
         {"tabRenderer":{"title":"Home","selected":true,"content":{"sectionListRenderer":{"contents":[
          {"itemSectionRenderer":{"contents":[{"shelfRenderer":{"title":{"runs":[{"text":"Featured channels"}]},
           "content":{"horizontalListRenderer":{"items":[
            {"gridChannelRenderer":{"channelId":"%s","title":{"simpleText":"Science 1"}}},
            {"gridChannelRenderer":{"channelId":"%s","title":{"simpleText":"Science 2"}}}]}}}}]}}]}}}}]}}}
        """
        .formatted(peerId(1), peerId(2));
  }

  static String searchAnswer() {
    StringBuilder results = new StringBuilder();
    for (int n = 7; n <= 9; n++) {
      results.append(
          """
          {"channelRenderer":{"channelId":"%s","title":{"simpleText":"Science %d"}}},"""
              .formatted(peerId(n), n));
    }
    return """
        {"responseContext":{},"contents":{"twoColumnSearchResultsRenderer":{"primaryContents":{
         "sectionListRenderer":{"contents":[{"itemSectionRenderer":{"contents":[%s
          {"channelRenderer":{"channelId":"%s","title":{"simpleText":"Own"}}}]}}]}}}}}
        """
        .formatted(results, OWN.value());
  }

  static World world(int budget) {
    return world(budget, List::of);
  }

  static World world(int budget, HeldVideos corpus) {
    List<List<RecordedExchange>> sets = new ArrayList<>();
    for (int n = 1; n <= 12; n++) {
      sets.add(ScienceNicheTest.peer(n, n == 12).exchanges());
    }
    @SuppressWarnings("unchecked")
    FakePlatform platform =
        FakePlatform.answering(sets.toArray(List[]::new))
            .otherwise(
                request ->
                    new UpstreamResponse(
                        200,
                        "application/json",
                        switch (request.endpoint()) {
                          case "next" ->
                              ConstructedNiche.relatedPage(
                                  OWN.value(),
                                  java.util.stream.IntStream.rangeClosed(1, 6)
                                      .mapToObj(ScienceNicheTest::peerId)
                                      .toList());
                          case "search" -> searchAnswer();
                          case "browse" -> {
                            assertThat(request.body().path("browseId").asString())
                                .isEqualTo(OWN.value());
                            assertThat(request.body().has("params")).isFalse();
                            yield homeTab();
                          }
                          default -> throw new IllegalStateException(request.endpoint());
                        }));
    SimpleMeterRegistry meter = new SimpleMeterRegistry();
    Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
    InnerTubePlatformClient client =
        TestPlatform.client(
            new MeteredTransport(platform, meter),
            clock,
            List.of(PlayerClient.ANDROID),
            new UpstreamCache(CacheStore.none(), clock, Map.of(), 64L << 20));
    UnknownItems unknown = new UnknownItems(meter);
    ReadPolicy policy = new ReadPolicy(10);
    InnerTubeChannelReads reads = new InnerTubeChannelReads(client);
    Channels channels = new Channels(reads, new Playlists(reads, policy, unknown), policy, unknown);
    // Earlier reads by other jobs: Vidlens holds peers 10 and 12.
    channels.newestPage(new ChannelId(peerId(10)), ChannelTab.VIDEOS);
    channels.newestPage(new ChannelId(peerId(12)), ChannelTab.VIDEOS);
    HeldChannels held =
        max ->
            List.of(peerId(12), peerId(11), peerId(10), OWN.value()).stream()
                .map(ChannelId::new)
                .limit(max)
                .toList();
    return new World(
        new PeerReader(
            channels,
            new Videos(client, policy, unknown),
            held,
            corpus,
            MINI_LM,
            new NicheProperties(budget, 30, 2, 3, 50, 0.2)),
        meter,
        platform);
  }

  @Test
  void eachSourceContributesItsPeersLabelledWithTheSource() {
    NicheWorld niche = world(40).reader().read(ScienceNicheTest.seed());

    Map<String, List<String>> bySource =
        niche.peers().stream()
            .collect(
                Collectors.groupingBy(
                    Peer::source,
                    Collectors.mapping(
                        Peer::channelId,
                        Collectors.collectingAndThen(
                            Collectors.toList(), l -> l.stream().sorted().toList()))));
    assertThat(bySource)
        .containsOnlyKeys("featured_channels", "related_videos", "search", "vidlens_held");
    assertThat(bySource.get("featured_channels")).containsExactly(peerId(1), peerId(2));
    assertThat(bySource.get("related_videos"))
        .containsExactly(peerId(3), peerId(4), peerId(5), peerId(6));
    assertThat(bySource.get("search")).containsExactly(peerId(7), peerId(8), peerId(9));
    assertThat(bySource.get("vidlens_held")).containsExactly(peerId(10));
    assertThat(niche.peers()).extracting(Peer::channelId).doesNotContain(peerId(11), peerId(12));
    assertThat(niche.caveats()).anyMatch(c -> c.contains("share too few subjects"));
    assertThat(niche.peers())
        .allSatisfy(
            p -> assertThat(p.similarity()).isGreaterThanOrEqualTo(SubjectShares.MIN_OVERLAP));
  }

  /** The corpus's videos of {@code channel}, as the thumbnails store them: with text vectors. */
  static List<HeldVideo> corpusVideos(String channel, String name, List<String> titles) {
    List<float[]> vectors = MINI_LM.embedAll(titles);
    List<HeldVideo> out = new ArrayList<>();
    for (int i = 0; i < titles.size(); i++) {
      out.add(
          new HeldVideo(
              channel.substring(2, 13) + i,
              channel,
              titles.get(i),
              titles.get(i),
              false,
              1_000L,
              NOW,
              NOW,
              vectors.get(i),
              name,
              1_000L));
    }
    return out;
  }

  @Test
  void theThumbnailCorpusNamesPeersOnTheChannelsSubjectsOnly() {
    List<HeldVideo> corpus = new ArrayList<>();
    // Peer 11 is named by no other source; its videos are in the corpus.
    corpus.addAll(
        corpusVideos(
            peerId(11),
            "Science 11",
            ScienceNicheTest.SUBJECTS.stream().map(t -> t + " explained").toList()));
    String kitchen = "UCkitchenCorpus000000000";
    corpus.addAll(
        corpusVideos(
            kitchen,
            "Corpus Kitchen",
            List.of(
                "Easy weeknight pasta recipe",
                "The best chocolate cake recipe",
                "Cooking rice perfectly every time",
                "Five minute breakfast ideas",
                "How to make fresh bread at home",
                "Restaurant style curry recipe")));
    World world = world(40, () -> corpus);

    NicheWorld niche = world.reader().read(ScienceNicheTest.seed());

    assertThat(niche.peers())
        .filteredOn(p -> p.source().equals("thumbnail_corpus"))
        .extracting(Peer::channelId)
        .containsExactly(peerId(11));
    assertThat(niche.peers()).extracting(Peer::channelId).doesNotContain(kitchen);
    // a stranger of the corpus is not even read: it costs no request
    assertThat(world.platform().requests())
        .noneMatch(r -> r.body() != null && r.body().toString().contains(kitchen));
  }

  @Test
  void theBudgetHoldsAndHeldPeersStillCostNothing() {
    World world = world(3);
    double before = world.metered();

    NicheWorld niche = world.reader().read(ScienceNicheTest.seed());

    assertThat(niche.requestsSpent())
        .isEqualTo((int) (world.metered() - before))
        .isLessThanOrEqualTo(3);
    assertThat(niche.peers()).extracting(Peer::channelId).containsExactly(peerId(10));
    assertThat(world.platform().requests()).noneMatch(r -> r.endpoint().equals("search"));
    assertThat(niche.caveats()).anyMatch(c -> c.contains("budget ran out"));
    assertThat(niche.caveats()).anyMatch(c -> c.contains("budget was spent"));
  }
}
