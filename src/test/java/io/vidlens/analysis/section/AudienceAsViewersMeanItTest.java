package io.vidlens.analysis.section;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Cue;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.AudienceInsights;
import io.vidlens.analysis.result.AnalysisResult.FeedbackPoint;
import io.vidlens.text.ForeignLexicon;
import io.vidlens.text.ForeignSentiment;
import io.vidlens.text.Sentiment;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 24 point 5: the audience section reads comments as viewers mean them. The subject's own
 * vocabulary is not criticism of the video, comment slang of amazement is not dislike, criticism of
 * the video itself (its audio, its pace) still counts, and German and French comments are read.
 */
class AudienceAsViewersMeanItTest {

  private static Corpus corpus(String title, List<Cue> transcript, List<CommentText> comments) {
    VideoSample video = Samples.video("v1", title, 500_000, 600, 10);
    return Corpus.of(Samples.channel(1_000_000L), List.of(video))
        .withTranscripts(transcript.isEmpty() ? Map.of() : Map.of("v1", transcript), 1)
        .withComments(Map.of("v1", comments), Map.of(), 1);
  }

  private static List<String> categories(List<FeedbackPoint> points) {
    return points.stream().map(FeedbackPoint::feedbackCategory).toList();
  }

  @Test
  void theSubjectsDarkWordsAreNotCriticism() {
    AudienceInsights a =
        AudienceSection.compute(
            corpus(
                "What Happens If You Fall Into a Black Hole?",
                Samples.transcript(
                    5, "You would die.", "Death by spaghettification is slow.", "Then darkness."),
                List.of(
                    new CommentText("Sentenced to death by spaghettification", 900),
                    new CommentText("Imagine the darkness and the death at the end", 40),
                    new CommentText("I would die falling in there", 12))));
    assertThat(categories(a.viewerFeedback().whatViewersDisliked()))
        .doesNotContain(AudienceSection.GENERAL_DISLIKED);
    assertThat(a.sentimentSummary().negativeComments()).isZero();
    // Without the video's subject, VADER alone reads the first comment as negative.
    assertThat(Sentiment.compound("Sentenced to death by spaghettification"))
        .isLessThan(Sentiment.NEGATIVE);
    assertThat(
            Sentiment.compound(
                "Sentenced to death by spaghettification", Set.of("death", "spaghettification")))
        .isGreaterThan(Sentiment.NEGATIVE);
  }

  @Test
  void criticismOfTheVideoItselfStillCounts() {
    AudienceInsights a =
        AudienceSection.compute(
            corpus(
                "Death by Spaghettification",
                List.of(),
                List.of(
                    new CommentText("The audio is terrible, I can barely hear the narration", 30),
                    new CommentText("The music is awful and way too loud", 10),
                    new CommentText("Horrible sound mixing in this one", 5))));
    assertThat(categories(a.viewerFeedback().whatViewersDisliked())).contains("Audio & music");
    assertThat(a.sentimentSummary().negativeComments()).isEqualTo(3);
  }

  @Test
  void amazementIsNotDislike() {
    assertThat(Sentiment.compound("this mod is insane")).isGreaterThan(Sentiment.POSITIVE);
    assertThat(Sentiment.compound("the new update is insanely good")).isGreaterThan(0.5);
  }

  @Test
  void germanAndFrenchCommentsAreRead() {
    AudienceInsights a =
        AudienceSection.compute(
            corpus(
                "Minecraft Hardcore Folge 6",
                List.of(),
                List.of(
                    new CommentText("Super Video, danke dir! Die Folge war richtig toll.", 50),
                    new CommentText("Ich liebe diese Serie, endlich ein neuer Teil!", 20),
                    new CommentText("Die Musik ist viel zu laut und die Folge war langweilig", 8),
                    new CommentText("Merci pour cette vidéo, c'est vraiment génial !", 30),
                    new CommentText("J'adore cette série, bravo pour le montage", 10),
                    new CommentText("Le son est nul et la vidéo est beaucoup trop longue", 4))));
    var summary = a.sentimentSummary();
    assertThat(summary.commentsNotAnalyzed()).isZero();
    assertThat(summary.totalCommentsAnalyzed()).isEqualTo(6);
    assertThat(summary.positiveComments()).isEqualTo(4);
    assertThat(summary.negativeComments()).isEqualTo(2);
    assertThat(categories(a.viewerFeedback().whatViewersDisliked()))
        .contains("Audio & music", "Length & pacing");
    assertThat(summary.method()).contains("German, French, Spanish and Portuguese");
  }

  @Test
  void negationsAndTheSubjectWorkInEachLanguage() {
    assertThat(ForeignSentiment.compound("deu", "Das Video ist nicht gut", Set.of()))
        .isLessThan(Sentiment.NEGATIVE);
    assertThat(ForeignSentiment.compound("fra", "Ce n'est pas mauvais du tout", Set.of()))
        .isGreaterThan(Sentiment.POSITIVE);
    assertThat(ForeignSentiment.compound("spa", "Me encanta este canal, gracias", Set.of()))
        .isGreaterThan(Sentiment.POSITIVE);
    assertThat(ForeignSentiment.compound("por", "Vídeo incrível, parabéns!", Set.of()))
        .isGreaterThan(Sentiment.POSITIVE);
    assertThat(ForeignSentiment.compound("por", "Que vídeo ruim", Set.of()))
        .isLessThan(Sentiment.NEGATIVE);
    // "Tod" (death) under a video about death: the subject, not a judgement.
    assertThat(ForeignSentiment.compound("spa", "La muerte del universo", Set.of("muerte")))
        .isEqualTo(0);
    assertThat(ForeignSentiment.compound("spa", "La muerte del universo", Set.of()))
        .isLessThan(Sentiment.NEGATIVE);
    assertThat(ForeignLexicon.size("deu")).isGreaterThan(2_500);
  }

  /**
   * A reaction to what the video shows is no criticism of it: a let's play's jump scare that "got
   * me so bad", a sadder ending, a news story's "the council never listens"; a comment that speaks
   * of the video or its maker in the same tone still is.
   */
  @Test
  void aScaredOrSaddenedReactionIsNoCriticismButCriticismOfTheVideoIs() {
    AudienceInsights reactions =
        AudienceSection.compute(
            corpus(
                "Moonlit Manor Ep. 7: Ending (Good & Bad)",
                List.of(),
                List.of(
                    new CommentText("that jump scare at 14:20 got me so bad", 240),
                    new CommentText("Ending B was way sadder than A", 64),
                    new CommentText("The council never listens", 52),
                    new CommentText("Playing at 2x speed and still scared", 12))));
    assertThat(reactions.sentimentSummary().negativeComments()).isPositive();
    assertThat(categories(reactions.viewerFeedback().whatViewersDisliked()))
        .doesNotContain(AudienceSection.GENERAL_DISLIKED);
    AudienceInsights criticism =
        AudienceSection.compute(
            corpus(
                "Moonlit Manor Ep. 7: Ending (Good & Bad)",
                List.of(),
                List.of(
                    new CommentText("This was so bad, you rushed the whole thing", 40),
                    new CommentText("Honestly your worst one, I hated it", 30),
                    new CommentText("Die Folge war echt schlecht", 5))));
    assertThat(categories(criticism.viewerFeedback().whatViewersDisliked()))
        .contains(AudienceSection.GENERAL_DISLIKED);
  }
}
