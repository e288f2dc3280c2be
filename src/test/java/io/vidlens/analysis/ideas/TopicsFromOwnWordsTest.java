package io.vidlens.analysis.ideas;

import static io.vidlens.analysis.Samples.channel;
import static io.vidlens.analysis.Samples.video;
import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.IdeaSplices;
import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.niche.ChannelNiche;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.StrategicRecommendations;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.section.AudienceSection;
import io.vidlens.analysis.section.ChannelDataSection;
import io.vidlens.analysis.section.PerformanceSection;
import io.vidlens.analysis.section.ScriptBlueprintSection;
import io.vidlens.embeddings.MiniLmTextEmbedder;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.text.Phrases;
import io.vidlens.text.StopWords;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Buckets named by their videos' own phrases (the real all-MiniLM-L6-v2 model), confidence from
 * cohesion, and topics from bucket phrases and comment requests, each citing videos.
 */
class TopicsFromOwnWordsTest {

  static final TextEmbedder MINI_LM = new MiniLmTextEmbedder();

  static final List<String> SPACE =
      List.of(
          "What Happens Inside Black Holes",
          "How Black Holes Eat Stars",
          "The Biggest Black Holes in the Universe",
          "Black Holes Explained in 10 Minutes",
          "Can Black Holes Die?",
          "Neutron Stars vs Black Holes",
          "Why Black Holes Spin",
          "Supermassive Black Holes at the Center of the Galaxy",
          "Black Holes and Time Travel",
          "Are Black Holes Wormholes?");
  static final List<String> IMMUNE =
      List.of(
          "How the Immune System Fights Viruses",
          "Your Immune System vs Bacteria",
          "Why the Immune System Attacks Itself",
          "The Immune System Explained",
          "Vaccines Train the Immune System",
          "Allergies: When the Immune System Overreacts",
          "Fever and the Immune System",
          "Immune System Cells You Never Heard Of",
          "Does Sleep Boost the Immune System?",
          "The Immune System of Children");
  static final List<String> BREAD =
      List.of(
          "Sourdough Bread at Home",
          "Easy Sourdough Bread for Beginners",
          "Why My Sourdough Bread Failed",
          "Sourdough Bread Starter Guide",
          "Crispy Sourdough Bread Crust",
          "Whole Wheat Sourdough Bread",
          "Sourdough Bread Without a Scale",
          "Overnight Sourdough Bread",
          "Sourdough Bread Shaping Tips",
          "Soft Sourdough Bread Sandwich Loaf");

  /** Thirty videos, ten per theme; views so that the bread theme leads. */
  static List<VideoSample> threeThemes() {
    List<VideoSample> videos = new ArrayList<>();
    List<List<String>> themes = List.of(SPACE, IMMUNE, BREAD);
    for (int t = 0; t < themes.size(); t++) {
      for (int i = 0; i < 10; i++) {
        videos.add(
            video(
                "t" + t + "v" + i,
                themes.get(t).get(i),
                (t + 1) * 100_000L + i * 1_000L,
                600,
                t * 10 + i));
      }
    }
    return videos;
  }

  static int theme(String videoId) {
    return videoId.charAt(1) - '0';
  }

  @Test
  void threeThemesAreBucketedAndNamedByTheirOwnPhrases() {
    ContentStrategy strategy =
        new ContentBuckets(MINI_LM).compute(Corpus.of(channel(1_000_000L), threeThemes()));

    // Three themes are three buckets: no k forced up to six splits a theme in pieces.
    List<ContentBucket> buckets =
        strategy.contentBuckets().stream().filter(b -> b.bucketKind().equals("topic")).toList();
    assertThat(buckets).hasSize(3);
    assertThat(strategy.contentBuckets()).hasSize(3);
    Set<String> names = new HashSet<>();
    for (ContentBucket b : buckets) {
      assertThat(b.videos().stream().map(v -> theme(v.videoId())).distinct())
          .as("bucket %s holds one theme", b.bucketName())
          .hasSize(1);
      assertThat(b.videoCount()).isEqualTo(10);
      assertThat(b.videos())
          .as("the name is a phrase of the bucket's own titles")
          .anySatisfy(
              v ->
                  assertThat(v.title().toLowerCase(Locale.ROOT))
                      .contains(b.bucketName().toLowerCase(Locale.ROOT)));
      assertThat(names.add(b.bucketName().toLowerCase(Locale.ROOT))).isTrue();
      assertThat(b.bucketDescription()).contains("videos").contains("Most viewed");
      assertThat(b.confidenceScore()).isBetween(0.2, 1.0);
    }
    assertThat(names).containsExactlyInAnyOrder("black holes", "immune system", "sourdough bread");
    assertThat(theme(buckets.getFirst().videos().getFirst().videoId()))
        .as("ordered by median views: bread leads")
        .isEqualTo(2);
  }

