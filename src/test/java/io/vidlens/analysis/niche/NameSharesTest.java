package io.vidlens.analysis.niche;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.ideas.KindNames;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Two let's-players of the same game are alike by the game, which no subject of the taxonomy names;
 * two of different games are not; a kind without names compares nothing by them.
 */
class NameSharesTest {

  static VideoSample gaming(String title) {
    return new VideoSample(
        "v" + Math.abs(title.hashCode()),
        title,
        "",
        1_000L,
        1_800L,
        Instant.parse("2026-05-01T00:00:00Z"),
        true,
        "Gaming",
        true,
        false);
  }

  @Test
  void letsPlayersOfOneGameShareItAndOthersDoNot() {
    List<String> own =
        List.of(
            "Ashen Realm 2 #14 The Final Gate",
            "Ashen Realm 2 #13 Frozen Cathedral",
            "Moonlit Manor Ep. 7: Ending",
            "Moonlit Manor Ep. 6: Chase in the Garden");
    Function<String, List<String>> names =
        KindNames.of(own.stream().map(NameSharesTest::gaming).toList(), "Pixel Pilgrim");
    List<String> sameGame =
        List.of(
            "Ashen Realm 2 | Episode 3",
            "Ashen Realm 2 | Episode 4",
            "Crypt of Embers | Episode 1",
            "Crypt of Embers | Episode 2");
    List<String> otherGames =
        List.of("Crypt of Embers | Episode 1", "Tidebreaker Ep 21", "Voidrunners - Part 32");

    assertThat(names).isNotNull();
    assertThat(NameShares.overlap(own, sameGame, names)).isCloseTo(0.5, within(1e-9));
    assertThat(NameShares.overlap(own, otherGames, names)).isZero();
    assertThat(NameShares.overlap(own, sameGame, null)).isZero();
  }
}
