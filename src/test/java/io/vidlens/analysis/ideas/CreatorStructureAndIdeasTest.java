package io.vidlens.analysis.ideas;

import static io.vidlens.analysis.Samples.channel;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.IdeaSplices;
import io.vidlens.analysis.Samples;
import io.vidlens.analysis.SectionsRun;
import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.ChannelStructure;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.Series;
import io.vidlens.analysis.result.AnalysisResult.SuggestedTopics;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.text.PhraseStats;
import io.vidlens.text.StopWords;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Issue 24 points 2 and 4 on channels written for the purpose (real all-MiniLM-L6-v2 embeddings): a
 * channel of varied explainers gets its six buckets from named weak groups (no single word two
 * titles share names a theme, no series split, promotions in their own group), template fills read
 * as titles (article and number agree, no doubled words, no cut names or headline verbs as
 * subjects), a numbered series gives its next episode, and a news channel whose evidence holds
 * fewer than ten ideas says why.
 */
class CreatorStructureAndIdeasTest {

  static VideoSample video(String id, String title, long views, long seconds, int daysAgo) {
    return Samples.video(id, title, views, seconds, daysAgo);
  }

  /** Varied science explainers: two share "Volcanoes", two "X Is Bizarre", three promotions. */
  static List<VideoSample> explainers() {
    String[] titles = {
      "Why Do Volcanoes Sleep for Centuries?",
      "Volcanoes Are So Strange",
      "Octopus Skin Is Bizarre",
      "Jet Lag Is Bizarre",
      "The Whole Story Of Money In One Hour",
      "Your Gut Decides What You Crave",
      "What Alien Oceans Might Look Like",
      "Can Humanity Stop A Solar Superflare?",
      "The Real Reason Why You Have Headaches",
      "Sugar is WONDERFUL",
      "JAPAN IS SHRINKING",
      "The Laziest Bird Alive",
      "Is The Ocean Getting Louder?",
      "We Found a Way to Outlive the Sun",
      "How Many Bones Does a Whale Have?",
      "If You Drink Coffee You Should See This",
      "The Salt Problem",
      "Why Does Caffeine Feel So Good?",
      "Quantum Computers Are Breaking Physics",
      "You Need To Sleep More.",
      "Astronomy Is In Trouble",
      "The Drug That Rewires Memory",
      "What If The Moon Disappeared For A Day?"
    };
    List<VideoSample> v = new ArrayList<>();
    for (int i = 0; i < titles.length; i++) {
      v.add(
          video(
              "ex" + i,
              titles[i],
              2_000_000L + (i * 733_117L) % 9_000_000L,
              600 + (i * 31L) % 300,
              3 + i * 15));
    }
    v.add(video("pr0", "We Made A New Channel!", 1_500_000, 180, 40));
    v.add(video("pr1", "We Made A New Notebook", 230_000, 75, 90));
    v.add(video("pr2", "Our New Board Game Trailer", 600_000, 70, 120));
    return v;
  }

  @Test
  void sixBucketsMetWithNamedWeakGroupsNeverASingleWordOfTwoTitlesNorASplitSeries() {
    Corpus corpus = Corpus.of(channel(20_000_000L), explainers());
    ChannelStructure structure = ChannelStructure.of(corpus);
    ContentStrategy strategy =
        new ContentBuckets(TopicsFromOwnWordsTest.MINI_LM).compute(corpus, structure);
    List<ContentBucket> buckets = strategy.contentBuckets();

    assertThat(strategy.totalBuckets()).isEqualTo(buckets.size()).isGreaterThanOrEqualTo(6);
    List<String> titles = corpus.videos().stream().map(VideoSample::title).toList();
    for (ContentBucket b : buckets) {
      String name = b.bucketName();
      if (b.bucketKind().equals("topic") && !name.contains(" ")) {
        long using = titles.stream().filter(t -> usesWord(t, name)).count();
        assertThat(using)
            .as("a one-word theme name has three titles behind it: " + name)
            .isGreaterThanOrEqualTo(Names.SINGLE_WORD_SUPPORT);
      }
      if (b.bucketKind().equals("weak")) {
        assertThat(b.confidenceScore()).as(name).isLessThanOrEqualTo(ContentBuckets.WEAK_CAP);
      }
    }
    assertThat(buckets).extracting(ContentBucket::bucketName).doesNotContain("Volcanoes");

    // The title convention is one bucket holding exactly its videos.
    Series bizarre =
        strategy.series().stream()
            .filter(s -> s.template().equals("X Is Bizarre"))
            .findFirst()
            .orElseThrow();
    Set<String> members =
        bizarre.videos().stream().map(VideoRef::videoId).collect(Collectors.toSet());
    assertThat(buckets)
        .filteredOn(b -> b.videos().stream().anyMatch(r -> members.contains(r.videoId())))
        .singleElement()
        .satisfies(b -> assertThat(b.videoCount()).isEqualTo(members.size()));

    // Every video in exactly one bucket; the promotions in theirs.
    Set<String> seen = new HashSet<>();
    buckets.forEach(b -> b.videos().forEach(r -> assertThat(seen.add(r.videoId())).isTrue()));
    assertThat(seen).hasSize(corpus.videos().size());
    assertThat(buckets)
        .filteredOn(b -> b.bucketName().equals(ContentBuckets.PROMOTIONS))
        .singleElement()
        .satisfies(
            b ->
                assertThat(b.videos())
                    .extracting(VideoRef::videoId)
                    .containsExactlyInAnyOrder("pr0", "pr1", "pr2"));
    // Age bands are named by the dates they cover.
    assertThat(buckets)
        .filteredOn(b -> b.bucketName().startsWith("Standalone videos"))
        .allSatisfy(b -> assertThat(b.bucketKind()).isEqualTo("weak"));
  }