  @Test
  void phrasesNeverStartOrEndWithAStopWordAndStopWordsAloneAreNoPhrase() {
    StopWords en = StopWords.of("en");
    assertThat(Phrases.of("What Is The Best Of All Of This?", en)).isEmpty();
    assertThat(Phrases.of("Why Are We Here - And Who Are They?", en)).isEmpty();
    List<Phrases.Phrase> phrases = Phrases.of("The Speed of Light in a Vacuum", en);
    assertThat(phrases).extracting(Phrases.Phrase::display).contains("Speed of Light", "Vacuum");
    for (Phrases.Phrase p : phrases) {
      String[] words = p.key().split(" ");
      assertThat(en.contains(words[0])).isFalse();
      assertThat(en.contains(words[words.length - 1])).isFalse();
    }
    assertThat(Phrases.of("You Need To Quit Weed", en))
        .extracting(Phrases.Phrase::display)
        .as("verbs make no noun phrase")
        .doesNotContain("Quit Weed", "Quit");
    assertThat(Phrases.of("black hole", en).getFirst().key())
        .isEqualTo(Phrases.of("Black Holes", en).getFirst().key());

    ContentStrategy strategy =
        new ContentBuckets(MINI_LM).compute(Corpus.of(channel(1_000_000L), threeThemes()));
    for (ContentBucket b : strategy.contentBuckets()) {
      if (!b.bucketKind().equals("topic")) {
        continue; // a series lists its template ("CD / X"), a weak group no phrase
      }
      for (String phrase : b.topTerms()) {
        String[] words = phrase.toLowerCase(Locale.ROOT).split(" ");
        assertThat(en.contains(words[0])).as(phrase).isFalse();
        assertThat(en.contains(words[words.length - 1])).as(phrase).isFalse();
      }
    }
  }

  @Test
  void aGermanChannelIsReadWithGermanStopWords() {
    List<String> titles =
        List.of(
            "Warum die Schwarzen Löcher nicht sterben",
            "Was passiert in einem Schwarzen Loch?",
            "Das Immunsystem und die Viren",
            "Wie das Immunsystem sich selbst angreift",
            "Der Urknall und die ersten Sterne",
            "Sind wir allein im Universum?");
    StopWords stop = StopWords.detect(titles);
    assertThat(stop.language()).isEqualTo("de");
    assertThat(stop.contains("und")).isTrue();
    assertThat(stop.contains("nicht")).isTrue();
    List<String> phrases =
        Phrases.of(titles.getFirst(), stop).stream().map(Phrases.Phrase::display).toList();
    assertThat(phrases).contains("Schwarzen Löcher").noneMatch(p -> p.startsWith("Die"));
    assertThat(StopWords.detect(List.of("What Happens Inside Black Holes")).language())
        .isEqualTo("en");

    List<VideoSample> videos = new ArrayList<>();
    for (int i = 0; i < titles.size(); i++) {
      videos.add(video("de" + i, titles.get(i), 1000L * (i + 1), 600, i));
    }
    ContentStrategy strategy =
        new ContentBuckets(MINI_LM).compute(Corpus.of(channel(1_000L), videos));
    for (ContentBucket b : strategy.contentBuckets()) {
      if (b.bucketKind().equals("weak")) {
        continue; // "Standalone videos" names what the group is, not a phrase of its titles
      }
      String[] words = b.bucketName().toLowerCase(Locale.ROOT).split(" ");
      assertThat(stop.contains(words[0])).as(b.bucketName()).isFalse();
      assertThat(stop.contains(words[words.length - 1])).as(b.bucketName()).isFalse();
    }
  }

