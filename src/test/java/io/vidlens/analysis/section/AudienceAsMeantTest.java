package io.vidlens.analysis.section;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.text.ForeignSentiment;
import io.vidlens.text.Sentiment;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Comments read as their writers meant them (issue 37, point 9): short ones in the channel's
 * language, French and German praise as praise, aspects only where the comment speaks of the video.
 */
class AudienceAsMeantTest {

  private static VideoSample german(String id, String title) {
    return new VideoSample(
        id,
        title,
        "In diesem Video erklären wir, wie das Klima der Erde funktioniert und was wir tun können.",
        1_000L,
        600L,
        Samples.NOW.minusSeconds(86_400L * 3),
        true,
        "Education",
        true,
        false);
  }

  private static Corpus germanChannel(List<CommentText> comments) {
    return Corpus.of(
            Samples.channel(10_000L),
            List.of(
                german("aaaaaaaaaaa", "Warum die Erde immer wärmer wird"),
                german("bbbbbbbbbbb", "Was passiert, wenn der Mond verschwindet?"),
                german("ccccccccccc", "Die Geschichte des Wetters in zehn Minuten")))
        .withComments(Map.of("aaaaaaaaaaa", comments), Map.of(), 1);
  }

  @Test
  void theChannelsLanguageIsReadFromItsTitlesAndDescriptions() {
    assertThat(ChannelLanguage.of(germanChannel(List.of()))).isEqualTo("deu");
  }

  @Test
  void aShortGermanCommentIsGermanAndPraise() {
    String comment = "Das Video ist echt toll, danke!";
    assertThat(CommentLanguage.of(comment).language())
        .as("the model alone hesitates (Dutch first), German's function words settle it")
        .isEqualTo("deu");
    assertThat(CommentLanguage.of(comment, "deu").language()).isEqualTo("deu");
    assertThat(CommentLanguage.of("Danke, toll!", "deu").language())
        .as("too short for the model: the channel's language, as one of its words is German")
        .isEqualTo("deu");
    var summary =
        AudienceSection.compute(
                germanChannel(
                    List.of(
                        new CommentText(comment, 3),
                        new CommentText("Danke, toll!", 1),
                        new CommentText("Sehr lehrreich und gut erklärt", 1))))
            .sentimentSummary();
    assertThat(summary.positiveComments()).isEqualTo(3);
    assertThat(summary.commentsNotAnalyzed()).isZero();
  }

  @Test
  void frenchPraiseIsPraise() {
    String comment = "Vulgariser sans simplifier. Tout est là. Bonne vidéo.";
    assertThat(CommentLanguage.of(comment).language()).isEqualTo("fra");
    assertThat(ForeignSentiment.compound("fra", comment, Set.of()))
        .isGreaterThanOrEqualTo(Sentiment.POSITIVE);
    assertThat(ForeignSentiment.compound("fra", "Une explication vraiment claire, bravo", Set.of()))
        .isGreaterThanOrEqualTo(Sentiment.POSITIVE);
    assertThat(ForeignSentiment.compound("fra", "Franchement, une vidéo sans intérêt", Set.of()))
        .as("'sans' negates what follows it")
        .isLessThanOrEqualTo(Sentiment.NEGATIVE);
  }

  @Test
  void anAspectCountsOnlyWhereTheCommentSpeaksOfTheVideo() {
    assertThat(
            AspectMentions.of(
                "Then the music plays and they walk into the old hall together at midnight", null))
        .as("a story's music is not the video's audio")
        .doesNotContain("Audio & music");
    assertThat(AspectMentions.of("The music in this video is amazing", null))
        .contains("Audio & music");
    assertThat(AspectMentions.of("Love your music choices", null)).contains("Audio & music");
    assertThat(AspectMentions.of("La musique est géniale", "fra")).contains("Audio & music");
  }
}
