package io.vidlens.analysis.section;

import static io.vidlens.analysis.Samples.NOW;
import static io.vidlens.analysis.Samples.channel;
import static io.vidlens.analysis.Samples.transcript;
import static io.vidlens.analysis.Samples.video;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Cue;
import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.ideas.ContentBuckets;
import io.vidlens.analysis.ideas.Names;
import io.vidlens.analysis.ideas.TitleFormats;
import io.vidlens.analysis.niche.ChannelNiche;
import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.FeedbackPoint;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.text.Sentiment;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each analysis section on small inputs whose right answer is worked out by hand. */
class SectionsTest {

  @Test
  void channelDataAveragesOverTheMonthsSinceTheOldestUpload() {
    Corpus corpus =
        Corpus.of(
            channel(1_000L),
            List.of(video("a", "A", 300, 600, 10), video("b", "B", 100, 1200, 61)));
    var data = ChannelDataSection.compute(corpus, NOW);
    double months = 61 / ChannelDataSection.DAYS_PER_MONTH;
    assertThat(data.metrics().averageVideoLength()).isEqualTo(900);
    assertThat(data.metrics().averageViewsPerVideo()).isEqualTo(200);
    assertThat(data.metrics().averageMonthlyViews()).isCloseTo(400 / months, within(0.1));
    assertThat(data.metrics().averageMonthlyUploads()).isCloseTo(2 / months, within(0.01));
    assertThat(data.metrics().firstUploadDate())
        .as("2 of the channel's 100 videos: their oldest is not its first upload")
        .isNull();
    assertThat(data.channelInfo().viewCount())
        .as("no about panel: unknown, not the listed videos' sum")
        .isNull();
    assertThat(data.channelInfo().channelType()).isEqualTo("Education");
  }

  @Test
  void titleFormatsAreReadFromTheTitlesStructure() {
    assertThat(TitleFormats.formatsOf("What If the Sun Disappeared?")).contains("Question");
    assertThat(TitleFormats.formatsOf("10 Mistakes Beginners Make"))
        .contains("List / Number", "Negative / Warning");
    assertThat(TitleFormats.formatsOf("How to Build a Shed")).containsExactly("How-to / Tutorial");
    assertThat(TitleFormats.formatsOf("The Biggest Star in the Universe")).contains("Superlative");
    assertThat(TitleFormats.formatsOf("iPhone vs Android")).contains("Before / After / Comparison");
    assertThat(TitleFormats.formatsOf("Reacting to My Old Videos")).contains("Reaction / Review");
    assertThat(TitleFormats.formatsOf("Volcanoes")).containsExactly("Statement");

    var strategy =
        TitleFormats.compute(
            List.of(
                video("a", "Why Is the Sky Blue?", 900, 60, 1),
                video("b", "What Is Time?", 700, 60, 2),
                video("c", "Volcanoes", 5_000, 60, 3),
                video("d", "Oceans", 100, 60, 4),
                video("e", "Stars", 200, 60, 5)));
    var question =
        strategy.formatGroups().stream()
            .filter(g -> g.formatName().equals("Question"))
            .findFirst()
            .orElseThrow();
    assertThat(question.videoCount()).isEqualTo(2);
    assertThat(question.medianViews()).isEqualTo(800);
    assertThat(question.totalViews()).isEqualTo(1600);
    // Question's two titles are an anecdote: the top format needs three videos, so Statement's
    // three (100, 200, 5000) rank, though their median is lower.
    assertThat(strategy.topPerformingFormat()).isEqualTo("Statement");

    // Ranked at equal age where the videos were compared: three questions at 2 weeks beat five
    // statements of 3 months whose raw views are higher but which sit at their age's median.
    List<VideoSample> dated = new ArrayList<>();
    dated.add(video("q1", "Why Is the Sky Blue?", 3_000, 60, 14));
    dated.add(video("q2", "What Is Time?", 2_500, 60, 15));
    dated.add(video("q3", "Where Do Comets Go?", 2_800, 60, 16));
    dated.add(video("s0", "Sky Facts", 1_000, 60, 17));
    dated.add(video("s1", "Comet Facts", 1_000, 60, 18));
    for (int i = 0; i < 5; i++) {
      dated.add(video("o" + i, "Ocean Facts " + (char) ('A' + i), 9_000 + i, 60, 100 + i));
    }
    var atEqualAge = TitleFormats.compute(dated, List.of(), EqualAgeScores.of(dated, Samples.NOW));
    assertThat(atEqualAge.topPerformingFormat()).isEqualTo("Question");
    assertThat(atEqualAge.formatGroups().getFirst().medianEqualAgeRatio()).isGreaterThan(1.0);
  }

