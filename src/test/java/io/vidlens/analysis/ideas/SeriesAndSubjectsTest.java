package io.vidlens.analysis.ideas;

import static io.vidlens.analysis.Samples.NOW;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.EpisodeMarkers;
import io.vidlens.analysis.corpus.SampleFrame;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.embeddings.MiniLmTextEmbedder;
import io.vidlens.embeddings.TextEmbedder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 37 point 5 on constructed channels: numbered episodes without separators make a series
 * named by the game ("Starfall 2", "Moonrise"), sequel numbers and years are no list titles, a
 * badge makes a series, and a science channel without series gets buckets by subject, not by title
 * shape or date.
 */
class SeriesAndSubjectsTest {

  static final TextEmbedder MINI_LM = new MiniLmTextEmbedder();

  static VideoSample video(String id, String title, String description, int index) {
    return new VideoSample(
        id,
        title,
        description,
        10_000L + 500L * index,
        900L,
        NOW.minus(Duration.ofDays(5 + 3L * index)),
        true,
        "Gaming",
        true,
        false);
  }

  static List<String> seriesNames(List<VideoSample> videos) {
    return ChannelSeries.detect(videos, List.of(), Set.of(), "Some Player").series().stream()
        .map(ChannelSeries.Group::name)
        .toList();
  }

  @Test
  void numberedEpisodesWithoutSeparatorsAreOneSeriesPerGame() {
    String[] starfall = {"Waking Up", "The Caves Below", "A Friend in Need", "Boss of Ash"};
    String[] moonrise = {"Into the Dark", "Lanterns", "The Long Road", "Silver Gate"};
    List<VideoSample> videos = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      videos.add(video("s" + i, "Starfall 2 #" + (13 + i) + " " + starfall[i], "", i));
      videos.add(video("m" + i, "Moonrise #0" + (6 + i) + " " + moonrise[i], "", i + 4));
    }
    videos.add(video("c1", "Crash 4 Review", "", 9));
    videos.add(video("c2", "Why I Stopped Playing Tetris", "", 10));

