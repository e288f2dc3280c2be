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
  void aChannelAboutItsCountryTakesNoStoryOfAPeerNotKnownToShareIt() {
    PeerOrigin pakistan = PeerOrigin.of(PAKISTANI_NEWS, null);
    assertThat(pakistan.homeBound()).isTrue();
    PeerOrigin us = PeerOrigin.of(US_NEWS, null);
    // whether the peer's country is known or not (NBC News's titles rarely name it)
    for (PeerOrigin peer : List.of(us, new PeerOrigin("eng", null, false))) {
      assertThat(PeerOrigin.refusal(pakistan, false, peer, "Minnesota governor: full interview"))
          .isEqualTo("country");
      // an international story is offered: one naming the channel's country, or a third
      assertThat(PeerOrigin.refusal(pakistan, false, peer, "Pakistan and the US sign a trade deal"))
          .isNull();
      assertThat(PeerOrigin.refusal(pakistan, false, peer, "Iran's new missile test")).isNull();
    }
    assertThat(pakistan.heldBack(us, "NBC News", false))
        .contains("NBC News speaks from US, the channel from PK");
    // a newsroom of the same country offers all
    assertThat(PeerOrigin.refusal(us, true, us, "Minnesota governor: full interview")).isNull();
    assertThat(us.heldBack(us, "NBC News", true)).isNull();
  }

  @Test
  void elsewhereOnlySubjectsTiedToThePeersCountryAreRefused() {
    PeerOrigin germany = new PeerOrigin("eng", "DE", false);
    PeerOrigin us = new PeerOrigin("eng", "US", false);
    assertThat(PeerOrigin.refusal(germany, false, us, "What is inside a black hole?")).isNull();
    assertThat(PeerOrigin.refusal(germany, false, us, "Why America has no trains"))
        .isEqualTo("country");
    // a news channel files the stories of its own country's newsrooms only
    assertThat(PeerOrigin.refusal(germany, true, us, "What is inside a black hole?"))
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

  /**
   * A peer's stated country is worth a request only where it could hold something back: for a news
   * or home-bound channel of a known country, or a peer whose titles name another country.
   */
  @Test
  void aPeersCountryIsAskedOnlyWhereItCouldHoldSomethingBack() {
    PeerOrigin science = PeerOrigin.of(ScienceNicheTest.SUBJECTS, "United States");
    PeerOrigin peer = PeerOrigin.of(ScienceNicheTest.SUBJECTS, null);
    List<String> abroad = List.of("Why the UK has no volcanoes", "Why the sky is blue");
    assertThat(science.askCountry(true, peer, ScienceNicheTest.SUBJECTS)).isTrue();
    assertThat(science.askCountry(false, peer, ScienceNicheTest.SUBJECTS)).isFalse();
    assertThat(science.askCountry(false, peer, abroad)).isTrue();
    assertThat(PeerOrigin.of(PAKISTANI_NEWS, null).askCountry(false, peer, List.of())).isTrue();
    assertThat(PeerOrigin.of(ScienceNicheTest.SUBJECTS, null).askCountry(true, peer, abroad))
        .isFalse();
  }
}