  @Test
  void adviceNeverNamesTheStandaloneVideosNorThePromotions() {
    Corpus corpus = Corpus.of(channel(20_000_000L), explainers());
    AnalysisResult result =
        SectionsRun.analyse(TopicsFromOwnWordsTest.MINI_LM, corpus, Samples.NOW);
    var r = result.strategicInsights().aiStrategicAnalysis().strategicRecommendations();
    assertThat(r.contentFormulaDiscovery() + r.strategicOpportunities())
        .doesNotContain(ContentBuckets.STANDALONE)
        .doesNotContain(ContentBuckets.PROMOTIONS);
  }

  @Test
  void namesNeedEnoughTitlesAndAreNeverGenericFirstNamesOrMonths() {
    List<String> titles =
        List.of(
            "Trees Are So Weird",
            "Why Are There No Holes Around Trees?",
            "Lava Tubes of Hawaii",
            "Lava Tubes on the Moon",
            "Mapping Lava Tubes",
            "Todd Miller says the bill is dead",
            "Todd Miller on the budget",
            "Fire Erupts in Old Market",
            "Hotel Fire Kills Two",
            "Fire Crews Rest");
    PhraseStats.Stat trees =
        new PhraseStats.Stat("tree", "Trees", 1, 6, Set.of(0, 1), Set.of(0, 1), 1);
    PhraseStats.Stat lavaTubes =
        new PhraseStats.Stat("lava tube", "Lava Tubes", 2, 9, Set.of(2, 3), Set.of(2, 3), 1);
    PhraseStats.Stat todd =
        new PhraseStats.Stat("todd", "Todd", 1, 6, Set.of(5, 6), Set.of(5, 6), 1);
    PhraseStats.Stat fire =
        new PhraseStats.Stat("fire", "Fire", 1, 9, Set.of(7, 8, 9), Set.of(7, 8, 9), 1);
    PhraseStats.Stat time =
        new PhraseStats.Stat("time", "Time", 1, 9, Set.of(0, 1, 2), Set.of(0, 1, 2), 1);
    assertThat(Names.canName(trees, titles)).as("one word, two titles").isFalse();
    assertThat(Names.canName(lavaTubes, titles)).as("two words, two titles").isTrue();
    assertThat(Names.canName(todd, titles)).as("a first name").isFalse();
    assertThat(Names.canName(fire, titles))
        .as("title case puts a capital after every word: not a first name")
        .isTrue();
    assertThat(Names.canName(time, titles)).as("a generic word").isFalse();
    assertThat(Names.support(lavaTubes)).isGreaterThan(2.0);
  }

  @Test
  void theChannelsOwnNameIsBrandingAndADominantSeriesIsASeries() {
    List<VideoSample> v = new ArrayList<>();
    String[] topics = {
      "Open Data",
      "Licensing Q&A",
      "Alumni Panel",
      "AI and Education",
      "Open Culture",
      "Museums Online",
      "Remix Rights"
    };
    for (int i = 0; i < topics.length; i++) {
      v.add(video("w" + i, "Commons Academy Webinar: " + topics[i], 300 + i, 3_600, 5 + i * 20));
    }
    v.add(video("b0", "Brightlane Tea - The Harvest", 900, 120, 3));
    v.add(video("b1", "Brightlane Tea - Meet the Growers", 700, 120, 8));
    v.add(video("s0", "A Walk Through the Archive", 500, 900, 50));
    ChannelSeries.Detected found =
        ChannelSeries.detect(v, List.of(), Set.of(), "Brightlane Tea Commons");
    assertThat(found.series())
        .extracting(ChannelSeries.Group::name)
        .contains("Commons Academy Webinar")
        .doesNotContain("Brightlane Tea");
    assertThat(ChannelSeries.ownName("brightlane tea", "Brightlane Tea Commons", false)).isTrue();
    assertThat(ChannelSeries.ownName("btc", "Brightlane Tea Commons", false))
        .as("initials on a few titles are a series ('CD / X')")
        .isFalse();
    assertThat(ChannelSeries.ownName("btc", "Brightlane Tea Commons", true)).isTrue();
  }

