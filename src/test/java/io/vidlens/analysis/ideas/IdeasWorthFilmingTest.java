package io.vidlens.analysis.ideas;

import static io.vidlens.analysis.Samples.channel;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.text.StopWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 24 point 4, what keeps an idea from being one no creator would film, on channels written
 * for the purpose (real all-MiniLM-L6-v2 embeddings): a series' label never carries a subject the
 * channel has already filmed under a label, nor one from a video that did not draw; a piece of a
 * name is no subject; "the X that …" names one thing, not a subject; and when the series that draw
 * get no idea, the shortfall says where their next subject has to come from.
 */
class IdeasWorthFilmingTest {

  static VideoSample video(String id, String title, long views) {
    return Samples.video(id, title, views, 600, 20 + Math.floorMod(id.hashCode(), 50));
  }

  /**
   * A debunking channel: two series that draw ("X | Quick Look", "X DEBUNK") whose episodes each
   * take a viral clip, a film breakdown under a one-off label, a conference talk, one-offs.
   */
  static List<VideoSample> debunker() {
    List<VideoSample> v = new ArrayList<>();
    String[] quick = {
      "Spinning Bottle Drop",
      "Frozen Rotor Blades",
      "Moon Base Lights",
      "Desert Mirage Car",
      "Giant Wave Surfer",
      "Balloon Ride Glitch",
      "Hovering Skateboard"
    };
    for (int i = 0; i < quick.length; i++) {
      v.add(video("q" + i, quick[i] + " | Quick Look", 2_400_000L + i * 110_000L));
    }
    v.add(video("d0", "Card Trick Monkey DEBUNK", 2_300_000));
    v.add(video("d1", "Beach Volley Kicks DEBUNK", 1_900_000));
    v.add(video("d2", "Street Magic Levitation DEBUNK", 2_100_000));
    v.add(video("f0", "Return of the Stargazer | FilmFX", 3_100_000));
    v.add(
        video("t0", "Mr. Glitch: Greatest Compositor - Live at the Render Conference", 2_800_000));
    v.add(video("o0", "Laminar Water DISAMBIGUATION", 9_000_000));
    v.add(video("o1", "Everyday Colour Theory", 900_000));
    v.add(video("o2", "Rolling Shutter Explained", 1_100_000));
    v.add(video("o3", "Behind the Scenes with a Stage Magician", 500_000));
    v.add(video("o4", "Frame Rates and Motion Blur", 1_000_000));
    return v;
  }

  @Test
  void aSeriesLabelNeverCarriesASubjectTheChannelFilmedOrThatDidNotDrawAndTheShortfallSaysSo() {
    Corpus corpus = Corpus.of(channel(2_000_000L), debunker());
    ContentStrategy strategy = new ContentBuckets(TopicsFromOwnWordsTest.MINI_LM).compute(corpus);
    List<String> ideas = strategy.ideas().stream().map(Topic::title).toList();
    for (String filmed :
        List.of(
            "Spinning Bottle",
            "Frozen Rotor",
            "Card Trick",
            "Beach Volley",
            "Street Magic",
            "Stargazer",
            "Render Conference",
            "Stage Magician")) {
      assertThat(ideas).as(filmed).noneMatch(t -> t.contains(filmed));
    }
    assertThat(ideas).noneMatch(t -> t.contains("FilmFX"));
    if (ideas.size() < TopicSuggestions.TOPICS) {
      assertThat(strategy.ideasShortfall())
          .contains("Series that draw but got no idea")
          .contains("\"X | Quick Look\"")
          .contains("has to come from outside them");
    }
  }

  @Test
  void aStoryIsEvidenceOnlyWhereItsVideosDrewTheMedian() {
    List<VideoSample> v =
        List.of(
            video("h0", "Heavy Rains Lash the Coast", 440),
            video("h1", "Heavy Rains Close Schools", 450),
            video("g0", "Solar Flares over the Arctic", 900),
            video("g1", "Solar Flares at Noon", 1_100));
    List<IdeaSubject> stories = SubjectPool.stories(v, StopWords.of("en"), Set.of(), 668);
    assertThat(stories)
        .filteredOn(x -> x.phrase().equalsIgnoreCase("Heavy Rains"))
        .singleElement()
        .satisfies(x -> assertThat(x.backed()).isFalse());
    assertThat(stories)
        .filteredOn(x -> x.phrase().toLowerCase(java.util.Locale.ROOT).startsWith("solar flare"))
        .isNotEmpty()
        .allSatisfy(x -> assertThat(x.backed()).isTrue());
  }

