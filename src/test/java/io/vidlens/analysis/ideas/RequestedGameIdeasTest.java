package io.vidlens.analysis.ideas;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A let's-play channel's viewers' requests as ideas: the game they asked for, in the channel's
 * episode form, quoting them and citing where they asked; never a game it plays; and with no niche
 * read, still given, saying the asking is all the evidence.
 */
class RequestedGameIdeasTest {

  private static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");

  @Test
  void aRequestedGameIsANewSeriesInTheChannelsFormQuotingTheViewers() {
    List<VideoSample> videos = channel();
    Map<String, List<CommentText>> comments =
        Map.of(
            videos.get(0).videoId(),
            List.of(
                new CommentText("You should play Pale Forest next!", 310),
                new CommentText("please play Hollow Depths 2 again", 80),
                new CommentText("Play it on hard mode", 50)),
            videos.get(3).videoId(),
            List.of(new CommentText("you should try pale forest", 20)));
    List<Topic> ideas = KindIdeas.of(ChannelKind.LETS_PLAY, reading(videos, comments)).fresh();
    assertThat(ideas).extracting(Topic::title).containsExactly("Pale Forest | #01");
    Topic idea = ideas.getFirst();
    assertThat(idea.description())
        .contains(
            "2 viewers asked for 'Pale Forest' (330 likes; the most liked: \"You should play Pale"
                + " Forest next!\" on \"Hollow Depths 2 | #09 The Gate\")",
            "no peer channel was read, so the viewers' asking is the evidence");
    assertThat(idea.evidence())
        .extracting(e -> e.videoId())
        .contains(videos.get(0).videoId(), videos.get(3).videoId());
  }

  @Test
  void aRequestedGameTheNichesOutliersGaveKeepsItsIdeaAndAnotherSaysTheNicheHasNone() {
    List<VideoSample> videos = channel();
    KindIdeas.Reading read =
        new KindIdeas.Reading(
            videos.stream().filter(v -> v.title().startsWith("Hollow")).toList(),
            List.of("Hollow Depths 2"),
            List.of(),
            "Pixel Pal",
            LetsPlaySplicesTest.gamingNiche(),
            titles -> null,
            Map.of(
                videos.get(0).videoId(),
                List.of(
                    new CommentText("please play Ember Valley next", 70),
                    new CommentText("You should play Pale Forest", 40))));
    List<Topic> ideas = KindIdeas.of(ChannelKind.LETS_PLAY, read).fresh();
    assertThat(ideas)
        .extracting(Topic::title)
        .containsExactly("Ember Valley | #01", "Pale Forest | #01");
    assertThat(ideas.get(0).description())
        .contains("2 peer channels", "1 viewer asked for 'Ember Valley' (70 likes");
    assertThat(ideas.get(1).description())
        .contains("none of the niche's outliers beyond chance is on it");
  }

  @Test
  void noRequestNoIdeaAndAPlayedGameIsNoNewSeries() {
    List<VideoSample> videos = channel();
    assertThat(KindIdeas.of(ChannelKind.LETS_PLAY, reading(videos, Map.of())).fresh()).isEmpty();
    Map<String, List<CommentText>> played =
        Map.of(
            videos.get(0).videoId(), List.of(new CommentText("You should play Ember Valley", 9)));
    assertThat(KindIdeas.of(ChannelKind.LETS_PLAY, reading(videos, played)).fresh()).isEmpty();
    // the game of a sequel it plays, and content of a game it plays, are that game
    Map<String, List<CommentText>> franchise =
        Map.of(
            videos.get(0).videoId(),
            List.of(
                new CommentText("please play Hollow Depths again", 9),
                new CommentText("You should play Ember Valley Expansion", 7)));
    assertThat(KindIdeas.of(ChannelKind.LETS_PLAY, reading(videos, franchise)).fresh()).isEmpty();
  }

  @Test
  void anotherKindOfChannelGetsNoGameFromItsComments() {
    List<VideoSample> videos = channel();
    Map<String, List<CommentText>> comments =
        Map.of(videos.get(0).videoId(), List.of(new CommentText("You should play Pale Forest", 9)));
    assertThat(KindIdeas.of(ChannelKind.OTHER, reading(videos, comments)).fresh()).isEmpty();
  }

  private static KindIdeas.Reading reading(
      List<VideoSample> videos, Map<String, List<CommentText>> comments) {
    return new KindIdeas.Reading(
        videos,
        List.of("Hollow Depths 2", "Ember Valley"),
        List.of(),
        "Pixel Pal",
        null,
        titles -> null,
        comments);
  }

  /** Two games in the "Game | #NN Subtitle" form, newest first. */
  private static List<VideoSample> channel() {
    List<VideoSample> out = new ArrayList<>();
    String[] titles = {
      "Hollow Depths 2 | #09 The Gate",
      "Ember Valley | #04 Storm",
      "Hollow Depths 2 | #08 Lost",
      "Ember Valley | #03 Harvest",
      "Hollow Depths 2 | #07 Caves",
      "Ember Valley | #02 Fences",
      "Hollow Depths 2 | #01 Arrival",
      "Ember Valley | #01 A New Farm"
    };
    for (int i = 0; i < titles.length; i++) {
      out.add(
          new VideoSample(
              "vid" + String.format("%08d", i),
              titles[i],
              "",
              10_000L + 1_000L * i,
              1_800L,
              NOW.minusSeconds(86_400L * (i + 1)),
              true,
              "Gaming",
              true,
              false));
    }
    return out;
  }
}