    List<ChannelSeries.Group> series =
        ChannelSeries.detect(videos, List.of(), Set.of(), "Some Player").series();
    assertThat(series).extracting(ChannelSeries.Group::name).contains("Starfall 2", "Moonrise");
    assertThat(series)
        .filteredOn(g -> g.name().equals("Starfall 2"))
        .singleElement()
        .satisfies(g -> assertThat(g.members()).hasSize(4));
    assertThat(series)
        .filteredOn(g -> g.name().equals("Moonrise"))
        .singleElement()
        .satisfies(g -> assertThat(g.members()).hasSize(4));
  }

  @Test
  void otherEpisodeMarkersAreRead() {
    assertThat(EpisodeMarkers.number("Minecraft Survival E12 Beacons")).hasValue(12);
    assertThat(EpisodeMarkers.number("Hollow Knight Part 3")).hasValue(3);
    assertThat(EpisodeMarkers.number("Farm Life Ep. 4 The Barn")).hasValue(4);
    // the E3 expo and a sequel's number are no episodes
    assertThat(EpisodeMarkers.number("E3 Reactions")).isEmpty();
    assertThat(EpisodeMarkers.number("Crash 4 Review")).isEmpty();
    List<VideoSample> videos = new ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      videos.add(video("e" + i, "Minecraft Survival E1" + i + " Topic number " + i, "", i));
    }
    assertThat(seriesNames(videos)).containsExactly("Minecraft Survival");
  }

  /** A genre tag on every title is what the channel is; a tag on a few is a series among them. */
  @Test
  void aGenreTagOnEveryTitleIsNoSeriesButATagOnAFewIs() {
    String[] tracks = {
      "Night Drive",
      "Neon Rain",
      "Chrome Hearts",
      "Afterglow",
      "Low Orbit",
      "Mirage",
      "Tidal",
      "Velvet Sky",
      "Static Bloom",
      "Last Arcade"
    };
    List<VideoSample> videos = new ArrayList<>();
    for (int i = 0; i < tracks.length; i++) {
      String live = i < 3 ? " [Live Session]" : "";
      videos.add(video("t" + i, "Nova Drift - " + tracks[i] + " [Synthwave]" + live, "", i));
    }

    assertThat(ChannelSeries.detect(videos, List.of(), Set.of(), "Nova Drift").series())
        .extracting(ChannelSeries.Group::name)
        .containsExactly("Live Session");
  }

  @Test
  void gameAndSequelNumbersAndYearsAreNoListTitles() {
    assertThat(TitleFormats.formatsOf("Crash 4 Review")).doesNotContain("List / Number");
    assertThat(TitleFormats.formatsOf("Starfall 2 #16 The Mantis Lords"))
        .doesNotContain("List / Number");
    assertThat(TitleFormats.formatsOf("Interview with the Minister of Finance"))
        .doesNotContain("List / Number");
    assertThat(TitleFormats.formatsOf("The Best Games of 2024")).doesNotContain("List / Number");
    assertThat(TitleFormats.formatsOf("10 Things Nobody Tells You")).contains("List / Number");
    assertThat(TitleFormats.formatsOf("Top 5 Boss Fights")).contains("List / Number");
  }

  @Test
  void aPaidOriginalBadgeMakesASeriesWhateverTheTitlesSay() {
    String[] titles = {
      "Do You Know Your Face?", "Isolation", "The Stanford Prison Experiment", "Conformity"
    };
    List<VideoSample> videos = new ArrayList<>();
    for (int i = 0; i < titles.length; i++) {
      VideoSample v = video("b" + i, titles[i], "", i);
      videos.add(
          new VideoSample(
              v.videoId(),
              v.title(),
              "",
              v.views(),
              v.durationSeconds(),
              v.publishedAt(),
              true,
              "Education",
              true,
              true));
    }
    videos.add(video("n1", "How Much Does the Earth Weigh", "", 8));
    videos.add(video("n2", "What Is the Speed of Dark", "", 9));
    List<ChannelSeries.Group> series =
        ChannelSeries.detect(videos, List.of(), Set.of(), "Vsauce").series();
    assertThat(series)
        .filteredOn(g -> g.kind() == ChannelSeries.Kind.BADGE)
        .singleElement()
        .satisfies(g -> assertThat(g.members()).containsExactly(0, 1, 2, 3));
  }

  /** A science channel without series: its buckets are its subjects. */
  @Test
  void aScienceChannelsBucketsAreItsSubjects() {
    String[][] science = {
      {
        "The Largest Star in the Universe",
        "How big can stars get? A journey past the sun to the giant stars of our galaxy."
      },
      {
        "What Happens If You Fall Into a Black Hole",
        "Black holes bend space and time. What would you see as you fall?"
      },
      {
        "Could We Live on Mars?",
        "Mars is the planet we dream of settling. What would it take to live there?"
      },
      {
        "How the Immune System Fights a Virus",
        "Your cells and antibodies against a virus invading the body."
      },
      {
        "Why Bacteria Rule the World",
        "Bacteria are the oldest life on earth; cells that shaped evolution."
      },
      {
        "The Most Dangerous Cell in Your Body",
        "Cancer cells, DNA and how the body's biology goes wrong."
      },
      {
        "Why You Feel Lonely",
        "Loneliness, the brain and the psychology of how our minds seek others."
      },
      {
        "Your Brain Is Lying to You",
        "Perception, memory and consciousness: the mind edits what you see."
      },
      {"Why Empires Fall", "Rome, the Mongols and the history of how great empires collapse."},
      {
        "The Day the Bronze Age Ended",
        "Ancient civilisations, kings and the collapse of the ancient world."
      },
    };
    List<VideoSample> videos = new ArrayList<>();
    for (int i = 0; i < science.length; i++) {
      videos.add(video("k" + i, science[i][0], science[i][1], i));
    }
    ChannelFacts channel =
        new ChannelFacts("UCk", "Science Channel", "", 1L, 10L, null, null, "", List.of(), null);
    Corpus corpus = Corpus.of(channel, videos, new SampleFrame(NOW, List.of(), null, null));
    ContentStrategy strategy = new ContentBuckets(MINI_LM).compute(corpus);
    List<String> names = strategy.contentBuckets().stream().map(ContentBucket::bucketName).toList();
    assertThat(names).contains("Space", "Biology", "The mind", "History");
    assertThat(names)
        .noneMatch(n -> n.contains("Question titles") || n.contains("Titles speaking"))
        .noneMatch(n -> n.startsWith("Standalone videos before"));
    assertThat(strategy.contentBuckets())
        .filteredOn(b -> b.bucketName().equals("Space"))
        .singleElement()
        .satisfies(b -> assertThat(b.bucketKind()).isEqualTo("subject"));
  }
}