  @Test
  void aOneWordLabelLeavesTheNamedPartWholeAsTheSubject() {
    assertThat(TitleSubjects.labelledPart("Return of the Stargazer | FilmFX"))
        .isEqualTo("Return of the Stargazer");
    assertThat(TitleSubjects.labelledPart("FilmFX | Return of the Stargazer"))
        .isEqualTo("Return of the Stargazer");
    assertThat(TitleSubjects.labelledPart("CD / Frame Rate")).isEqualTo("Frame Rate");
    assertThat(TitleSubjects.labelledPart("Why Trees Talk")).isNull();
    assertThat(TitleSubjects.labelledPart("Moon Base Lights | Quick Look")).isNull();
  }

  @Test
  void aTitleCutInSegmentsGivesNoTemplateFromAPieceOfOnePart() {
    StopWords en = StopWords.of("en");
    VideoSample film = video("f", "Return of the Stargazer | FilmFX", 3_000_000);
    assertThat(TitleTemplates.templateOf(film, "Stargazer", 1_000_000, en)).isNull();
    // a generic subject is no slot, unless a head noun "of" it frames it
    VideoSample framed = video("i", "Illusions of Time", 3_000_000);
    assertThat(TitleTemplates.templateOf(framed, "Time", 1_000_000, en).shown())
        .isEqualTo("Illusions of X");
    VideoSample shape = video("p", "Did People Used To Look Older?", 3_000_000);
    assertThat(TitleTemplates.templateOf(shape, "People", 1_000_000, en)).isNull();
    VideoSample question = video("q", "Do Mountains Exist?", 3_000_000);
    assertThat(TitleTemplates.templateOf(question, "Mountains", 1_000_000, en).shown())
        .isEqualTo("Do X Exist?");
  }

  /** A shape that speaks of one subject's property fits no other subject. */
  @Test
  void aTemplateOfOneSubjectsPropertyIsNoShapeForAnother() {
    StopWords en = StopWords.of("en");
    assertThat(
            TitleTemplates.templateOf(
                video("o", "How Octopuses Think With Their Arms", 3_000_000),
                "Octopuses",
                1_000_000,
                en))
        .isNull();
    assertThat(
            TitleTemplates.templateOf(
                video("m", "Why Mars Lost Its Atmosphere", 3_000_000), "Atmosphere", 1_000_000, en))
        .isNull();
    assertThat(
            TitleTemplates.templateOf(
                    video("r", "What Is Quantum Entanglement, Really?", 3_000_000),
                    "Quantum Entanglement",
                    1_000_000,
                    en)
                .shown())
        .isEqualTo("What Is X, Really?");
  }

  @Test
  void theOneThingATitleDefinesIsNoSubjectAndAClosingGerundIsPartOfThePhrase() {
    assertThat(TitleSubjects.specificOne("The Drug To Master Reality", "Drug")).isTrue();
    assertThat(TitleSubjects.specificOne("The Planet That Ate Its Moon", "Planet")).isTrue();
    assertThat(TitleSubjects.specificOne("AI Slop Is Destroying The Internet", "Internet"))
        .isFalse();
    assertThat(TitleSubjects.specificOne("The Drug To Master Reality", "Master Reality")).isFalse();
    StopWords en = StopWords.of("en");
    assertThat(TitleSubjects.whole("Mind Reading", "Mind", en)).isFalse();
    assertThat(TitleSubjects.whole("Mind Reading Explained", "Mind Reading", en)).isTrue();
  }

  @Test
  void aLabelPutOnAnExistingTitleWholeIsThatVideoAgain() {
    List<Set<String>> existing =
        List.of(
            Set.copyOf(ChannelSeries.words("the debunkathon")),
            Set.copyOf(ChannelSeries.words("mind reading")));
    assertThat(Restatements.relabelled("The Debunkathon | Quick Look", existing)).isTrue();
    assertThat(Restatements.relabelled("Hovering Drones | Quick Look", existing)).isFalse();
    // a title's frame adds an angle, so only labels are held to this
    assertThat(
            Restatements.readsAsTitle(
                "The Future Of Mind Reading", Set.of(), existing.subList(1, 2)))
        .isTrue();
  }
}
