package io.vidlens.analysis.section;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.Corpus;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Only English comments are scored by the English rules; the others are counted, by language, as
 * not analysed.
 */
class CommentLanguageTest {

  @Test
  void aGermanCommentIsNotAnalysed() {
    var verdict =
        CommentLanguage.of(
            "Das ist wirklich ein großartiges Video, vielen Dank für die ausführliche Erklärung!");
    assertThat(verdict.english()).isFalse();
    assertThat(verdict.language()).isEqualTo("deu");
  }

  @Test
  void englishCommentsShortOnesAndEmojiAreRead() {
    assertThat(
            CommentLanguage.of("This explanation finally made black holes click for me").english())
        .isTrue();
    assertThat(CommentLanguage.of("W video").english())
        .as("too short to tell, Latin script")
        .isTrue();
    assertThat(CommentLanguage.of("❤️❤️🔥").english()).as("no letters").isTrue();
    assertThat(CommentLanguage.of("すごい").english()).as("short, another script").isFalse();
  }

  @Test
  void theSummarySaysHowManyCommentsWereAnalysed() {
    Corpus corpus =
        Corpus.of(Samples.channel(1L), List.of())
            .withComments(
                Map.of(
                    "a",
                    List.of(
                        new CommentText("This video is an absolute banger, great work!", 3),
                        new CommentText("The sound is terrible and the facts are wrong", 1),
                        new CommentText(
                            "Das ist wirklich ein großartiges Video, vielen Dank für die Erklärung!",
                            9),
                        new CommentText(
                            "C'est vraiment une très bonne vidéo, merci pour l'explication claire",
                            2),
                        new CommentText(
                            "Это очень интересное видео, спасибо большое за объяснение", 1))),
                Map.of(),
                1);
    var summary = AudienceSection.compute(corpus).sentimentSummary();
    // German and French are read (issue 24); Russian has no lexicon yet and is counted apart.
    assertThat(summary.commentsRead()).isEqualTo(5);
    assertThat(summary.totalCommentsAnalyzed()).isEqualTo(4);
    assertThat(summary.commentsNotAnalyzed()).isEqualTo(1);
    assertThat(summary.notAnalyzedLanguages()).containsExactly(Map.entry("rus", 1));
    assertThat(summary.positiveComments()).isEqualTo(3);
    assertThat(summary.negativeComments()).isEqualTo(1);
  }
}
