package io.vidlens.analysis.ideas;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.ChannelStructure;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.Series;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.analysis.result.NicheAnalysis;
import io.vidlens.analysis.result.NicheEvidence.NichePeer;
import io.vidlens.analysis.result.NicheEvidence.NicheRequests;
import io.vidlens.analysis.result.NicheEvidence.OutlierSubject;
import io.vidlens.analysis.result.NicheEvidence.OutlierVideo;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 37 point 3, the let's-play bug: a channel with two numbered game series never gets an idea
 * that puts one game's episode subtitle in the other game's template ("Hollow Depths | #8 The
 * Frozen Citadel", the Citadel being Sky Forge's); a subject of the niche's game outliers is cited
 * with its peers' videos.
 */
class LetsPlaySplicesTest {

  static final String[] HOLLOW = {
    "The Sunken Gate",
    "Crystal Caverns",
    "The Drowned King",
    "Lantern Maze",
    "Bone Bridge",
    "The Last Forge",
    "Echoing Halls"
  };
  static final String[] SKY = {
    "The Frozen Citadel",
    "Storm Harbor",
    "Copper Golem",
    "The Wind Temple",
    "Cloud Market",
    "Iron Orchard",
    "The Sky Throne"
  };

  static List<VideoSample> letsPlayer() {
    List<VideoSample> v = new ArrayList<>();
    for (int i = 0; i < HOLLOW.length; i++) {
      v.add(
          Samples.video(
              "h" + i,
              "Hollow Depths | #" + (i + 1) + " " + HOLLOW[i],
              90_000L - i * 3_000L,
              1800,
              100 - 7 * i));
      v.add(
          Samples.video(
              "s" + i,
              "Sky Forge | #" + (i + 1) + " " + SKY[i],
              80_000L - i * 2_000L,
              1800,
              97 - 7 * i));
    }
    return v;
  }

  static OutlierVideo outlier(String channel, String id, String title, long views, double score) {
    return new OutlierVideo("UC" + channel, channel, id, title, views, score);
  }

  /** Two gaming peers whose outliers were on one game the channel never played. */
  static NicheAnalysis gamingNiche() {
    return new NicheAnalysis(
        50,
        50.0,
        Map.of(),
        List.of(
            new NichePeer("UCPixelPete", "Pixel Pete", 50_000L, 0.7, "related_videos"),
            new NichePeer("UCLootLena", "Loot Lena", 80_000L, 0.6, "related_videos")),
        List.of(
            new OutlierSubject(
                "Ember Valley",
                2,
                List.of(
                    outlier("Pixel Pete", "pp1", "Ember Valley | #1 The First Night", 400_000, 6.5),
                    outlier(
                        "Loot Lena",
                        "ll1",
                        "Ember Valley | Surviving the Ash Storm",
                        300_000,
                        4.2)),
                0.004)),
        List.of(),
        new NicheRequests(40, 12),
        List.of());
  }

  static Series series(String game, String[] subtitles, String prefix) {
    List<VideoRef> videos = new ArrayList<>();
    for (int i = 0; i < subtitles.length; i++) {
      videos.add(
          new VideoRef(
              prefix + i,
              game + " | #" + (i + 1) + " " + subtitles[i],
              90_000L,
              null,
              1800L,
              null,
              null));
    }
    return new Series(
        game,
        game + " | #N X",
        "title",
        null,
        videos.size(),
        videos,
        90_000,
        90_000.0 * videos.size(),
        1.2,
        null,
        null,
        null);
  }

  static IdeaSubject subject(String phrase, String fromVideo) {
    return new IdeaSubject(
        phrase,
        1,
        fromVideo == null
            ? List.of()
            : List.of(new VideoRef(fromVideo, phrase, 1L, null, null, null, null)),
        "test");
  }

  @Test
  void aSeriesTemplateTakesItsOwnSeriesSubjectsOrNewOnesNeverTheOtherGamesEpisodes() {
    Series hollow = series("Hollow Depths", HOLLOW, "h");
    Series sky = series("Sky Forge", SKY, "s");
    SeriesSplices splices = new SeriesSplices(List.of(hollow, sky));
    TitleTemplate hollowNext = SeriesTemplates.seriesTemplate(hollow, 80_000);
    TitleTemplate skyNext = SeriesTemplates.seriesTemplate(sky, 80_000);
    splices.own(hollowNext, hollow);
    splices.own(skyNext, sky);

    // another game's episode subtitle, named by its title or carried by its video
    assertThat(splices.spliced(hollowNext, subject("The Frozen Citadel", null))).isTrue();
    assertThat(splices.spliced(hollowNext, subject("Frozen Citadel", "s0"))).isTrue();
    assertThat(splices.spliced(skyNext, subject("Crystal Caverns", null))).isTrue();
    // its own series' subjects and new ones are the series' to take
    assertThat(splices.spliced(hollowNext, subject("Crystal Caverns", null))).isFalse();
    assertThat(splices.spliced(hollowNext, subject("Ember Valley", null))).isFalse();
    // a one-off template belongs to no series
    TitleTemplate oneOff = new TitleTemplate("Why ", " Is Hard", "Lava", 1.2, List.of(), "x");
    assertThat(splices.spliced(oneOff, subject("The Frozen Citadel", "s0"))).isFalse();
  }

  @Test
  void inALetsPlayWorldNoIdeaSplicesOneGamesEpisodeIntoTheOthersSeries() {
    Corpus corpus = Corpus.of(Samples.channel(120_000L), letsPlayer());
    ContentStrategy strategy =
        new ContentBuckets(TopicsFromOwnWordsTest.MINI_LM)
            .compute(corpus, ChannelStructure.of(corpus), gamingNiche());

    List<String> ideas = strategy.ideas().stream().map(Topic::title).toList();
    for (String idea : ideas) {
      String lower = idea.toLowerCase(Locale.ROOT);
      if (lower.startsWith("hollow depths")) {
        assertThat(List.of(SKY)).as(idea).noneMatch(s -> lower.contains(s.toLowerCase()));
      }
      if (lower.startsWith("sky forge")) {
        assertThat(List.of(HOLLOW)).as(idea).noneMatch(s -> lower.contains(s.toLowerCase()));
      }
    }
    // every outside idea cites the peers' videos by channel
    strategy.ideas().stream()
        .filter(t -> t.evidence().stream().anyMatch(e -> "niche_outlier".equals(e.source())))
        .forEach(
            t ->
                assertThat(t.evidence())
                    .filteredOn(e -> e.channelName() != null)
                    .extracting(e -> e.channelName())
                    .containsExactly("Pixel Pete", "Loot Lena"));
  }
}