  static IdeaSubject subject(String phrase, String article) {
    return new IdeaSubject(phrase, 1, List.of(), "test", article, true);
  }

  static TitleTemplate template(String before, String after) {
    return new TitleTemplate(before, after, "own", 1, List.of(), "test");
  }

  @Test
  void fillsAgreeInArticleAndNumberOrAreDropped() {
    // "a"/"an" takes a singular its own title counted with "a"; never a plural or a mass noun
    TitleTemplate stop = template("Can Humanity Stop A ", "?");
    assertThat(stop.fill(subject("Rogue Planet", "a"), true))
        .isEqualTo("Can Humanity Stop A Rogue Planet?");
    assertThat(stop.fill(subject("Alien Invasion", "a"), true))
        .isEqualTo("Can Humanity Stop An Alien Invasion?");
    assertThat(stop.fill(subject("Comets", ""), true)).isNull();
    assertThat(stop.fill(subject("Astronomy", ""), true)).isNull();
    // "How Many X" takes a plural
    TitleTemplate many = template("How Many ", " Does a Whale Have?");
    assertThat(many.fill(subject("Bone", ""), true)).isNull();
    assertThat(many.fill(subject("Teeth", ""), true))
        .isEqualTo("How Many Teeth Does a Whale Have?");
    // a question's verb agrees with its subject; "You Have" stays with "You"
    assertThat(template("Why Does ", " Feel So Good?").fill(subject("Video Games", ""), true))
        .isEqualTo("Why Do Video Games Feel So Good?");
    assertThat(template("The Real Reason Why You Have ", "").fill(subject("Hiccups", ""), true))
        .isEqualTo("The Real Reason Why You Have Hiccups");
    assertThat(template("", " is WONDERFUL").fill(subject("Mushrooms", ""), true))
        .isEqualTo("Mushrooms are WONDERFUL");
    assertThat(template("", " was SO CLOSE!").fill(subject("Retro Consoles", ""), true))
        .isEqualTo("Retro Consoles were SO CLOSE!");
    // after a separator the article opens a title of its own
    assertThat(template("Academy Webinar: ", "").fill(subject("Brief History", "a"), true))
        .isEqualTo("Academy Webinar: A Brief History");
    // a subject written with "the" keeps it
    assertThat(template("", " Is Shrinking").fill(subject("Internet", "the"), true))
        .isEqualTo("The Internet Is Shrinking");
    // inside a title "the" stays small, as title case writes it; "Is" is a verb and says nothing
    assertThat(template("What Is ", ", Really?").fill(subject("Fermi Paradox", "the"), true))
        .isEqualTo("What Is the Fermi Paradox, Really?");
    assertThat(template("Why We Still Fear ", "").fill(subject("Dark", "the"), true))
        .isEqualTo("Why We Still Fear the Dark");
    // doubled words and a subject repeating the template's words are no title
    assertThat(template("", " DEBUNK").fill(subject("The Debunkathon", ""), true)).isNull();
    assertThat(template("Cats ", " Dogs").fill(subject("Cats", ""), true)).isNull();
  }

  /**
   * A viewer's request left under an episode of a series is no subject of that episode: it fills
   * the series' label as any request would, while the episode's own subject does not (it had the
   * series' treatment).
   */
  @Test
  void aRequestLeftUnderAnEpisodeFillsTheSeriesButTheEpisodesOwnSubjectDoesNot() {
    VideoRef episode =
        new VideoRef(
            "ep000000001",
            "Why Your Brain Loves Horror | Mind Matters",
            90_000L,
            null,
            600L,
            null,
            null);
    TitleTemplate series =
        new TitleTemplate(
            "",
            " | Mind Matters",
            "Horror",
            2,
            List.of(episode),
            "the series",
            true,
            List.of("Nightmares", "Sleep Paralysis", "Déjà Vu"));
    IdeaSubject asked =
        new IdeaSubject("Lucid Dreams", 1.5, List.of(episode), "asked for by a viewer", "", true);
    IdeaSubject ownSubject =
        new IdeaSubject(
            "Horror Movies", 1, List.of(episode), "the subject of the episode", "", true);
    List<String> titles =
        IdeaPairing.pair(
                List.of(series),
                List.of(asked, ownSubject),
                List.of(),
                List.of(),
                true,
                Set.of(),
                Set.of(episode.videoId()),
                new SeriesSplices(List.of()),
                CreatorStructureAndIdeasTest::embed)
            .stream()
            .map(t -> t.title())
            .toList();
    assertThat(titles).containsExactly("Lucid Dreams | Mind Matters");
  }