  @Test
  void sentimentFollowsVadersRules() {
    assertThat(Sentiment.compound("I love this video")).isGreaterThan(0.5);
    assertThat(Sentiment.compound("This is not good")).isLessThan(Sentiment.NEGATIVE);
    assertThat(Sentiment.compound("boring and wrong")).isLessThan(-0.4);
    assertThat(Sentiment.compound("This is a video about rocks")).isZero();
    assertThat(Sentiment.compound("really great")).isGreaterThan(Sentiment.compound("great"));
    assertThat(Sentiment.compound("great!!!")).isGreaterThan(Sentiment.compound("great"));
    assertThat(Sentiment.compound("good but terrible")).as("after 'but' weighs more").isNegative();
    double sum = 3.2; // "love"
    assertThat(Sentiment.compound("love")).isCloseTo(sum / Math.sqrt(sum * sum + 15), within(1e-9));
  }

  @Test
  void audienceFeedbackGroupsCommentsByAspectAndSentiment() {
    VideoSample v = video("a", "A", 10_000, 600, 3);
    Corpus corpus =
        Corpus.of(channel(1L), List.of(v))
            .withComments(
                Map.of(
                    "a",
                    List.of(
                        new CommentText("The animation is amazing", 50),
                        new CommentText("I love the art style and the visuals", 10),
                        new CommentText("The explanation of entropy is wrong, bad research", 5),
                        new CommentText("First!", 0))),
                Map.of("a", 120L),
                1);
    var insights = AudienceSection.compute(corpus);
    var summary = insights.sentimentSummary();
    assertThat(summary.totalCommentsAnalyzed()).isEqualTo(4);
    assertThat(summary.totalVideosCovered()).isEqualTo(1);
    assertThat(summary.positiveComments()).isEqualTo(2);
    assertThat(summary.negativeComments()).isEqualTo(1);
    assertThat(summary.engagementLevel())
        .as("120 comments on 10,000 views = 12 per 1,000")
        .isEqualTo("high");
    FeedbackPoint liked = insights.viewerFeedback().whatViewersLiked().getFirst();
    assertThat(liked.feedbackCategory()).isEqualTo("Visuals & animation");
    assertThat(liked.supportingCommentsCount()).isEqualTo(2);
    assertThat(liked.confidenceScore()).isCloseTo(1 - Math.exp(-2 / 3.0), within(0.001));
    assertThat(liked.description()).contains("The animation is amazing");
    assertThat(insights.viewerFeedback().whatViewersDisliked())
        .extracting(FeedbackPoint::feedbackCategory)
        .contains("Accuracy & sources");
    assertThat(AudienceSection.overall(10, 4, 4, 0)).isEqualTo("mixed");
    assertThat(AudienceSection.overall(0, 0, 0, 0)).isEqualTo("unknown");
  }

  /**
   * Six topics, two videos each, embedded as six orthogonal directions; each pair of titles shares
   * a two-word name (a single word shared by two titles names no theme: {@link Names}).
   */
  @Test
  void contentBucketsAreClusteredAndNamedFromTheirOwnWords() {
    String[] topics = {"volcano", "galaxy", "bacteria", "economy", "dinosaur", "glacier"};
    String[] names = {
      "lava volcano",
      "spiral galaxy",
      "gut bacteria",
      "market economy",
      "raptor dinosaur",
      "ice glacier"
    };
    List<VideoSample> videos = new java.util.ArrayList<>();
    for (int t = 0; t < topics.length; t++) {
      videos.add(video(topics[t] + "1", "The " + names[t] + " mystery", 1000L * (t + 1), 600, t));
      videos.add(video(topics[t] + "2", "Inside the " + names[t], 3000L * (t + 1), 600, t + 10));
    }
    TextEmbedder fake =
        new TextEmbedder() {
          public int dimension() {
            return 6;
          }

          public float[] embed(String text) {
            return embedAll(List.of(text)).getFirst();
          }

          public List<float[]> embedAll(List<String> texts) {
            return texts.stream()
                .map(
                    s -> {
                      float[] v = new float[6];
                      for (int t = 0; t < topics.length; t++) {
                        if (s.contains(topics[t])) v[t] = 1;
                      }
                      return v;
                    })
                .toList();
          }
        };
    ContentStrategy strategy = new ContentBuckets(fake).compute(Corpus.of(channel(1L), videos));
    assertThat(strategy.totalBuckets()).isEqualTo(6);
    assertThat(strategy.contentBuckets()).allSatisfy(b -> assertThat(b.videoCount()).isEqualTo(2));
    // A theme needs a name two of its titles use; the tagger may find none in a pair of titles,
    // which then stands as a weak group rather than a theme named by one title.
    assertThat(strategy.contentBuckets())
        .filteredOn(b -> b.bucketKind().equals("topic"))
        .hasSizeGreaterThanOrEqualTo(5)
        .allSatisfy(
            b -> {
              assertThat(b.confidenceScore()).as("perfectly separated").isEqualTo(1.0);
              assertThat(b.videos())
                  .allSatisfy(v -> assertThat(v.title()).containsIgnoringCase(b.bucketName()));
            });
    var best = strategy.contentBuckets().getFirst();
    assertThat(best.medianViews()).isEqualTo((6000 + 18000) / 2.0);
    assertThat(best.totalViews()).isEqualTo(24000);
    assertThat(strategy.contentBuckets())
        .allSatisfy(b -> assertThat(b.bucketKind()).isIn("topic", "weak"));
  }

