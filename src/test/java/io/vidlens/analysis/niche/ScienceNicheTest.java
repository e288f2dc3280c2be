package io.vidlens.analysis.niche;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.result.NicheEvidence.OutlierSubject;
import io.vidlens.embeddings.MiniLmTextEmbedder;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.model.ChannelId;
import io.vidlens.platform.transport.MeteredTransport;
import io.vidlens.testing.ConstructedChannel;
import io.vidlens.testing.ConstructedWorld;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A science niche of a dozen channels on the fake platform: the analysed channel's best videos'
 * watch pages name eleven science peers and one cooking channel; every peer has its uploads, and
 * three of them have an outlier on black holes. The niche is read through the real client, cache
 * and catalog, its requests counted by the request meter.
 */
class ScienceNicheTest {

  static final TextEmbedder MINI_LM = new MiniLmTextEmbedder();
  static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");
  static final ChannelId OWN = new ChannelId("UCsc1enceOwnChannel00000");
  static final List<String> SUBJECTS =
      List.of(
          "How vaccines train the immune system",
          "Why the ocean is salty",
          "The physics of lightning",
          "How volcanoes form new islands",
          "What happens inside a cell",
          "Why the sky is blue",
          "How batteries store energy",
          "The chemistry of fire");

  static String peerId(int n) {
    return String.format("UCsc1encePeer%011d", n);
  }

  /** Peer n: eight science uploads a few days apart; peers 1 to 3 had a black-hole hit. */
  static ConstructedWorld peer(int n, boolean cooking) {
    List<ConstructedChannel.Video> videos = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      String title =
          cooking
              ? "Easy weeknight pasta recipe " + (i + 1)
              : SUBJECTS.get((i + n) % SUBJECTS.size()) + " explained";
      long views = 10_000 + 500L * i;
      if (!cooking && n <= 3 && i == 2) {
        title = n == 1 ? "What is inside a black hole?" : "Black holes explained: what lies inside";
        if (n == 3) {
          title = "Falling into a black hole";
        }
        views = 200_000;
      }
      videos.add(
          new ConstructedChannel.Video(
              String.format("p%02dv%07d", n, i),
              title,
              "science",
              views,
              600,
              NOW.minus(Duration.ofDays(3 + 4L * i)),
              false));
    }
    return ConstructedWorld.builder(peerId(n), (cooking ? "Kitchen " : "Science ") + n)
        .counts(100_000L * n, 5_000_000L)
        .pageTime(NOW)
        .videos(videos)
        .build();
  }

  static ConstructedNiche.World world(int budget) {
    List<ConstructedWorld> peers = new ArrayList<>();
    for (int n = 1; n <= 12; n++) {
      peers.add(peer(n, n == 12));
    }
    return ConstructedNiche.of(OWN.value(), peers, NOW, budget, MINI_LM);
  }

  static NicheSeed seed() {
    return new NicheSeed(
        OWN.value(),
        SUBJECTS.stream().map(s -> s + " in ten minutes").toList(),
        List.of("ownbest0001", "ownbest0002"),
        NOW);
  }

  @Test
  void theNicheIsTheRelatedChannelsScienceFirstAndItsSharedOutlierIsBlackHoles() {
    NicheWorld niche = world(40).reader().read(seed());

    assertThat(niche.peers()).hasSize(12);
    assertThat(niche.peers()).allSatisfy(p -> assertThat(p.source()).isEqualTo("related_videos"));
    assertThat(niche.peers().getLast().name()).isEqualTo("Kitchen 12");
    assertThat(niche.peers().getFirst().similarity())
        .isGreaterThan(niche.peers().getLast().similarity() + 0.2);
    assertThat(niche.peers().getFirst().subscribers()).isPositive();

    List<OutlierSubject> subjects = NicheOutliers.of(niche.peers(), NOW, MINI_LM);
    assertThat(subjects).isNotEmpty();
    assertThat(subjects.getFirst().subject().toLowerCase()).contains("black hole");
    assertThat(subjects.getFirst().channels()).isEqualTo(3);
    assertThat(subjects.getFirst().videos())
        .allSatisfy(v -> assertThat(v.equalAgeScore()).isGreaterThanOrEqualTo(2.0));
  }

  @Test
  void theBudgetIsKeptAndCountedAsTheMeterCountsIt() {
    ConstructedNiche.World world = world(6);

    NicheWorld niche = world.reader().read(seed());

    double metered =
        world.meter().find(MeteredTransport.METER).counters().stream()
            .mapToDouble(c -> c.count())
            .sum();
    assertThat(niche.requestsSpent()).isEqualTo((int) metered).isLessThanOrEqualTo(6);
    assertThat(niche.peers()).hasSizeLessThan(12).isNotEmpty();
    assertThat(niche.caveats()).anyMatch(c -> c.contains("budget was spent"));
  }

  @Test
  void peersReadByOneJobAreFreeForTheNext() {
    ConstructedNiche.World world = world(40);
    NicheWorld first = world.reader().read(seed());
    int sentBefore = world.platform().requests().size();

    NicheWorld second = world.reader().read(seed());

    assertThat(first.requestsSpent()).isPositive();
    assertThat(second.requestsSpent()).isZero();
    assertThat(world.platform().requests()).hasSize(sentBefore);
    assertThat(second.peers())
        .extracting(Peer::channelId)
        .containsExactlyElementsOf(first.peers().stream().map(Peer::channelId).toList());
  }
}