  /** What the tests below read subjects with: the real embedding model. */
  static List<double[]> embed(List<String> texts) {
    return TopicsFromOwnWordsTest.MINI_LM.embedAll(texts).stream()
        .map(
            f -> {
              double[] d = new double[f.length];
              for (int i = 0; i < f.length; i++) {
                d[i] = f[i];
              }
              return d;
            })
        .toList();
  }

  @Test
  void subjectsAreWholeNounPhrasesNotHeadlineVerbsOrCutNames() {
    StopWords en = StopWords.of("en");
    String needs =
        TitleSubjects.subjectOf("Why Space Jam NEEDS a Sequel", en, Set.of(), x -> embed(x));
    assertThat(needs).isNotEqualToIgnoringCase("Space Jam NEEDS");
    String agents =
        TitleSubjects.subjectOf(
            "Coast guard agents rescue and treat sailors in Maine", en, Set.of(), x -> embed(x));
    assertThat(agents).doesNotContainIgnoringCase("rescue");
    String liver =
        TitleSubjects.subjectOf(
            "Why Your Liver Protects You Every Night", en, Set.of(), x -> embed(x));
    assertThat(liver).isNotEqualToIgnoringCase("Liver Protects");
    String sinkhole =
        TitleSubjects.subjectOf("Can We Stop A City-Eating Sinkhole?", en, Set.of(), x -> embed(x));
    assertThat(sinkhole).isEqualTo("City-Eating Sinkhole");
    // a name is not cut: "Deputy Mayor" of "Deputy Mayor Rosa Diaz", "Alpha" of "Alpha Channel"
    assertThat(TitleSubjects.whole("The Horrors of the Alpha Channel", "Alpha", en)).isFalse();
    assertThat(TitleSubjects.whole("The Alpha Channel Is Confusing", "Alpha Channel", en)).isTrue();
    assertThat(TitleSubjects.whole("Rosa Diaz says the vote is close", "Rosa Diaz", en)).isTrue();
    assertThat(TitleSubjects.whole("Why Your Brain Tricks You", "Brain Tricks", en)).isFalse();
    // "What Actual Aliens Might Look Like": the filler goes with the slot, not the template
    VideoSample aliens = video("a", "What Actual Robots Might Look Like", 9_000_000, 900, 30);
    String robots = TitleSubjects.subjectOf(aliens.title(), en, Set.of(), x -> embed(x));
    assertThat(robots).isEqualTo("Robots");
    assertThat(TitleTemplates.templateOf(aliens, robots, 3_000_000, en).shown())
        .isEqualTo("What X Might Look Like");
  }

  @Test
  void aTitleCutShortIsARestatement() {
    Set<String> titles = Set.of();
    List<Set<String>> existing =
        List.of(
            Set.copyOf(
                ChannelSeries.words(
                    "academy webinar: open licensing models in the heritage sector")));
    assertThat(
            Restatements.readsAsTitle("Academy Webinar: Open Licensing Models", titles, existing))
        .isFalse();
    assertThat(Restatements.readsAsTitle("Academy Webinar: Remix Rights", titles, existing))
        .isTrue();
  }

  @Test
  void aNumberedSeriesThatDrawsGivesItsNextEpisode() {
    List<VideoSample> v = new ArrayList<>();
    v.add(video("p1", "Friends try Peat Tea | #TeaTime | Valentine's Day Part 1", 7_200, 16, 40));
    v.add(video("p2", "Friends try Peat Tea | #TeaTime | Valentin's Day Part 2", 7_800, 16, 39));
    for (int i = 0; i < 8; i++) {
      v.add(video("o" + i, "Harvest Diary Number " + (char) ('A' + i), 1_000 + i, 90, 10 + i));
    }
    Corpus corpus = Corpus.of(channel(10_000L), v);
    ContentStrategy strategy = new ContentBuckets(TopicsFromOwnWordsTest.MINI_LM).compute(corpus);
    assertThat(strategy.ideas())
        .extracting(Topic::title)
        // written as the first episode writes it: the latest one's typo is not carried on
        .contains("Friends try Peat Tea | #TeaTime | Valentine's Day Part 3")
        .noneMatch(t -> t.contains("Valentin's"))
        .noneMatch(t -> t.contains("X Day"));
  }