  @Test
  void transcriptShapesFindHookArcAndStageBoundaries() {
    List<Cue> cues =
        transcript(
            10,
            "Have you ever wondered why the sky is blue?",
            "Light from the sun is white.",
            "Today we look at why.",
            "First, light is a wave.",
            "Short waves scatter more.",
            "Blue is short.",
            "Red is long.",
            "Air molecules are small.",
            "So the sky looks blue, that's why.",
            "Thanks for watching, subscribe!");
    assertThat(TranscriptShapes.hookType(cues)).isEqualTo("Question");
    assertThat(TranscriptShapes.narrativeArc(cues)).isEqualTo("Problem → explanation → resolution");
    var b = TranscriptShapes.boundaries(cues);
    assertThat(b.setup()).as("'Today we' at 20 s").isEqualTo(20);
    assertThat(b.body()).as("'First' at 30 s").isEqualTo(30);
    assertThat(b.climax()).as("'that's why' at 80 s").isEqualTo(80);
    assertThat(b.outro()).as("'subscribe' at 90 s").isEqualTo(90);
    assertThat(b.end()).isEqualTo(100);
    assertThat(TranscriptShapes.hookOf("97% of the ocean is unexplored"))
        .isEqualTo("Shocking statistic");
  }

  @Test
  void scriptBlueprintMeasuresStagesOnTopPerformersTranscripts() {
    VideoSample top = video("a", "Why is the sky blue?", 9_000, 100, 1);
    List<VideoSample> videos =
        List.of(
            top,
            video("b", "B", 10, 100, 2),
            video("c", "C", 20, 100, 3),
            video("d", "D", 30, 100, 4),
            video("e", "E", 40, 100, 5));
    List<Cue> cues =
        transcript(
            10,
            "Have you ever wondered?",
            "Light.",
            "Today we look.",
            "First, waves.",
            "a",
            "b",
            "c",
            "d",
            "That's why.",
            "Subscribe!");
    Corpus corpus = Corpus.of(channel(1L), videos).withTranscripts(Map.of("a", cues), 1);
    var blueprint = ScriptBlueprintSection.compute(corpus);
    assertThat(blueprint.recommendedStages())
        .extracting(AnalysisResult.ScriptStage::recommendedLengthSeconds)
        .containsExactly(20, 10, 50, 10, 10);
    assertThat(blueprint.basedOn()).startsWith("Transcripts of 1 of the 1 top");
    assertThat(blueprint.recommendedStages().getFirst().successfulExamples().getFirst().excerpt())
        .contains("Have you ever wondered");

    var withoutTranscripts = ScriptBlueprintSection.compute(Corpus.of(channel(1L), videos));
    assertThat(withoutTranscripts.basedOn()).contains("no transcript");
    assertThat(withoutTranscripts.recommendedStages()).hasSize(5);
  }

  @Test
  void performanceComparesTheTopFifthWithTheRest() {
    List<VideoSample> videos =
        List.of(
            video("a", "Why? Why? Why?", 10_000, 1200, 1),
            video("b", "Bb", 1_000, 600, 2),
            video("c", "Cc", 2_000, 600, 3),
            video("d", "Dd", 3_000, 600, 4),
            video("e", "Ee", 4_000, 600, 5));
    var p =
        PerformanceSection.compute(
            Corpus.of(channel(1L), videos), new ContentStrategy(List.of(), 0));
    assertThat(p.topPerformingVideos().videoCount()).isEqualTo(1);
    assertThat(p.topPerformingVideos().averageLengthMinutes()).isEqualTo(20);
    assertThat(p.metrics().averageVideoLengthMinutes()).isEqualTo(12);
    assertThat(p.comparisonInsights().viewsMultiple())
        .isEqualTo(4.0); // 10,000 / median(1,2,3,4 thousand)=2,500
    assertThat(p.comparisonInsights().topFormats()).contains("Question");
    assertThat(p.topPerformingVideos().mostCommonHookType()).startsWith("Question (from titles");
  }

  @Test
  void nicheScoreFollowsItsFormula() {
    // Without an analysis time nothing is compared at equal age: momentum 0.5.
    List<VideoSample> videos =
        List.of(
            video("a", "Rocks", 1_000, 60, 40), video("b", "Sand", 1_000, 60, 30),
            video("c", "10 Rocks", 4_000, 60, 20), video("d", "Best Sand", 4_000, 60, 10));
    var niche = ChannelNiche.compute(Corpus.of(channel(10_000L), videos));
    double p = Math.log10(1 + 2_500) / 7;
    int score = (int) Math.round(100 * (0.45 * p + 0.35 * 0.5 + 0.20 * 0.5));
    assertThat(niche.futureCompetitionScore()).isEqualTo(score);
    // support 4 / (4 + 4); activity 1 (no analysis time to age the newest upload by)
    assertThat(niche.nicheScore())
        .isCloseTo(100 * 0.5 * (0.5 * (1 - score / 100.0) + 0.5 * 0.25), within(0.05));
    assertThat(ChannelNiche.compute(Corpus.of(channel(null), videos)).nicheScore()).isNull();
  }
}
