package io.vidlens.analysis.niche;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A peer's subjects reach a channel that would film them (issue 37, 24 News HD offered a US
 * governor's story): the same language, and where both countries are known and differ, no story of
 * the peer's country.
 */
class PeerOriginTest {

  static final List<String> PAKISTANI_NEWS =
      List.of(
          "Jackpot for Pakistan! Massive Gas Reserves Discovered in Barkhan | 24 News HD",
          "PCB Announces Decision on Pakistan's T20 World Cup Participation",
          "Rain and Snow Forecast Across Pakistan | Cold Weather Intensifies",
          "Karachi Gul Plaza Fire Incident Updates",
          "School Start Time Under Fire: Parents vs Government Clash!");

  static final List<String> US_NEWS =
      List.of(
          "Minnesota governor: full interview",
          "Seven dead as winter storm hits the eastern U.S.",
          "Flights cancelled across the US as storm spreads",
          "Border Patrol agents wore bodycams during the shooting",
          "Morning News NOW Full Episode");

  @Test
  void aChannelsCountryIsTheOneAFifthOfItsTitlesName() {
    assertThat(PeerOrigin.of(PAKISTANI_NEWS, null).country()).isEqualTo("PK");
    assertThat(PeerOrigin.of(US_NEWS, null).country()).isEqualTo("US");
    assertThat(PeerOrigin.of(US_NEWS, "Pakistan").country()).isEqualTo("PK");
    assertThat(PeerOrigin.of(ScienceNicheTest.SUBJECTS, null).country()).isNull();
    // "us" the word is no country
    assertThat(PeerOrigin.countriesIn("Join us for the winter storm")).isEmpty();
  }

  @Test
  void aNewsroomAbroadOffersNoneOfItsCountrysStories() {
    PeerOrigin pakistan = PeerOrigin.of(PAKISTANI_NEWS, null);
    PeerOrigin us = PeerOrigin.of(US_NEWS, null);
    assertThat(PeerOrigin.refusal(pakistan, true, us, "Minnesota governor: full interview"))
        .isEqualTo("country");
    // a story of the channel's own country is offered, from wherever
    assertThat(PeerOrigin.refusal(pakistan, true, us, "Pakistan and the US sign a trade deal"))
        .isNull();
    // and anything from a newsroom of the same country
    assertThat(PeerOrigin.refusal(us, true, us, "Minnesota governor: full interview")).isNull();
  }

  @Test
  void elsewhereOnlySubjectsTiedToThePeersCountryAreRefused() {
    PeerOrigin germany = new PeerOrigin("eng", "DE");
    PeerOrigin us = new PeerOrigin("eng", "US");
    assertThat(PeerOrigin.refusal(germany, false, us, "What is inside a black hole?")).isNull();
    assertThat(PeerOrigin.refusal(germany, false, us, "Why America has no trains"))
        .isEqualTo("country");
    // countries unknown: nothing to compare
    assertThat(PeerOrigin.refusal(PeerOrigin.UNKNOWN, true, us, "Minnesota governor")).isNull();
  }

  @Test
  void anotherLanguageIsRefused() {
    List<String> french =
        List.of(
            "Pourquoi le ciel est-il bleu ? La réponse de la physique",
            "Comment les volcans forment de nouvelles îles",
            "Ce qui se passe à l'intérieur d'une cellule vivante",
            "La chimie du feu expliquée simplement");
    PeerOrigin peer = PeerOrigin.of(french, null);
    PeerOrigin channel = PeerOrigin.of(ScienceNicheTest.SUBJECTS, null);
    assertThat(peer.language()).isEqualTo("fra");
    assertThat(channel.language()).isEqualTo("eng");
    assertThat(PeerOrigin.refusal(channel, false, peer, "Pourquoi le ciel est bleu"))
        .isEqualTo("language");
  }
}