  @Test
  void confidenceFollowsCohesionSoATightBucketOutranksALooseOne() {
    List<double[]> tight = List.of(v(1, 0.05, 0), v(1, 0, 0.05), v(1, 0.02, 0.02));
    List<double[]> loose = List.of(v(1, 0.9, 0), v(0.3, 0, 1), v(1, -0.5, 0.6));
    List<double[]> all = new ArrayList<>(tight);
    all.addAll(loose);
    all.add(v(0, 1, 0));
    all.add(v(0, 0, 1));
    double channel = Cohesion.of(all);
    double t = Cohesion.confidence(Cohesion.of(tight), channel, tight.size());
    double l = Cohesion.confidence(Cohesion.of(loose), channel, loose.size());
    assertThat(t).isGreaterThan(0.9);
    assertThat(l).isLessThan(t - 0.3);
    assertThat(Cohesion.confidence(Double.NaN, channel, 1)).as("one video").isZero();

    // A bucket of identical texts against one of loosely related ones, through the real model.
    List<VideoSample> videos = new ArrayList<>(threeThemes());
    ContentStrategy strategy =
        new ContentBuckets(MINI_LM).compute(Corpus.of(channel(1_000L), videos));
    assertThat(strategy.contentBuckets().stream().map(ContentBucket::confidenceScore).distinct())
        .as("confidence spreads between buckets")
        .hasSizeGreaterThan(1);
  }

  private static double[] v(double... x) {
    return x;
  }

  @Test
  void topicsComeFromCommentRequestsNotFromSplicingItsOwnTitlesAndEachCitesThreeVideos() {
    List<VideoSample> videos = threeThemes();
    Corpus corpus =
        Corpus.of(channel(1_000_000L), videos)
            .withComments(
                Map.of(
                    "t0v2",
                    List.of(
                        new CommentText(
                            "Please make a video about octopus intelligence next!", 1200),
                        new CommentText("Great video as always", 3000)),
                    "t1v0",
                    List.of(new CommentText("Could you do one on the gut microbiome?", 40))),
                Map.of(),
                2);
    Findings f = findings(corpus);
    List<Topic> topics = StrategyComposer.topics(f);

    // the two requests, each in one of the channel's templates; its own titles' subjects in
    // another of its templates would film it again (issue 37), so there are two ideas, not ten
    assertThat(topics)
        .extracting(Topic::title)
        .hasSize(2)
        .anyMatch(t -> t.contains("Gut Microbiome"));
    assertThat(
            IdeaSplices.faults(
                topics.stream().map(Topic::title).toList(),
                topics.stream().map(t -> false).toList(),
                videos.stream().map(VideoSample::title).toList()))
        .isEmpty();
    assertThat(topics.stream().map(t -> t.title().toLowerCase(Locale.ROOT)).distinct())
        .hasSize(topics.size());
    assertThat(topics)
        .as("the most liked request fills one of the channel's own title templates")
        .anySatisfy(
            t -> {
              assertThat(t.title()).contains("Octopus Intelligence");
              assertThat(ChannelSeries.words(t.title()).size()).isGreaterThanOrEqualTo(3);
              assertThat(t.description()).contains("1,200 likes").contains("template");
              assertThat(t.evidence()).extracting(Evidence::videoId).contains("t0v2");
            });
    Set<String> existing = new HashSet<>();
    videos.forEach(v -> existing.add(v.title().toLowerCase(Locale.ROOT)));
    for (Topic t : topics) {
      assertThat(t.evidence()).as(t.title()).hasSizeGreaterThanOrEqualTo(3);
      assertThat(t.evidence().stream().map(Evidence::videoId).distinct())
          .hasSize(t.evidence().size());
      assertThat(existing).doesNotContain(t.title().toLowerCase(Locale.ROOT));
      assertThat(ChannelSeries.words(t.title()).size()).as(t.title()).isGreaterThanOrEqualTo(3);
      assertThat(t.title()).doesNotMatch("^\\p{L}+ and \\p{L}+$");
    }

    StrategicRecommendations r = StrategyComposer.recommendations(f);
    assertThat(r.evidence())
        .containsOnlyKeys(
            "performance_patterns",
            "content_formula_discovery",
            "audience_behavior_insights",
            "strategic_opportunities");
    assertThat(r.evidence().values()).allSatisfy(e -> assertThat(e).hasSizeGreaterThanOrEqualTo(3));
  }