  /** A news channel: sentence-case headlines, a branded suffix, an interview show. */
  static List<VideoSample> newsChannel() {
    String[] headlines = {
      "Harbor bridge closed after crane strike | Riverside 9",
      "Storm surge floods harbor district | Riverside 9",
      "Mayor Lena Ortiz defends flood plan | Riverside 9",
      "Harbor bridge repairs to take months | Riverside 9",
      "Storm surge warning for coastal towns | Riverside 9",
      "School buses rerouted around harbor bridge | Riverside 9",
      "Ferry service doubles during bridge closure | Riverside 9",
      "Council votes on new flood barriers | Riverside 9",
      "Local bakery wins national prize | Riverside 9",
      "Storm surge damage tops estimates | Riverside 9"
    };
    List<VideoSample> v = new ArrayList<>();
    for (int i = 0; i < headlines.length; i++) {
      v.add(video("n" + i, headlines[i], 5_000L + (i * 3_331L) % 40_000L, 180, 1 + i));
    }
    v.add(video("i0", "Lena Ortiz says the barrier will hold: Full interview", 90_000, 900, 2));
    v.add(video("i1", "Paul Brandt says ferries need funding: Full interview", 70_000, 800, 4));
    return v;
  }

  @Test
  void aNewsChannelGetsTenIdeasOrSaysWhyNot() {
    Corpus corpus = Corpus.of(channel(500_000L), newsChannel());
    ChannelFacts riverside =
        new ChannelFacts(
            "UCsXVk37bltHxD1rDPwtNM8Q",
            "Riverside 9",
            "https://img/a.jpg",
            500_000L,
            12L,
            null,
            "United States",
            "",
            List.of(),
            null);
    corpus = Corpus.of(riverside, corpus.videos());
    AnalysisResult result =
        SectionsRun.analyse(TopicsFromOwnWordsTest.MINI_LM, corpus, Samples.NOW);
    SuggestedTopics topics = result.strategicInsights().suggestedTopics();
    assertThat(topics.totalTopics()).isEqualTo(topics.topics().size());
    if (topics.topics().size() < FilmingIdeas.TOPICS) {
      assertThat(topics.shortfall())
          .as("fewer than ten ideas say why")
          .contains("not ten")
          .contains("never padded");
    } else {
      assertThat(topics.shortfall()).isNull();
    }
    Set<String> existing =
        corpus.videos().stream()
            .map(x -> x.title().toLowerCase(Locale.ROOT))
            .collect(Collectors.toSet());
    for (Topic t : topics.topics()) {
      List<String> words = ChannelSeries.words(t.title().toLowerCase(Locale.ROOT));
      assertThat(words).as(t.title()).hasSizeGreaterThanOrEqualTo(3);
      for (int i = 1; i < words.size(); i++) {
        assertThat(words.get(i)).as("no doubled word: " + t.title()).isNotEqualTo(words.get(i - 1));
      }
      assertThat(existing).doesNotContain(t.title().toLowerCase(Locale.ROOT));
      assertThat(t.evidence()).hasSizeGreaterThanOrEqualTo(3);
    }
    // the branded form no longer takes the stories the channel keeps returning to ("Harbor
    // Bridge | Riverside 9" after three harbor bridge headlines): that is its news filmed again
    // (issue 37); with no niche read, the shortfall says where new stories would come from
    assertThat(
            IdeaSplices.faults(
                topics.topics().stream().map(Topic::title).toList(),
                topics.topics().stream().map(t -> false).toList(),
                corpus.videos().stream().map(VideoSample::title).toList()))
        .isEmpty();
    assertThat(topics.shortfall())
        .contains("fill none of its templates")
        .contains("The niche could not be read");
    // the interview show takes names, never a common noun ("winter storm: Full interview")
    assertThat(topics.topics())
        .extracting(Topic::title)
        .filteredOn(t -> t.endsWith("Full interview"))
        .allSatisfy(t -> assertThat(Character.isUpperCase(t.charAt(0))).as(t).isTrue());
  }

  /** Whether a title uses the word, in the singular or the plural ("Mind" in "Divergent Minds"). */
  static boolean usesWord(String title, String word) {
    String plain = TopicsReplayTest.plain(title);
    String w = TopicsReplayTest.plain(word).strip();
    return plain.contains(" " + w + " ") || plain.contains(" " + w + "s ");
  }
}
