package io.vidlens.analysis.ideas;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.result.AnalysisResult.Series;
import org.junit.jupiter.api.Test;

/**
 * A series whose latest episode says the game or season ended gets no next episode; a place called
 * "Final" in an ongoing game does not end it.
 */
class FinishedSeriesTest {

  @Test
  void aPlayedThroughGameHasNoNextEpisode() {
    Series manor =
        LetsPlaySplicesTest.series(
            "Moonlit Manor",
            new String[] {"The Locked Attic", "Grandmother's Diary", "Ending (Good & Bad)"},
            "m");
    assertThat(FinishedSeries.finished(manor)).isTrue();
    assertThat(SeriesTemplates.seriesTemplate(manor, 1_000)).isNull();
    assertThat(NextEpisodes.nextEpisodes(java.util.List.of(manor), java.util.List.of())).isEmpty();
    Series finale =
        LetsPlaySplicesTest.series("Stardrift", new String[] {"Landing", "Season Finale"}, "s");
    assertThat(FinishedSeries.finished(finale)).isTrue();
  }

  @Test
  void aFinalGateInTheGameOrAnEndingEarlierInTheSeriesDoesNotEndIt() {
    Series ashen =
        LetsPlaySplicesTest.series(
            "Ashen Realm 2", new String[] {"The Sunken Crypt", "The Final Gate?"}, "a");
    assertThat(FinishedSeries.finished(ashen)).isFalse();
    assertThat(SeriesTemplates.seriesTemplate(ashen, 1_000)).isNotNull();
    Series replayed =
        LetsPlaySplicesTest.series(
            "Replay", new String[] {"The Bad Ending", "New Game Plus", "Harder Now"}, "r");
    assertThat(FinishedSeries.finished(replayed)).isFalse();
    Series minecraft =
        LetsPlaySplicesTest.series(
            "Minecraft Hardcore", new String[] {"First Night", "Entering The End"}, "c");
    assertThat(FinishedSeries.finished(minecraft)).isFalse();
    Series grind =
        LetsPlaySplicesTest.series(
            "Idle Miner", new String[] {"Start", "The Never-ending Grind"}, "g");
    assertThat(FinishedSeries.finished(grind)).isFalse();
  }
}
