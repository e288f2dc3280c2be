package io.vidlens.analysis.niche;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.platform.transport.MeteredTransport;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * The science niche ({@link ScienceNicheTest}: twelve peers on the fake platform, each stating
 * "United Kingdom" on its about panel) read for a news channel that states its country: each peer's
 * panel is read for the country it states, one more request within the same budget and counted by
 * the same tally as the meter counts it, and free once held.
 */
class PeerCountriesReadTest {

  static NicheSeed stating(String country, boolean news) {
    NicheSeed s = ScienceNicheTest.seed();
    return new NicheSeed(s.channelId(), s.titles(), s.bestVideoIds(), s.asOf(), country, news);
  }

  static long panelsAsked(ConstructedNiche.World world) {
    return world.platform().requests().stream()
        .filter(r -> r.body() != null && r.body().toString().contains("continuation"))
        .count();
  }

  static int metered(ConstructedNiche.World world) {
    return (int)
        world.meter().find(MeteredTransport.METER).counters().stream()
            .mapToDouble(c -> c.count())
            .sum();
  }

  @Test
  void everyPeerHasTheCountryItsPanelStatesAndAHeldPanelIsFree() {
    ConstructedNiche.World world = ScienceNicheTest.world(40);

    NicheWorld first = world.reader().read(stating("United Kingdom", true));
    int sent = world.platform().requests().size();
    NicheWorld second = world.reader().read(stating("United Kingdom", true));

    assertThat(first.peers())
        .hasSize(12)
        .allSatisfy(p -> assertThat(p.origin().country()).isEqualTo("GB"));
    // a listing page and an about panel each
    assertThat(panelsAsked(world)).isEqualTo(12);
    assertThat(first.requestsSpent()).isEqualTo(metered(world));
    assertThat(first.caveats()).noneMatch(c -> c.contains("about panels"));
    assertThat(second.requestsSpent()).isZero();
    assertThat(world.platform().requests()).hasSize(sent);
    assertThat(second.peers()).allSatisfy(p -> assertThat(p.origin().country()).isEqualTo("GB"));
  }

  @Test
  void aChannelWithoutACountryReadsNoPanel() {
    ConstructedNiche.World world = ScienceNicheTest.world(40);

    NicheWorld niche = world.reader().read(ScienceNicheTest.seed());

    assertThat(niche.peers())
        .hasSize(12)
        .allSatisfy(p -> assertThat(p.origin().country()).isNull());
    assertThat(world.platform().requests())
        .noneMatch(r -> r.body() != null && r.body().toString().contains("continuation"));
  }

  @Test
  void theBudgetKeepsPanelsTooAndTheUnreadAreOneCaveat() {
    ConstructedNiche.World world = ScienceNicheTest.world(9);

    NicheWorld niche = world.reader().read(stating("United Kingdom", true));

    assertThat(niche.requestsSpent()).isEqualTo(metered(world)).isLessThanOrEqualTo(9);
    long unknown =
        niche.peers().stream().map(p -> p.origin().country()).filter(Objects::isNull).count();
    assertThat(niche.peers()).isNotEmpty();
    assertThat(unknown).isPositive();
    assertThat(niche.caveats())
        .filteredOn(c -> c.contains("about panels"))
        .singleElement()
        .asString()
        .startsWith("The country of " + unknown + " peer(s) was not read");
  }
}