  @Test
  void commentRequestPatterns() {
    assertThat(CommentRequests.topicOf("You should do a video on the Roman Empire please"))
        .isEqualTo("Roman Empire");
    assertThat(CommentRequests.topicOf("What about volcanoes?")).isEqualTo("Volcanoes");
    assertThat(CommentRequests.topicOf("video idea: the history of salt"))
        .isEqualTo("History of Salt");
    assertThat(CommentRequests.topicOf("Next video about quantum computers"))
        .isEqualTo("Quantum Computers");
    assertThat(CommentRequests.topicOf("What about it?")).isNull();
    assertThat(CommentRequests.topicOf("I love this channel")).isNull();
    // the kind of piece asked for is no part of its subject
    assertThat(CommentRequests.topicOf("Please do a piece on the rent increases"))
        .isEqualTo("Rent Increases");
    assertThat(CommentRequests.topicOf("can you do a deep dive about solar storms"))
        .isEqualTo("Solar Storms");
  }

  @Test
  void oneTopicInOtherWordsIsOneRequestCountingEveryCommentAndQuotingTheMostLiked() {
    Corpus corpus =
        Corpus.of(channel(1_000L), threeThemes())
            .withComments(
                Map.of(
                    "t0v2",
                    List.of(
                        new CommentText("Can you cover the reservoir levels?", 188),
                        new CommentText("please cover the reservoir, my garden is dying", 40),
                        new CommentText("Please do a piece on the rent increases", 64))),
                Map.of(),
                1);
    List<StrategyComposer.Request> found = CommentRequests.find(corpus);
    assertThat(found)
        .extracting(StrategyComposer.Request::topic, StrategyComposer.Request::askers)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("Reservoir Levels", 2),
            org.assertj.core.groups.Tuple.tuple("Rent Increases", 1));
    assertThat(found.getFirst().quote()).isEqualTo("Can you cover the reservoir levels?");
  }

  @Test
  void aSentenceCaseChannelsBrandedIdeaKeepsOnlyItsOwnCapitals() {
    List<String> titles =
        List.of(
            "Harbor Festival returns this weekend | Harbor City News",
            "Mayor Okafor responds to housing protest | Harbor City News",
            "NHS waiting times fall | Harbor City News");
    assertThat(TitleCasing.inChannelCase("Rent Increases", titles)).isEqualTo("Rent increases");
    assertThat(TitleCasing.inChannelCase("New Harbor Festival Dates", titles))
        .isEqualTo("New Harbor Festival dates");
    assertThat(TitleCasing.inChannelCase("NHS Strike Talks With Okafor", titles))
        .isEqualTo("NHS strike talks with Okafor");
    assertThat(TitleCasing.sentenceCaseChannel(titles)).isTrue();
  }

  static Findings findings(Corpus corpus) {
    ContentStrategy content = new ContentBuckets(MINI_LM).compute(corpus);
    return new Findings(
        corpus,
        ChannelDataSection.compute(corpus, Samples.NOW),
        content,
        TitleFormats.compute(corpus.videos()),
        AudienceSection.compute(corpus),
        PerformanceSection.compute(corpus, content),
        ScriptBlueprintSection.compute(corpus),
        ChannelNiche.compute(corpus));
  }
}
